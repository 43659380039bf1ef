import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AiSearchResult, AiUnderstanding, AiUserType } from '../../../lib/api/contract/search';
import type { ContentKind } from '../../../lib/api/contract/kinds';
import { readCookie } from '../http/cookies';
import { ok } from '../http/envelope';
import { orEmpty, qText, type ZodTypeProvider } from '../http/validate';
import { explain, parseRequest } from '../search/ai-parse';
import { COLOR_NAMES } from '../search/features';
import { intLike } from '../search/params';
import { searchService, type SearchRequest } from '../search/service';
import { kindSchema } from './classify';

const PAGE_SIZE = 24;
const understandingSchema = z.object({
  kind: kindSchema.nullable(),
  classify: z.object({ id: z.number().int().positive(), name: z.string().max(40) }).nullable(),
  styles: z.array(z.string().max(20)).max(6),
  tags: z.array(z.object({ id: z.number().int().positive(), name: z.string().max(40) })).max(6),
  color: z.enum(COLOR_NAMES).nullable(),
  orientation: z.enum(['h', 'v', 's']).nullable(),
  vip: z.enum(['free', 'vip']).nullable(),
  sort: z.enum(['relevance', 'new', 'download']),
  keywords: z.array(z.string().max(20)).max(8),
});
const body = z.object({
  text: qText(200).pipe(z.string().min(1, { error: '请描述你想找的内容' })),
  previous: understandingSchema.optional(),
  page: intLike(1, 50).optional().default(1),
});

/** Relaxation order when nothing matches every condition: the least essential first. */
const RELAX: [keyof AiUnderstanding, string][] = [['color', '颜色'], ['orientation', '横竖'], ['keywords', '关键词'], ['styles', '风格'], ['classify', '分类']];

export async function aiRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const svc = searchService(app, ctx);

  /** AI 绘图用户类型（SPEC §7：data.name） */
  app.get('/ai/api/getUserType', async (request) => {
    const data: AiUserType = { name: readCookie(request, 'api_sid') ? 'visitor' : 'new' };
    return ok(data);
  });

  /** AI 搜索：自然语言 → 类型/分类/风格/颜色等条件 + 结果 + 解释；previous 用于在对话中细化 */
  app.post('/ai/api/search', { schema: { body: orEmpty(body) } }, async (request) => {
    const b = request.body;
    const u = parseRequest(b.text, ctx.catalog, b.previous);
    const ignored = u.keywords.filter((w) => !svc.knows(w));
    u.keywords = u.keywords.filter((w) => !ignored.includes(w));
    if (b.previous) for (const w of ignored) u.keywords = u.keywords.filter((k) => k !== w);
    const run = (x: AiUnderstanding) => {
      const req: SearchRequest = {
        keyword: [...x.styles, ...x.keywords].join(' '),
        tokens: [...x.styles, ...x.keywords],
        kinds: x.kind ? [x.kind] : x.classify ? undefined : (['case', 'pin'] as ContentKind[]),
        classifyId: x.classify?.id,
        color: x.color ?? undefined,
        orientation: x.orientation ?? undefined,
        vip: x.vip ?? undefined,
        sort: x.sort,
        page: b.page,
        pageSize: PAGE_SIZE,
        facets: false,
      };
      return svc.search(req);
    };
    let shown = u;
    let page = run(u);
    const relaxed: string[] = [];
    for (const [field, label] of RELAX) {
      if (page.total > 0) break;
      const value = shown[field];
      if (value === null || (Array.isArray(value) && !value.length)) continue;
      shown = { ...shown, [field]: Array.isArray(value) ? [] : null };
      relaxed.push(label);
      page = run(shown);
    }
    const results = { list: page.list, total: page.total, page: page.page, pageSize: page.pageSize, totalCapped: page.totalCapped };
    const data: AiSearchResult = { understanding: u, explanation: explain(u, ignored, relaxed), results, keyword: [...shown.styles, ...shown.keywords].join(' ') };
    return ok(data);
  });
}
