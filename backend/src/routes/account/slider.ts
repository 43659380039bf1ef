import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SlidingVerificationResult } from '../../../../lib/api/contract/account';
import { ok } from '../../http/envelope';
import { type ZodTypeProvider } from '../../http/validate';
import type { AccountServices } from '../../services/account';
import { accountError } from '../../services/account/errors';
import { apiSid } from '../../services/account/sessions';
import { intField, opaque, phoneOrOwn, scene } from './schemas';
import { networkOf } from '../../http/network';

const challengeBody = z.object({ phoneNo: phoneOrOwn, scene });
const checkBody = z.object({
  sessionId: opaque('验证会话'),
  x: intField(0, 400, '滑块位置'),
  elapsedMs: intField(0, 600_000, '拖动时长').optional(),
  nonce: z.string({ error: '缺少验证计算结果，请刷新页面后重试' }).regex(/^[0-9a-z]{1,16}$/, { error: '验证计算结果格式不正确' }),
});
const verifyBody = z.object({
  token: opaque('验证凭证'),
  sessionId: opaque('验证会话'),
  sign: opaque('验证签名'),
  phoneNo: phoneOrOwn,
  remoteIp: z.string().max(64).optional().default(''),
});

/** The slider check of SPEC §4, verified here; a pass becomes a permit to send one SMS code. */
export function sliderRoutes(instance: FastifyInstance, s: AccountServices): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post('/register/sliderChallenge', { config: { csrf: true }, schema: { body: challengeBody } }, async (request, reply) => {
    const body = request.body;
    const sid = apiSid(request, reply);
    if (!sid) throw accountError.sliderRequired();
    return ok(await s.slider.challenge(s.phoneOf(request, body.phoneNo), body.scene, sid, networkOf(request)));
  });

  app.post('/register/sliderCheck', { config: { csrf: true }, schema: { body: checkBody } }, async (request, reply) => {
    const body = request.body;
    return ok(s.slider.check(body.sessionId, body.x, body.nonce, apiSid(request, reply) ?? ''));
  });

  app.post('/register/slidingVerification', { config: { csrf: true }, schema: { body: verifyBody } }, async (request, reply) => {
    const body = request.body;
    const permitExpiresIn = s.slider.redeem(body, s.phoneOf(request, body.phoneNo), apiSid(request, reply) ?? '');
    const data: SlidingVerificationResult = { permitExpiresIn };
    return ok(data);
  });
}
