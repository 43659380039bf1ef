import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CollTotalCount, FusionSearchPage, ResultCount } from '../../../lib/api/contract/search';
import { isSiteServer, voterOf } from '../http/client';
import { searchRate } from '../http/rate-limit';
import { ok } from '../http/envelope';
import { orEmpty, qInt, type ZodTypeProvider } from '../http/validate';
import { filterFields, intLike, keywordSchema, resolveFilters } from '../search/params';
import type { Voter } from '../search/search-log';
import { FACET_CAP, searchService } from '../search/service';

const INS_KINDS = ['pin', 'pics'] as const;

const listQuery = z.object({
  keyword: keywordSchema,
  ...filterFields,
  page: qInt(1, 500).optional().default(1),
  pageSize: qInt(1, 60).optional().default(24),
  facets: z.enum(['0', '1']).optional(),
});

const bodyPage = {
  page: intLike(1, 500).optional().default(1),
  pageSize: intLike(1, 60).optional().default(24),
};
const countBody = z.object({ keyword: keywordSchema, ...filterFields });
const collectionBody = z.object({ keyword: keywordSchema, ...filterFields, ...bodyPage });

/**
 * Whose search this is for the hot words: a client calling the API itself counts; the site
 * server's renders do not (they come from Next's data cache, one call for many visitors — the
 * visitor's own search arrives as the browser's `search` tracking event, routes/tracking.ts).
 */
function recordAs(request: FastifyRequest): Voter | undefined {
  return isSiteServer(request) ? undefined : voterOf(request);
}

export async function searchRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const svc = searchService(app, ctx);
  const rate = searchRate(ctx.config);

  /** 关键词搜索：分词 + 拼音/首字母，筛选（类型、分类、标签、免费/VIP、横竖图、颜色）与排序 */
  app.get('/case/api/search/list', { config: { rateLimit: rate }, schema: { querystring: listQuery } }, async (request) => {
    const q = request.query;
    return ok(svc.search({ ...resolveFilters(ctx, q), keyword: q.keyword, sort: q.sort, page: q.page, pageSize: q.pageSize, facets: q.facets === '1', record: recordAs(request) }));
  });

  /** 搜索结果数量（按内容类型） */
  app.post('/pcsearch/ins/resultCount', { config: { rateLimit: rate }, schema: { body: orEmpty(countBody) } }, async (request) => {
    const b = request.body;
    const page = svc.search({ ...resolveFilters(ctx, b), kinds: undefined, keyword: b.keyword, sort: 'relevance', page: 1, pageSize: 1, facets: true });
    const data: ResultCount = { keyword: b.keyword, total: page.total, totalCapped: page.totalCapped, counts: page.facets.map((f) => ({ ...f, count: Math.min(f.count, FACET_CAP) })) };
    return ok(data);
  });

  /** 灵感图集搜索总数 */
  app.post('/ins/api/search/searchCollTotalCount', { config: { rateLimit: rate }, schema: { body: orEmpty(countBody) } }, async (request) => {
    const b = request.body;
    const page = svc.search({ ...resolveFilters(ctx, b), kinds: ['pics'], keyword: b.keyword, sort: 'relevance', page: 1, pageSize: 1, facets: false });
    const data: CollTotalCount = { keyword: b.keyword, total: page.total, totalCapped: page.totalCapped };
    return ok(data);
  });

  /** 灵感图集搜索（可按分类） */
  app.post('/ins/api/search/searchClassifyCollection', { config: { rateLimit: rate }, schema: { body: orEmpty(collectionBody) } }, async (request) => {
    const b = request.body;
    return ok(svc.search({ ...resolveFilters(ctx, b), kinds: ['pics'], keyword: b.keyword, sort: b.sort, page: b.page, pageSize: b.pageSize, facets: false }));
  });

  /** 融合搜索：案例与灵感图片/图集交错（每 3 个中 1 个案例） */
  app.post('/ins/api/search/fusionSearchInspiration', { config: { rateLimit: rate }, schema: { body: orEmpty(collectionBody) } }, async (request) => {
    const b = request.body;
    const filters = resolveFilters(ctx, { ...b, kind: undefined });
    const caseSize = Math.max(1, Math.round(b.pageSize / 3));
    const insSize = b.pageSize - caseSize;
    const base = { ...filters, keyword: b.keyword, sort: b.sort, page: b.page, facets: false };
    const cases = svc.search({ ...base, kinds: ['case'], pageSize: caseSize, record: recordAs(request) });
    const ins = svc.search({ ...base, kinds: [...INS_KINDS], pageSize: insSize });
    const list = [];
    for (let i = 0, c = 0, n = 0; c < cases.list.length || n < ins.list.length; i++) {
      if (i % 3 === 0 && c < cases.list.length) list.push(cases.list[c++]!);
      else if (n < ins.list.length) list.push(ins.list[n++]!);
      else list.push(cases.list[c++]!);
    }
    const data: FusionSearchPage = { keyword: b.keyword, list, caseTotal: cases.total, insTotal: ins.total, page: b.page, pageSize: b.pageSize, tokens: cases.tokens };
    return ok(data);
  });
}
