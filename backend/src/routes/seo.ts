import type { FastifyInstance } from 'fastify';
import { SPACE_SUBJECTS } from '../domain/pictures';
import { z } from 'zod';
import type { ContentKind } from '../../../lib/api/contract/kinds';
import type { BkDesignerList, BkEntry, BkHome, BkList, JhyPage, RelatedTopics, SitemapChunk, SitemapStats, SitemapType, TopicIndex } from '../../../lib/api/contract/seo';
import type { ItemRow } from '../db/repo/items';
import { designerSummary } from '../domain/designers';
import { notFound, ok } from '../http/envelope';
import { pageQuery, qId, qInt, qText, type ZodTypeProvider } from '../http/validate';
import type { Ctx } from '../services/context';
import { TOPIC_SOURCES } from '../services/topics';
import { kindSchema } from './classify';
import { designerPage } from './designers';
import { audienceSchema } from './home';
import { DESIGNER_HOMES } from '../../../lib/api/contract/audience';

const DETAIL_KINDS: ContentKind[] = ['case', 'pin', 'pics', '3d', 'su', 'tietu', 'sgt', 'wenben'];
const SITEMAP_KINDS: Record<Exclude<SitemapType, 'designer'>, ContentKind[]> = {
  detail: DETAIL_KINDS, jhy: ['jhy'], bk: ['bk'], art: ['art'], product: ['product'], material: ['material'], artDevice: ['artDevice'],
  periodical: ['periodical'], magazine: ['magazine'], award: ['award'], publicAccount: ['publicAccount'], recommend: ['recommend'],
};
const SITEMAP_TYPES = ['designer', ...Object.keys(SITEMAP_KINDS)] as [SitemapType, ...SitemapType[]];


/** A deterministic slice of a category (varies with the topic id, always inside the category). */
function window(ctx: Ctx, kind: ContentKind, classifyId: number, seed: number, size: number): ItemRow[] {
  const total = ctx.catalog.count(kind, classifyId);
  const offset = total > size ? (seed * 37) % (total - size + 1) : 0;
  return ctx.items.list({ kinds: [kind], classify: { id: classifyId, top: true }, sort: 'hot', offset, limit: size });
}

