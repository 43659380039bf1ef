import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { memberOf } from '../http/role';
import { bodyId, orEmpty, pageQuery, qId, qIds, type ZodTypeProvider } from '../http/validate';
import { CollectService } from '../services/collect';

const bodyFlag = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: 'public 只能是 true 或 false' }).transform((v) => v === true || v === 1 || v === '1' || v === 'true');
const IDS_MAX = 200;

/**
 * Collections (收藏): the account's folders and the items in them (services/collect.ts). Every
 * call but the public folder page needs a login; writes need the CSRF header like all writes.
 */
export async function collectRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const s = app.accounts;
  const svc = new CollectService(ctx.db, ctx.items, ctx.presenter, ctx.config.ossPublicOrigin);

  app.get('/case/api/collect/folders', { config: { role: 'member' } }, async (request) => ok(svc.folders(memberOf(request).account.id)));

  app.post('/case/api/collect/folder/create', { config: { csrf: true }, schema: { body: orEmpty(z.object({ name: z.unknown(), public: bodyFlag.optional() })) } }, async (request) => {
    const b = request.body;
    return ok(svc.create(s.require(request).account.id, b.name, b.public ?? false));
  });

  app.post('/case/api/collect/folder/update', { config: { csrf: true }, schema: { body: orEmpty(z.object({ folderId: bodyId('收藏夹编号'), name: z.unknown().optional(), public: bodyFlag.optional() })) } }, async (request) => {
    const b = request.body;
    return ok(svc.update(s.require(request).account.id, b.folderId, { name: b.name, public: b.public }));
  });

  app.post('/case/api/collect/folder/delete', { config: { csrf: true }, schema: { body: orEmpty(z.object({ folderId: bodyId('收藏夹编号') })) } }, async (request) => {
    const b = request.body;
    return ok(svc.remove(s.require(request).account.id, b.folderId));
  });

  app.post('/case/api/collect/add', { config: { csrf: true }, schema: { body: orEmpty(z.object({ itemId: bodyId('内容编号'), folderId: bodyId('收藏夹编号').optional() })) } }, async (request) => {
    const b = request.body;
    return ok(svc.add(s.require(request).account.id, b.itemId, b.folderId));
  });

  app.post('/case/api/collect/remove', { config: { csrf: true }, schema: { body: orEmpty(z.object({ itemId: bodyId('内容编号'), folderId: bodyId('收藏夹编号').optional() })) } }, async (request) => {
    const b = request.body;
    return ok(svc.uncollect(s.require(request).account.id, b.itemId, b.folderId));
  });

  app.post('/case/api/collect/move', { config: { csrf: true }, schema: { body: orEmpty(z.object({ itemId: bodyId('内容编号'), fromFolderId: bodyId('收藏夹编号'), toFolderId: bodyId('收藏夹编号') })) } }, async (request) => {
    const b = request.body;
    return ok(svc.move(s.require(request).account.id, b.itemId, b.fromFolderId, b.toFolderId));
  });

  const statusQuery = z.object({ ids: qIds(IDS_MAX) });
  /** Which of the listed items the visitor has collected; a visitor who is not logged in has none. */
  app.get('/case/api/collect/status', { schema: { querystring: statusQuery } }, async (request) => {
    const q = request.query;
    const viewer = s.current(request);
    return ok(viewer ? svc.status(viewer.account.id, q.ids) : {});
  });

  /** A folder's page: the owner's always, anyone's when public (crawlers read public ones). */
  app.get('/case/api/collect/folder', { schema: { querystring: z.object({ id: qId(), ...pageQuery }) } }, async (request) => {
    const q = request.query;
    return ok(svc.folderPage(s.current(request)?.account.id ?? null, q.id, q.page, q.pageSize));
  });

}
