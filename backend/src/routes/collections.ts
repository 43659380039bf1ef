import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CollectionDetail } from '../../../lib/api/contract/collections';
import type { ContentKind } from '../../../lib/api/contract/kinds';
import { ok } from '../http/envelope';
import { pageQuery, qId, type ZodTypeProvider } from '../http/validate';
import { sortSchema } from './content';
import { audienceSchema } from './home';

const detailQuery = z.object({ id: qId(), sort: sortSchema.optional(), ...pageQuery });
/** How many lists a channel's 推荐榜单 shows. */
const RECOMMEND_LISTS_PER_CHANNEL = 8;

const kindListQuery = z.object({ classifyId: qId().optional(), sort: sortSchema.optional(), ...pageQuery });

/** Containers: the item itself plus a page of its members. */
const CONTAINERS: { path: string; kind: ContentKind; label: string }[] = [
  { path: 'award', kind: 'award', label: '国际奖项（获奖案例）' },
  { path: 'publicAccount', kind: 'publicAccount', label: '公众号（文章）' },
  { path: 'magazine', kind: 'magazine', label: '杂志（期刊）' },
];

/** Kinds with a plain list + detail pair of screens. */
const KIND_PAGES: { path: string; kind: ContentKind }[] = [
  { path: 'material', kind: 'material' },
  { path: 'productDesign', kind: 'product' },
  { path: 'artDesign', kind: 'art' },
  { path: 'artDevice', kind: 'artDevice' },
  { path: 'periodical', kind: 'periodical' },
];

export async function collectionRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  /** A channel's 推荐榜单: the lists most of whose members serve its audience (services/content.ts recommendFor). */
  app.get('/case/api/recommend/list', { schema: { querystring: kindListQuery.extend({ audience: audienceSchema.optional() }) } }, async (request) => {
    const q = request.query;
    if (q.audience && q.classifyId === undefined) return ok(ctx.content.recommendFor(q.audience, RECOMMEND_LISTS_PER_CHANNEL));
    return ok(ctx.content.list({ kind: 'recommend', classifyId: q.classifyId, sort: q.sort ?? 'hot', page: q.page, pageSize: 100 }));
  });
  for (const c of CONTAINERS) {
    app.get(`/case/api/${c.path}/list`, { schema: { querystring: kindListQuery } }, async (request) => {
      const q = request.query;
      const pageSize = c.kind === 'magazine' ? q.pageSize : 100;
      return ok(ctx.content.list({ kind: c.kind, classifyId: q.classifyId, sort: q.sort ?? 'hot', page: q.page, pageSize }));
    });
  }

  for (const c of CONTAINERS) {
    app.get(`/case/api/${c.path}/detail`, { schema: { querystring: detailQuery } }, async (request) => {
      const q = request.query;
      const info = ctx.content.detail(q.id, [c.kind]);
      const page = ctx.content.list({ parentId: q.id, sort: q.sort ?? 'new', page: q.page, pageSize: q.pageSize });
      const data: CollectionDetail = { info, list: { list: page.list, total: page.total, page: page.page, pageSize: page.pageSize } };
      return ok(data);
    });
  }

  app.get('/case/api/recommend/detail', { schema: { querystring: detailQuery } }, async (request) => {
    const q = request.query;
    const info = ctx.content.detail(q.id, ['recommend']);
    const { ids, total } = ctx.items.recommendMembers(q.id, (q.page - 1) * q.pageSize, q.pageSize);
    const data: CollectionDetail = { info: { ...info, childCount: total }, list: { list: ctx.presenter.summaries(ctx.items.byIds(ids)), total, page: q.page, pageSize: q.pageSize } };
    return ok(data);
  });

  for (const k of KIND_PAGES) {
    app.get(`/case/api/${k.path}/list`, { schema: { querystring: kindListQuery.extend({ parentId: qId().optional() }) } }, async (request) => {
      const q = request.query;
      return ok(ctx.content.list({ kind: k.kind, classifyId: q.classifyId, parentId: q.parentId, sort: q.sort ?? 'new', page: q.page, pageSize: q.pageSize }));
    });
    app.get(`/case/api/${k.path}/detail`, { schema: { querystring: z.object({ id: qId() }) } }, async (request) => {
      const q = request.query;
      return ok(ctx.content.detail(q.id, [k.kind]));
    });
  }
}
