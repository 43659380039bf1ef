import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { IntentRecommendWords, MasterRef, SearchWord } from '../../../lib/api/contract/search';
import { imageRefFromKey } from '../domain/images';
import { ok } from '../http/envelope';
import { searchRate } from '../http/rate-limit';
import { orEmpty, qInt, qText, type ZodTypeProvider } from '../http/validate';
import { intLike, keywordSchema } from '../search/params';
import { searchService } from '../search/service';
import { normalize } from '../search/tokenize';
import { scopeOfDocType, scopeOfSearchType, wordId, wordList } from '../search/word-lists';
import { AUDIENCES, type SiteChannel } from '../../../lib/api/contract/audience';
import type { ContentKind } from '../../../lib/api/contract/kinds';
import { KINDS } from '../domain/kinds';
import { audienceSchema } from './home';

/** SPEC §7 caps: the client keeps the first 4 recommended and 12 everyone-search words; the API sends no more. */
const RECOMMEND_CAP = 4;
const EVERYONE_CAP = 12;

const recommendBody = z.object({ keyword: qText(50).optional(), searchType: intLike(1, 4).optional() });
const channelBody = z.object({ channel: intLike(0, 9).optional().default(0), audience: audienceSchema.optional() }).passthrough();
/** Visitors' own searches that lead a channel's hot words; the channel's audience words follow. */
const LOG_LEAD = 4;

/** The kinds each word scope's results list (related searches are computed within them). */
const PATTERN_KINDS: Record<string, ContentKind[] | undefined> = { case: ['case'], ins: ['pin', 'pics'], render: ['pin', 'pics', 'jhy'], all: undefined };

