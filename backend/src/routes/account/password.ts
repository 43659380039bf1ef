import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import type { AccountServices } from '../../services/account';
import { accountError } from '../../services/account/errors';
import { waitText } from '../../services/account/limiter';
import { hashPassword, verifyPassword } from '../../services/account/passwords';
import { LIMITS } from '../../services/account/settings';
import { deviceId, newPassword, password, phoneNo, smsCode } from './schemas';

/** Password login (failures limited per phone and per IP) and setting/changing a password with an SMS code. */
export function passwordRoutes(app: FastifyInstance, s: AccountServices): void {
  app.get('/login/loginByPsw', async (request, reply) => {
    const q = parse(z.object({ phoneNo, password }), request.query);
    const phoneKey = `pwd:phone:${q.phoneNo}`;
    const ipKey = `pwd:ip:${request.ip}`;
    const [perPhone, phoneWindow] = LIMITS.passwordPerPhone;
    const [perIp, ipWindow] = LIMITS.passwordPerIp;
    let wait = s.limiter.retryAfter(phoneKey, perPhone, phoneWindow);
    if (wait) throw accountError.rateLimited(`密码错误次数过多，请 ${waitText(wait)}后再试，或使用验证码登录`);
    wait = s.limiter.retryAfter(ipKey, perIp, ipWindow);
    if (wait) throw accountError.rateLimited(`当前网络登录尝试过于频繁，请 ${waitText(wait)}后再试`);

    const account = s.repo.byPhone(q.phoneNo);
    if (!account) {
      s.limiter.record(ipKey);
      throw accountError.phoneUnregistered();
    }
    if (!account.password_hash) throw accountError.noPassword();
    if (!(await verifyPassword(q.password, account.password_hash))) {
      s.limiter.record(phoneKey);
      s.limiter.record(ipKey);
      throw accountError.passwordWrong();
    }
    s.limiter.clear(phoneKey);
    return ok(s.login(reply, account, 1));
  });

  app.get('/login/modifyPassWord', async (request) => {
    const q = parse(z.object({ phoneNo, code: smsCode, password: newPassword, deviceId: deviceId.optional() }), request.query);
    const account = s.repo.byPhone(q.phoneNo);
    if (!account) throw accountError.phoneUnregistered();
    if (account.state !== 1) throw accountError.disabled();
    s.sms.verify(q.phoneNo, 'password', q.code);
    s.repo.setPassword(account.id, await hashPassword(q.password));
    // A new password ends every other way in: other sessions, other devices' tokens, SSO tickets.
    const current = s.current(request);
    s.sessions.closeOthers(account.id, current?.account.id === account.id ? current.session.tokenHash : '');
    s.devices.forgetOtherDevices(account.id, q.deviceId);
    s.sso.revokeAccount(account.id);
    s.limiter.clear(`pwd:phone:${q.phoneNo}`);
    return ok({ changed: true });
  });
}
