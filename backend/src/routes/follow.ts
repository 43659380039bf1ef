import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { memberOf } from '../http/role';
import { bodyId, orEmpty, pageQuery, qIds, type ZodTypeProvider } from '../http/validate';
import { FollowService } from '../services/follow';

const IDS_MAX = 100;
const designerBody = { body: orEmpty(z.object({ designerId: bodyId('设计师编号') })) };

/**
 * Following designers (services/follow.ts): follow and unfollow need a login and the CSRF
 * header like every write; the status answers anyone (a visitor follows nobody) so cached
 * pages can show live counts; the list is the member's own.
 */
export async function followRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const s = app.accounts;
  const svc = new FollowService(ctx.db, ctx.designers, ctx.config.ossPublicOrigin);

  /** 关注设计师（重复关注不变） */
  app.post('/case/api/follow/add', { config: { csrf: true, role: 'member' }, schema: designerBody }, async (request) => ok(svc.follow(memberOf(request).account.id, request.body.designerId)));

  /** 取消关注（未关注时不变） */
  app.post('/case/api/follow/remove', { config: { csrf: true, role: 'member' }, schema: designerBody }, async (request) => ok(svc.unfollow(memberOf(request).account.id, request.body.designerId)));

  /** 关注状态与关注数 GET ?ids=1,2,3 */
  app.get('/case/api/follow/status', { schema: { querystring: z.object({ ids: qIds(IDS_MAX) }) } }, async (request) => ok(svc.status(s.current(request)?.account.id ?? null, request.query.ids)));

  /** 我关注的设计师 */
  app.get('/case/api/follow/list', { config: { role: 'member' }, schema: { querystring: z.object(pageQuery) } }, async (request) => {
    const q = request.query;
    return ok(svc.list(memberOf(request).account.id, q.page, q.pageSize));
  });
}
