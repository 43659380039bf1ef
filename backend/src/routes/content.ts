import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CaseNewHome, DayUpdate, RankList } from '../../../lib/api/contract/content';
import type { SortOrder } from '../../../lib/api/contract/kinds';
import { KINDS } from '../domain/kinds';
import { notFound, ok } from '../http/envelope';
import { pageQuery, qId, qInt, qText, type ZodTypeProvider } from '../http/validate';
import { kindSchema } from './classify';
import { audienceSchema, homeFeed, homeChannelSchema } from './home';

export const sortSchema = z.enum(['new', 'hot', 'download', 'collect'], { error: 'sort 只能是 new、hot、download、collect' });
const RANK_TITLES: Record<SortOrder, string> = { hot: '热门榜', new: '最新榜', download: '下载榜', collect: '收藏榜' };
const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3_600_000;

const listQuery = z.object({
  kind: kindSchema.optional(),
  classifyId: qId().optional(),
  tagId: qId().optional(),
  authorId: qId().optional(),
  parentId: qId().optional(),
  keyword: qText(50).optional(),
  vip: z.enum(['0', '1'], { error: 'vip 只能是 0 或 1' }).transform((v) => Number(v) as 0 | 1).optional(),
  sort: sortSchema.optional(),
  audience: audienceSchema.optional(),
  ...pageQuery,
});

/** YYYY-MM-DD in China time for an epoch ms. */
function chinaDay(ms: number): string {
  return new Date(ms + CHINA_OFFSET).toISOString().slice(0, 10);
}

const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式应为 YYYY-MM-DD' }).refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { error: '日期不存在' });

export async function contentRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  /** 通用列表：kind / 分类 / 标签 / 作者 / 父级 / 关键词，分页 + 排序 */
  app.get('/case/api/content/list', { schema: { querystring: listQuery } }, async (request) => ok(ctx.content.list(request.query)));

  /** 详情（含相关推荐） */
  app.get('/case/api/content/detail', { schema: { querystring: z.object({ id: qId(), kind: kindSchema.optional() }) } }, async (request) => {
    const q = request.query;
    return ok(ctx.content.detail(q.id, q.kind ? [q.kind] : undefined));
  });

  /** 频道首页 */
  app.get('/case/api/content/home', { schema: { querystring: z.object({ channel: homeChannelSchema.optional().default('discover'), audience: audienceSchema.optional() }) } }, async (request) => {
    const q = request.query;
    return ok(homeFeed(ctx, q.channel, q.audience));
  });

  /** 每日更新 */
  app.get('/case/api/content/dayUpdate', { schema: { querystring: z.object({ date: dayString.optional(), kind: kindSchema.optional(), audience: audienceSchema.optional(), ...pageQuery }) } }, async (request) => {
    const q = request.query;
    const now = Date.now();
    const date = q.date ?? chinaDay(now);
    const start = Date.parse(`${date}T00:00:00Z`) - CHINA_OFFSET;
    const from = chinaDay(now - 29 * DAY);
    const counts = new Map(ctx.items.dayCounts(from, q.kind).map((r) => [r.day, r.count]));
    const days = Array.from({ length: 30 }, (_, i) => {
      const day = chinaDay(now - i * DAY);
      return { date: day, count: counts.get(day) ?? 0 };
    });
    const list = ctx.content.list({ kind: q.kind, updatedFrom: start, updatedTo: start + DAY, sort: 'new', page: q.page, pageSize: q.pageSize, audience: q.audience });
    const data: DayUpdate = { days, date, list };
    return ok(data);
  });

  /** 榜单 /listPage/{type}/{rankName} */
  app.get('/case/api/content/rank', { schema: { querystring: z.object({ kind: kindSchema, rank: sortSchema, classifyId: qId().optional(), audience: audienceSchema.optional(), ...pageQuery }) } }, async (request) => {
    const q = request.query;
    const page = ctx.content.list({ kind: q.kind, classifyId: q.classifyId, sort: q.rank, page: q.page, pageSize: q.pageSize, audience: q.audience });
    const data: RankList = { ...page, kind: q.kind, rank: q.rank, title: `${KINDS[q.kind].name}${RANK_TITLES[q.rank]}` };
    return ok(data);
  });

  /** 新版案例首页 /caseNewHome/{classifyId} */
  app.get('/case/api/content/caseNewHome', { schema: { querystring: z.object({ classifyId: qInt(0, 2_147_483_647).optional().default(0), limit: qInt(1, 24).optional().default(8) }) } }, async (request) => {
    const q = request.query;
    const tree = ctx.catalog.tree('case', ['case'], 'case');
    let classify: CaseNewHome['classify'] = null;
    let groups = tree.map((t) => ({ id: t.id, name: t.name }));
    if (q.classifyId) {
      const top = tree.find((t) => t.id === q.classifyId);
      if (!top) throw notFound('案例分类不存在');
      classify = { id: top.id, name: top.name };
      groups = (top.children ?? []).map((c) => ({ id: c.id, name: c.name }));
    }
    const data: CaseNewHome = {
      classify,
      classifies: tree.map((t) => ({ id: t.id, name: t.name, itemCount: t.itemCount })),
      sections: groups.map((g) => ({ classifyId: g.id, classifyName: g.name, list: ctx.content.top('case', 'hot', q.limit, g.id) })),
      latest: ctx.content.top('case', 'new', 12, q.classifyId || undefined),
    };
    return ok(data);
  });
}