export async function wordRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const svc = searchService(app, ctx);
  const rate = searchRate(ctx.config);
  // Suggestions are asked as the visitor types: twice the budget.
  const suggestRate = searchRate(ctx.config, 2);
  // Designers in memory, most followed first: a prefix scan per keystroke costs well under a millisecond.
  const designers = ctx.db.prepare('SELECT id, name, lower(en_name) AS en, title, avatar_key FROM designers ORDER BY followers DESC').all() as { id: number; name: string; en: string; title: string; avatar_key: string }[];

  const byAudience = new Map<SiteChannel, SearchWord[]>();
  /**
   * A channel's own words: the sub-category names of its audience (lib/api/contract/audience.ts)
   * in the kinds its home page shows, the fullest categories first (住宅, 精品酒店, 沙发 … on
   * interior; 公园, 广场 … on landscape).
   */
  function audienceWords(audience: SiteChannel): SearchWord[] {
    let words = byAudience.get(audience);
    if (!words) {
      const spec = AUDIENCES[audience];
      const kinds = [...new Set<ContentKind>([spec.hero.kind, ...spec.sections.map((x) => x.kind)])];
      const counts = new Map<string, number>();
      for (const kind of kinds) {
        for (const top of ctx.catalog.tree(KINDS[kind].tree, [kind], kind)) {
          if (!ctx.content.audiences.channelsOf(kind, top.slug).includes(audience)) continue;
          for (const child of top.children ?? []) counts.set(child.name, (counts.get(child.name) ?? 0) + child.itemCount);
        }
      }
      words = [...counts].sort((a, b) => b[1] - a[1]).map(([word, count]) => ({ id: wordId(word), word, count }));
      byAudience.set(audience, words);
    }
    return words;
  }

  /** The log's most searched words (at most `lead`), then the audience's words, without repeats. */
  function channelWords(audience: SiteChannel, limit: number, lead: number, offset = 0): SearchWord[] {
    const out: SearchWord[] = offset ? [] : svc.log.top(lead, 2).map((w) => ({ id: wordId(w.word), word: w.word, count: w.count }));
    const seen = new Set(out.map((w) => w.word));
    for (const w of audienceWords(audience).slice(offset)) {
      if (out.length >= limit) break;
      if (!seen.has(w.word)) out.push(w);
    }
    return out;
  }

  function masterList(keyword: string): MasterRef[] {
    const rows = keyword ? designers.filter((d) => d.name.startsWith(keyword) || d.en.startsWith(keyword)).slice(0, 3) : designers.slice(0, 3);
    return rows.map((r) => ({ id: r.id, name: r.name, title: r.title, avatar: imageRefFromKey(ctx.config.ossPublicOrigin, r.avatar_key) }));
  }

  /** 意图推荐词（输入联想）：最多 4 个，带 requestId 与设计师 masterList */
  app.post('/search/intentRecommendWord', { config: { rateLimit: suggestRate }, schema: { body: orEmpty(recommendBody) } }, async (request) => {
    const b = request.body;
    const keyword = normalize(b.keyword ?? '');
    const scope = scopeOfSearchType(b.searchType);
    const requestId = randomUUID();
    let words = keyword ? svc.words.suggest(keyword, scope, RECOMMEND_CAP).map((w) => w.word) : [];
    if (keyword && words.length < RECOMMEND_CAP && scope !== 'all') {
      words = [...new Set([...words, ...svc.words.suggest(keyword, 'all', RECOMMEND_CAP).map((w) => w.word)])];
    }
    if (!keyword) words = wordList(svc, scope, RECOMMEND_CAP, { fromLog: true }).map((w) => w.word);
    const data: IntentRecommendWords = { wordList: words.slice(0, RECOMMEND_CAP).map((word) => ({ word, requestId })), requestId, masterList: masterList(keyword) };
    return ok(data);
  });

  /** 大家都在搜：最多 12 个 */
  app.post('/case/api/word/everyoneSearchWord', { config: { rateLimit: rate }, schema: { body: orEmpty(channelBody) } }, async (request) => {
    const b = request.body;
    return ok(b.audience ? channelWords(b.audience, EVERYONE_CAP, LOG_LEAD) : wordList(svc, 'all', EVERYONE_CAP, { fromLog: true }));
  });

  /** 搜索模式词：type -3 案例，-1 灵感，21 效果图 */
  app.get('/case/api/search/searchPattern', { config: { rateLimit: rate }, schema: { querystring: z.object({ type: qInt(-99, 99), keyword: keywordSchema.optional() }) } }, async (request) => {
    const q = request.query;
    // With a keyword: the searches related to it (what its results have in common), then the scope's words.
    if (q.keyword) {
      const related = svc.related(q.keyword, PATTERN_KINDS[scopeOfDocType(q.type)]).map((word) => ({ id: wordId(word), word, count: 0 }));
      if (related.length) return ok(related);
    }
    return ok(wordList(svc, scopeOfDocType(q.type), 10));
  });

  /** 搜索框背景词 */
  app.post('/case/api/word/listBackgroundWord', { config: { rateLimit: rate }, schema: { body: orEmpty(channelBody) } }, async (request) => {
    const b = request.body;
    return ok(b.audience ? channelWords(b.audience, 8, 0, EVERYONE_CAP) : wordList(svc, 'all', 8, { offset: EVERYONE_CAP }));
  });

  /** 轮播占位词：type 1 案例（默认），2/4 灵感，3 效果图 */
  app.get('/case/api/case/getBannerWorlds', { config: { rateLimit: rate }, schema: { querystring: z.object({ type: qInt(1, 4).optional().default(1), audience: audienceSchema.optional() }) } }, async (request) => {
    const q = request.query;
    return ok(q.audience ? channelWords(q.audience, 6, 0) : wordList(svc, scopeOfSearchType(q.type), 6));
  });

  /** 搜索词 id */
  app.get('/searchWord/id', { config: { rateLimit: rate }, schema: { querystring: z.object({ word: keywordSchema }) } }, async (request) => {
    const q = request.query;
    return ok(wordId(normalize(q.word)));
  });

  /** 案例与灵感融合热搜 */
  app.get('/case/api/caseInsFusion/getHotSearch', { config: { rateLimit: rate }, schema: { querystring: z.object({ audience: audienceSchema.optional() }) } }, async (request) => {
    const q = request.query;
    return ok(q.audience ? channelWords(q.audience, 10, LOG_LEAD) : wordList(svc, 'case', 10, { fromLog: true, minLog: 1 }));
  });

  /** 灵感首页热词 */
  app.get('/ins/api/home/hotword', { config: { rateLimit: rate } }, async () => ok(wordList(svc, 'ins', 10, { fromLog: true, minLog: 1 })));
}
