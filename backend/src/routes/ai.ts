import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AI_TEXT_LIMIT, type AiSearchResult, type AiUnderstanding, type AiUserType } from '../../../lib/api/contract/search';
import type { ContentKind } from '../../../lib/api/contract/kinds';
import { readCookie, setCookie } from '../http/cookies';
import { STYLES } from '../domain/vocab';
import { ok } from '../http/envelope';
import { orEmpty, qText, type ZodTypeProvider } from '../http/validate';
import { explain, parseRequest } from '../search/ai-parse';
import { isProjectBudget, PRICED_KINDS } from '../search/budget';
import { homophoneTokens } from '../search/keyword';
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
  budget: z.object({ min: z.number().min(0).max(1e8).nullable(), max: z.number().min(0).max(1e8).nullable(), cheap: z.boolean() }).nullable().optional(),
});
const body = z.object({
  text: qText(AI_TEXT_LIMIT).pipe(z.string().min(1, { error: '请描述你想找的内容' })),
  previous: understandingSchema.optional(),
  page: intLike(1, 50).optional().default(1),
});

/** Kinds whose items carry a style fact (the index's style filter token). */
const STYLED_KINDS = new Set<string>(['case', 'pin', 'pics', '3d', 'su', 'sgt']);
/** The visitor has used AI search before: the welcome line may say 欢迎回来. */
const AI_USED_COOKIE = 'ai_used';
const ONE_YEAR_S = 365 * 24 * 3600;

/** Relaxation order when nothing matches every condition: the least essential first. */
const RELAX: [keyof AiUnderstanding, string][] = [['color', '颜色'], ['orientation', '横竖'], ['keywords', '关键词'], ['styles', '风格'], ['budget', '预算'], ['classify', '分类']];
const PRICED = new Set<string>(PRICED_KINDS);

export async function aiRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const svc = searchService(app, ctx);

  /** AI 绘图用户类型（SPEC §7：data.name） */
  app.get('/ai/api/getUserType', async (request) => {
    // Only a visitor who has searched here before is "returning"; any other (a first visit, a
    // visitor of other pages) is "new" and is told what to type, never welcomed back.
    const data: AiUserType = { name: readCookie(request, AI_USED_COOKIE) === '1' ? 'returning' : 'new' };
    return ok(data);
  });

  /** AI 搜索：自然语言 → 类型/分类/风格/颜色等条件 + 结果 + 解释；previous 用于在对话中细化 */
  app.post('/ai/api/search', { schema: { body: orEmpty(body) } }, async (request, reply) => {
    if (readCookie(request, AI_USED_COOKIE) !== '1') setCookie(reply, AI_USED_COOKIE, '1', ctx.config, ONE_YEAR_S);
    const b = request.body;
    const u = parseRequest(b.text, ctx.catalog, b.previous);
    // A misspelt word of the same sound (沙法, 民俗) is searched by its pinyin, which the index knows.
    u.keywords = u.keywords.map((w) => {
      if (svc.knows(w)) return w;
      const sounded = homophoneTokens([w])[0]?.[0];
      return sounded && svc.knows(sounded) ? sounded : w;
    });
    const unknown = u.keywords.filter((w) => !svc.knows(w));
    u.keywords = u.keywords.filter((w) => !unknown.includes(w));
    // Only content words are worth telling about; a stray character is dropped silently.
    const ignored = unknown.filter((w) => w.length > 1);
    if (b.previous) for (const w of unknown) u.keywords = u.keywords.filter((k) => k !== w);
    // A download budget (under PROJECT_BUDGET_YUAN) without a kind asks for what is sold: models, textures, drawings, texts.
    const downloadBudget = (x: AiUnderstanding) => !!x.budget && !isProjectBudget(x.budget);
    /** The kinds a run searches (undefined: every kind, or the category's). */
    const kindsOf = (x: AiUnderstanding, anyKind: boolean): ContentKind[] | undefined =>
      x.kind ? [x.kind] : x.classify ? undefined : downloadBudget(x) ? [...PRICED_KINDS] : anyKind ? undefined : ['case', 'pin'];
    /** The budget is a filter only where every kind searched has a price (a category names its kind). */
    const budgetApplies = (x: AiUnderstanding, anyKind: boolean) => {
      const kinds = kindsOf(x, anyKind);
      return !!x.budget && !!kinds && kinds.every((k) => PRICED.has(k));
    };
    const run = (x: AiUnderstanding, anyKind = false) => {
      const kinds = kindsOf(x, anyKind);
      const cost = budgetApplies(x, anyKind) ? { minFen: Math.round((x.budget!.min ?? 0) * 100), maxFen: x.budget!.max === null ? Number.MAX_SAFE_INTEGER : Math.round(x.budget!.max * 100) } : undefined;
      // A style it announces is applied as the items' own style fact where the kind has one
      // (a label saying 北欧 on a 法式 room does not count); elsewhere as a word.
      const styleFilter = x.styles.length > 0 && !!kinds && kinds.every((k) => STYLED_KINDS.has(k));
      const tokens = [...(styleFilter ? [] : x.styles), ...x.keywords];
      const req: SearchRequest = {
        keyword: tokens.join(' '),
        tokens,
        styles: styleFilter ? x.styles.filter((st) => STYLES.includes(st)) : undefined,
        kinds,
        classifyId: x.classify?.id,
        color: x.color ?? undefined,
        cost,
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
    // Cases and pictures are only the default: words they lack (大理石, 沙发) are looked for in every kind before any condition is relaxed.
    let anyKind = false;
    if (page.total === 0 && !u.kind && !u.classify && (u.keywords.length || u.styles.length)) {
      anyKind = true;
      page = run(u, true);
    }
    const relaxed: string[] = [];
    for (const [field, label] of RELAX) {
      if (page.total > 0) break;
      const value = shown[field];
      if (value === null || value === undefined || (Array.isArray(value) && !value.length)) continue;
      // A budget that was not applied (no price where it searched) is not relaxed again: the answer says so already.
      if (field === 'budget' && !budgetApplies(shown, anyKind)) continue;
      shown = { ...shown, [field]: Array.isArray(value) ? [] : null };
      relaxed.push(label);
      page = run(shown, anyKind);
    }
    const results = { list: page.list, total: page.total, page: page.page, pageSize: page.pageSize, totalCapped: page.totalCapped };
    const data: AiSearchResult = { understanding: u, explanation: explain(u, ignored, relaxed, !!u.budget && !budgetApplies(u, anyKind)), results, keyword: [...shown.styles, ...shown.keywords].join(' ') };
    return ok(data);
  });
}
