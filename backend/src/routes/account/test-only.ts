import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, ok } from '../../http/envelope';
import { type ZodTypeProvider } from '../../http/validate';
import type { AccountServices } from '../../services/account';
import { opaque, phoneNo } from './schemas';

/**
 * Read-backs for automated tests, registered only when API_ENV is development or test: the last
 * SMS code of a phone, the slider's gap position, the SEM record of an account.
 */
export function accountTestRoutes(instance: FastifyInstance, s: AccountServices): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  if (!s.settings.exposeSecrets) return;

  app.get('/test/lastCode', { schema: { querystring: z.object({ phone: phoneNo }) } }, async (request) => {
    const q = request.query;
    const code = s.sms.lastCode(q.phone);
    if (!code) throw notFound('该手机号还没有发送过验证码');
    return ok({ phone: q.phone, code });
  });

  app.get('/test/sliderTarget', { schema: { querystring: z.object({ sessionId: opaque('验证会话') }) } }, async (request) => {
    const q = request.query;
    const x = s.slider.targetFor(q.sessionId);
    if (x === undefined) throw notFound('验证会话不存在');
    return ok({ x });
  });

  app.get('/test/semRecord', { schema: { querystring: z.object({ phone: phoneNo }) } }, async (request) => {
    const q = request.query;
    const account = s.repo.byPhone(q.phone);
    return ok(account ? (s.sources.semRecordOf(account.id) ?? null) : null);
  });
}
