import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PhoneUseStatus } from '../../../../lib/api/contract/account';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import type { AccountServices } from '../../services/account';
import { accountError } from '../../services/account/errors';
import { apiSid } from '../../services/account/sessions';
import { phoneNo, scene, smsCode } from './schemas';

/** Phone + SMS code: status of a phone, sending a code (after the slider), logging in (registers new phones). */
export function codeLoginRoutes(app: FastifyInstance, s: AccountServices): void {
  app.get('/account/phoneUseStatus', async (request) => {
    const q = parse(z.object({ phoneNo }), request.query);
    const account = s.repo.byPhone(q.phoneNo);
    const data: PhoneUseStatus = { registered: account !== undefined, hasPassword: account?.password_hash != null };
    return ok(data);
  });

  app.post('/login/sendCode', async (request, reply) => {
    const body = parse(z.object({ phoneNo, scene }), request.body);
    if (body.scene === 'password' && !s.repo.byPhone(body.phoneNo)) throw accountError.phoneUnregistered();
    // Limits first, so a refused request does not spend the slider permit.
    s.sms.checkLimits(body.phoneNo, request.ip);
    s.slider.consumePermit(apiSid(request, reply) ?? '', body.phoneNo, body.scene);
    return ok(s.sms.send(body.phoneNo, body.scene, request.ip));
  });

  app.post('/login/loginByVerifyCode', async (request, reply) => {
    const body = parse(z.object({ phoneNo, code: smsCode }), request.body);
    s.sms.verify(body.phoneNo, 'login', body.code);
    const { account, isNew } = s.repo.findOrCreateByPhone(body.phoneNo, 0);
    return ok(s.login(reply, account, 0, isNew));
  });
}
