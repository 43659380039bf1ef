import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { type ZodTypeProvider } from '../../http/validate';
import type { AccountServices } from '../../services/account';
import { accountError } from '../../services/account/errors';
import { reservePasswordAttempt } from '../../services/account/password-guard';
import { decoyHash, hashPassword, verifyPassword } from '../../services/account/passwords';
import { deviceId, newPassword, password, phoneNo, phoneOrOwn, smsCode } from './schemas';
import { networkOf } from '../../http/network';

/** Password login (failures limited per phone and per IP) and setting/changing a password with an SMS code. */
export function passwordRoutes(instance: FastifyInstance, s: AccountServices): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/login/loginByPsw', { config: { csrf: true }, schema: { querystring: z.object({ phoneNo, password }) } }, async (request, reply) => {
    const q = request.query;
    const attempt = reservePasswordAttempt(s.limiter, s.backoff, q.phoneNo, networkOf(request), {
      phone: '密码错误次数过多，请 {wait}后再试，或使用验证码登录',
      ip: '当前网络登录尝试过于频繁，请 {wait}后再试',
    });
    // Unknown phones and accounts without a password answer exactly like a wrong password, after
    // the same scrypt work, so the call tells nobody which phones are registered.
    const account = s.repo.byPhone(q.phoneNo);
    if (!(await verifyPassword(q.password, account?.password_hash ?? decoyHash())) || !account?.password_hash) {
      attempt.failed();
      throw accountError.passwordWrong();
    }
    attempt.succeeded();
    return ok(s.login(reply, account, 1));
  });

  app.get('/login/modifyPassWord', { config: { csrf: true }, schema: { querystring: z.object({ phoneNo: phoneOrOwn, code: smsCode, password: newPassword, deviceId: deviceId.optional() }) } }, async (request) => {
    const q = request.query;
    // Without a phone it is the logged-in account's own (修改密码 while logged in).
    const phone = s.phoneOf(request, q.phoneNo);
    // The code check comes first: an unregistered phone got a decoy code row it can never know
    // (SmsCodes.send), so it fails like a registered phone's wrong code (no registered/unregistered oracle).
    s.sms.verify(phone, 'password', q.code);
    const account = s.repo.byPhone(phone);
    if (!account) throw accountError.codeExpired();
    if (account.state !== 1) throw accountError.disabled();
    s.repo.setPassword(account.id, await hashPassword(q.password));
    // A new password ends every other way in: other sessions, other devices' tokens, SSO tickets.
    const current = s.current(request);
    s.sessions.closeOthers(account.id, current?.account.id === account.id ? current.session.tokenHash : '');
    s.devices.forgetOtherBrowsers(request, account.id, current?.account.id === account.id);
    s.sso.revokeAccount(account.id);
    s.limiter.clear(`pwd:phone:${phone}`);
    s.backoff.clear(`pwd:phone:${phone}`);
    return ok({ changed: true });
  });
}
