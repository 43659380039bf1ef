import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DesignerDetail, DesignerEntrance, DesignerField, DesignerPage } from '../../../lib/api/contract/designer';
import { bkClassifyOf, DESIGNER_FIELDS, designerBio, designerSummary } from '../domain/designers';
import { notFound, ok } from '../http/envelope';
import { pageQuery, qId, qInt, type ZodTypeProvider } from '../http/validate';
import type { Ctx } from '../services/context';

const listQuery = z.object({
  field: qInt(1, 5).optional(),
  top: z.enum(['0', '1'], { error: 'top 只能是 0 或 1' }).optional(),
  classifyId: qId().optional(),
  sort: z.enum(['hot', 'new'], { error: 'sort 只能是 hot 或 new' }).optional(),
  ...pageQuery,
});

export function designerPage(ctx: Ctx, q: { field?: number; top?: boolean; classifyId?: number; sort?: 'hot' | 'new'; page: number; pageSize: number }): DesignerPage {
  if (q.classifyId !== undefined) {
    const c = ctx.catalog.categories.get(q.classifyId);
    if (!c || c.tree !== 'designer') throw notFound('设计师分类不存在');
  }
  const { rows, total } = ctx.designers.list({ field: q.field, top: q.top, bkClassifyId: q.classifyId, sort: q.sort ?? 'hot', offset: (q.page - 1) * q.pageSize, limit: q.pageSize });
  return { list: rows.map((d) => designerSummary(ctx.config.ossPublicOrigin, d)), total, page: q.page, pageSize: q.pageSize };
}

export async function designerRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const origin = ctx.config.ossPublicOrigin;

  /** 设计师列表（领域 / 大师 / 百科分类） */
  app.get('/case/api/designer/list', { schema: { querystring: listQuery } }, async (request) => {
    const q = request.query;
    return ok(designerPage(ctx, { ...q, top: q.top === undefined ? undefined : q.top === '1' }));
  });

  /** 顶尖设计师 /topTeacher/{type}：type 0 = 全部领域 */
  app.get('/case/api/designer/top', { schema: { querystring: z.object({ type: qInt(0, 5).optional().default(0), sort: z.enum(['hot', 'new']).optional(), ...pageQuery }) } }, async (request) => {
    const q = request.query;
    return ok(designerPage(ctx, { field: q.type || undefined, top: true, sort: q.sort, page: q.page, pageSize: q.pageSize }));
  });

  /** 设计师详情 */
  app.get('/case/api/designer/detail', { schema: { querystring: z.object({ id: qId() }) } }, async (request) => {
    const q = request.query;
    const d = ctx.designers.byId(q.id);
    if (!d) throw notFound('设计师不存在');
    const workKinds = ctx.items.authorKindCounts(d.id);
    const similar = ctx.designers.list({ field: d.field, top: d.level === 1, sort: 'hot', offset: 0, limit: 7 }).rows.filter((s) => s.id !== d.id).slice(0, 6);
    const data: DesignerDetail = {
      ...designerSummary(origin, d),
      bio: designerBio(d),
      workCount: Object.values(workKinds).reduce((s, n) => s + n, 0),
      workKinds,
      latestWorks: ctx.content.list({ authorId: d.id, sort: 'new', page: 1, pageSize: 12 }).list,
      similar: similar.map((s) => designerSummary(origin, s)),
    };
    return ok(data);
  });

  /** 设计师入口 /designerEntrance */
  app.get('/case/api/designer/entrance', async () => {
    const stats = ctx.designers.fieldStats();
    const fields = stats.map((s) => ({ field: s.field as DesignerField, name: DESIGNER_FIELDS[s.field]!, classifyId: bkClassifyOf(s.field), count: s.count, topCount: s.top }));
    const data: DesignerEntrance = {
      fields,
      topByField: fields.map((f) => ({ field: f.field, name: f.name, list: ctx.designers.list({ field: f.field, top: true, sort: 'hot', offset: 0, limit: 8 }).rows.map((d) => designerSummary(origin, d)) })),
      newest: ctx.designers.list({ sort: 'new', offset: 0, limit: 12 }).rows.map((d) => designerSummary(origin, d)),
      featuredWorks: ctx.content.top('case', 'collect', 12),
    };
    return ok(data);
  });
}
