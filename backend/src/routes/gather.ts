import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { pageQuery, qId, type ZodTypeProvider } from '../http/validate';

/** Comma-separated picture indexes (0-based), at most 200. */
const pictures = z
  .string({ error: 'pictures 应为逗号分隔的图片序号' })
  .regex(/^\d{1,4}(,\d{1,4}){0,199}$/, { error: 'pictures 应为逗号分隔的图片序号（从 0 开始）' })
  .transform((v) => [...new Set(v.split(',').map(Number))]);

/**
 * Gather tasks (采集, SPEC §7 keeps them GETs): every call needs a login; add and cancel change
 * state, so they also need the CSRF header (http/csrf.ts), which no link or image can send.
 */
export async function gatherRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const s = app.accounts;
  const gather = app.uploads.gather;
  app.get('/case/api/gatherTask/addGatherTask', { config: { csrf: true }, schema: { querystring: z.object({ itemId: qId(), pictures: pictures.optional() }) } }, async (request) => {
    const q = request.query;
    return ok(gather.add(s.require(request).account.id, q.itemId, q.pictures));
  });

  app.get('/case/api/gatherTask/checkGatherTask', { schema: { querystring: z.object({ itemId: qId() }) } }, async (request) => {
    const q = request.query;
    return ok(gather.check(s.require(request).account.id, q.itemId));
  });

  app.get('/case/api/gatherTask/cancelGatherTask', { config: { csrf: true }, schema: { querystring: z.union([z.object({ taskId: qId() }).strict(), z.object({ itemId: qId(), pictures: pictures.optional() }).strict()], { error: '请提供 taskId，或 itemId（可选 pictures）' }) } }, async (request) => {
    const q = request.query;
    return ok(gather.cancel(s.require(request).account.id, q));
  });

  app.get('/case/api/gatherTask/list', { schema: { querystring: z.object(pageQuery) } }, async (request) => {
    const q = request.query;
    return ok(gather.list(s.require(request).account.id, q.page, q.pageSize));
  });
}