export async function seoRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const origin = ctx.config.ossPublicOrigin;

  /** SEO 专题页 /jhy/{seoId} */
  app.get('/case/api/seo/jhy', { schema: { querystring: z.object({ id: qId(), pageSize: qInt(1, 60).optional().default(24) }) } }, async (request) => {
    const q = request.query;
    const topic = ctx.content.detail(q.id, ['jhy']);
    const slug = ctx.catalog.categories.get(topic.topClassifyId)?.slug ?? 'interior';
    const [kind, classifyId] = TOPIC_SOURCES[slug] ?? ['case', 10200];
    // The topic's own space first (a 卫生间 topic lists homes that have one, each showing it).
    const space = (topic.facts.keywords ?? []).find((w) => SPACE_SUBJECTS[w] && topic.title.includes(w));
    const pool = window(ctx, kind, classifyId, q.id, space ? q.pageSize * 4 : q.pageSize);
    const chosen = space ? [...pool.filter((r) => ctx.presenter.hasSpace(r, space)), ...pool.filter((r) => !ctx.presenter.hasSpace(r, space))].slice(0, q.pageSize) : pool;
    const items = chosen.map((r) => (space ? ctx.presenter.summaryShowing(r, space) : ctx.presenter.summary(r)));
    const related = ctx.presenter.summaries(window(ctx, 'jhy', topic.topClassifyId, q.id, 11));
    const data: JhyPage = { topic, items, relatedTopics: related.filter((r) => r.id !== q.id).slice(0, 10).map((r) => ({ id: r.id, title: r.title })) };
    return ok(data);
  });

  /** 专题索引 /jhy、/jhy/list/{classifyId}_{page} */
  app.get('/case/api/seo/jhy/list', { schema: { querystring: z.object({ classifyId: qInt(0, 2_147_483_647).optional().default(0), page: qInt(1, 1000).optional().default(1), pageSize: qInt(1, 200).optional().default(120) }) } }, async (request) => {
    const q = request.query;
    const data: TopicIndex | null = ctx.topics.index(q.classifyId, q.page, q.pageSize);
    if (!data) throw notFound('专题分类不存在');
    return ok(data);
  });

  const relatedQuery = z.object({ itemId: qId().optional(), kind: kindSchema.optional(), classifyId: qId().optional(), keyword: qText(50).optional() })
    .refine((v) => v.itemId !== undefined || v.keyword !== undefined || (v.kind !== undefined && v.classifyId !== undefined), { error: '需要 itemId、keyword 或 kind 加 classifyId' });
  /** 相关专题：一个作品、一个分类页或一次搜索所属的专题 */
  app.get('/case/api/seo/jhy/related', { schema: { querystring: relatedQuery } }, async (request) => {
    const q = request.query;
    let topics: RelatedTopics['topics'] = [];
    if (q.itemId !== undefined) {
      const row = ctx.items.byId(q.itemId);
      if (!row) throw notFound();
      topics = ctx.topics.forItem(row);
    } else if (q.keyword !== undefined) {
      topics = ctx.topics.forKeyword(q.keyword);
    } else if (q.kind && q.classifyId !== undefined) {
      const c = ctx.catalog.categories.get(q.classifyId);
      if (!c) throw notFound('分类不存在');
      const top = c.parentId ? c.parentId : c.id;
      topics = ctx.topics.forCategory(q.kind, top, q.classifyId);
    }
    const data: RelatedTopics = { topics };
    return ok(data);
  });

  /** 百科首页 /bk.html */
  app.get('/case/api/bk/home', async () => {
    const data: BkHome = {
      classifies: ctx.catalog.tree('bk', ['bk'], 'bk'),
      designerClassifies: ctx.catalog.tree('designer', [], 'designer'),
      hot: ctx.content.top('bk', 'hot', 20),
      latest: ctx.content.top('bk', 'new', 20),
      designers: ctx.designers.list({ top: true, sort: 'hot', offset: 0, limit: 12 }).rows.map((d) => designerSummary(origin, d)),
    };
    return ok(data);
  });

  /** 百科分类列表 /bk/fl_{classifyId}_{page}.html */
  app.get('/case/api/bk/list', { schema: { querystring: z.object({ classifyId: qId(), ...pageQuery }) } }, async (request) => {
    const q = request.query;
    const c = ctx.catalog.categories.get(q.classifyId);
    if (!c || c.tree !== 'bk') throw notFound('百科分类不存在');
    const page = ctx.content.list({ kind: 'bk', classifyId: q.classifyId, sort: 'new', page: q.page, pageSize: q.pageSize });
    const data: BkList = { list: page.list, total: page.total, page: page.page, pageSize: page.pageSize, classify: { id: c.id, name: c.name } };
    return ok(data);
  });

  /** 百科设计师列表 /bk/sjs_{classifyId}_{page}.html */
  app.get('/case/api/bk/designers', { schema: { querystring: z.object({ classifyId: qId(), ...pageQuery }) } }, async (request) => {
    const q = request.query;
    const c = ctx.catalog.categories.get(q.classifyId);
    if (!c || c.tree !== 'designer') throw notFound('设计师分类不存在');
    const page = designerPage(ctx, { classifyId: q.classifyId, sort: 'hot', page: q.page, pageSize: q.pageSize });
    const data: BkDesignerList = { ...page, classify: { id: c.id, name: c.name } };
    return ok(data);
  });

  /** 百科词条 /bk/{id}.html */
  app.get('/case/api/bk/entry', { schema: { querystring: z.object({ id: qId() }) } }, async (request) => {
    const q = request.query;
    const entry = ctx.content.detail(q.id, ['bk']);
    const data: BkEntry = { entry, related: entry.related.map((r) => ({ id: r.id, title: r.title })) };
    return ok(data);
  });

  /** 站点地图：各类型 URL 数量 */
  app.get('/case/api/seo/sitemap/stats', async () => {
    const data = Object.fromEntries(
      SITEMAP_TYPES.map((t) => [t, t === 'designer' ? ctx.designers.list({ sort: 'hot', offset: 0, limit: 1 }).total : ctx.catalog.countIn(SITEMAP_KINDS[t], 0)]),
    ) as SitemapStats;
    return ok(data);
  });

  const sitemapQuery = z.object({
    type: z.enum(SITEMAP_TYPES, { error: `type 只能是 ${SITEMAP_TYPES.join('、')}` }),
    afterId: qInt(0, 2_147_483_647).optional().default(0),
    limit: qInt(1, 50_000).optional().default(10_000),
    channel: audienceSchema.optional(),
  });
  /** 站点地图：按 id 递增的键集分页（afterId 游标） */
  app.get('/case/api/seo/sitemap', { schema: { querystring: sitemapQuery } }, async (request) => {
    const q = request.query;
    let entries: SitemapChunk['entries'];
    if (q.type === 'designer') {
      // A channel's sitemap lists only the designers whose home it is (their field).
      const fields = q.channel ? (Object.entries(DESIGNER_HOMES) as [string, string][]).filter(([, c]) => c === q.channel).map(([f]) => Number(f)) : null;
      const byField = fields ? `AND field IN (${fields.map(() => '?').join(',') || 'NULL'})` : '';
      entries = (ctx.db.prepare(`SELECT id, created_at FROM designers WHERE id > ? ${byField} ORDER BY id LIMIT ?`).all(q.afterId, ...(fields ?? []), q.limit) as { id: number; created_at: number }[]).map((r) => ({ id: r.id, updatedAt: r.created_at }));
    } else {
      const kinds = SITEMAP_KINDS[q.type];
      const scope = q.channel ? ctx.content.audiences.homeScope(q.channel, kinds) : undefined;
      entries = scope === null ? [] : ctx.items.idsAfter(kinds, q.afterId, q.limit, scope).map((r) => ({ id: r.id, kind: r.kind, updatedAt: r.updated_at }));
    }
    const data: SitemapChunk = { type: q.type, entries, nextAfterId: entries.length === q.limit ? entries[entries.length - 1]!.id : null };
    return ok(data);
  });
}
