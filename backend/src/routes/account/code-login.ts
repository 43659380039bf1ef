import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PhoneUseStatus } from '../../../../lib/api/contract/account';
import { ok } from '../../http/envelope';
import { type ZodTypeProvider } from '../../http/validate';
import type { AccountServices } from '../../services/account';
import { apiSid } from '../../services/account/sessions';
import { payError } from '../../services/pay/errors';
import { phoneNo, phoneOrOwn, scene, smsCode } from './schemas';
import { clientNetworkOf } from '../../http/network';

/** Phone + SMS code: status of a phone, sending a code (after the slider), logging in (registers new phones). */
export function codeLoginRoutes(instance: FastifyInstance, s: AccountServices): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /** Told only about the caller's own phone; any other phone answers nulls (no registration oracle). */
  app.get('/account/phoneUseStatus', { schema: { querystring: z.object({ phoneNo }) } }, async (request) => {
    const q = request.query;
    const me = s.current(request)?.account;
    const data: PhoneUseStatus = me?.phone === q.phoneNo ? { registered: true, hasPassword: me.password_hash != null } : { registered: null, hasPassword: null };
    return ok(data);
  });

  app.post('/login/sendCode', { config: { csrf: true }, schema: { body: z.object({ phoneNo: phoneOrOwn, scene }) } }, async (request, reply) => {
    const body = request.body;
    // A payment confirmation code goes only to the logged-in account's own phone (POST /payCenter/risk/sendCode).
    if (body.scene === 'pay') throw payError.riskCodeElsewhere();
    // Limits first, so a refused request does not spend the slider permit.
    // An empty phone is the logged-in account's own (修改密码 while logged in).
    const phone = s.phoneOf(request, body.phoneNo);
    s.sms.checkLimits(phone, clientNetworkOf(request));
    s.slider.consumePermit(apiSid(request, reply) ?? '', phone, body.scene);
    // A password code for an unregistered phone is answered like any other but never sent:
    // the answer must not tell who is registered, and there is no account to set a password on.
    const deliver = body.scene !== 'password' || s.repo.byPhone(phone) !== undefined;
    return ok(s.sms.send(phone, body.scene, clientNetworkOf(request), deliver));
  });

  app.post('/login/loginByVerifyCode', { config: { csrf: true }, schema: { body: z.object({ phoneNo, code: smsCode }) } }, async (request, reply) => {
    const body = request.body;
    s.sms.verify(body.phoneNo, 'login', body.code);
    const { account, isNew } = s.repo.findOrCreateByPhone(body.phoneNo, 0);
    return ok(s.login(reply, account, 0, isNew));
  });
}
