import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { IntentRecommendWords, MasterRef } from '../../../lib/api/contract/search';
import { imageRefFromKey } from '../domain/images';
import { ok } from '../http/envelope';
import { parse, qInt, qText } from '../http/validate';
import { intLike, keywordSchema } from '../search/params';
import { searchService } from '../search/service';
import { normalize } from '../search/tokenize';
import { scopeOfDocType, scopeOfSearchType, wordId, wordList } from '../search/word-lists';
import type { Ctx } from '../services/context';

/** SPEC §7 caps: the client keeps the first 4 recommended and 12 everyone-search words; the API sends no more. */
export const RECOMMEND_CAP = 4;
export const EVERYONE_CAP = 12;

const recommendBody = z.object({ keyword: qText(50).optional(), searchType: intLike(1, 4).optional() });
const channelBody = z.object({ channel: intLike(0, 9).optional().default(0) }).passthrough();

export function wordRoutes(app: FastifyInstance, ctx: Ctx): void {
  const svc = searchService(app, ctx);
  // Designers in memory, most followed first: a prefix scan per keystroke costs well under a millisecond.
  const designers = ctx.db.prepare('SELECT id, name, lower(en_name) AS en, title, avatar_key FROM designers ORDER BY followers DESC').all() as { id: number; name: string; en: string; title: string; avatar_key: string }[];

  function masterList(keyword: string): MasterRef[] {
    const rows = keyword ? designers.filter((d) => d.name.startsWith(keyword) || d.en.startsWith(keyword)).slice(0, 3) : designers.slice(0, 3);
    return rows.map((r) => ({ id: r.id, name: r.name, title: r.title, avatar: imageRefFromKey(ctx.config.ossPublicOrigin, r.avatar_key) }));
  }

  /** 意图推荐词（输入联想）：最多 4 个，带 requestId 与设计师 masterList */
  app.post('/search/intentRecommendWord', async (request) => {
    const b = parse(recommendBody, request.body ?? {});
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
  app.post('/case/api/word/everyoneSearchWord', async (request) => {
    parse(channelBody, request.body ?? {});
    return ok(wordList(svc, 'all', EVERYONE_CAP, { fromLog: true }));
  });

  /** 搜索模式词：type -3 案例，-1 灵感，21 效果图 */
  app.get('/case/api/search/searchPattern', async (request) => {
    const q = parse(z.object({ type: qInt(-99, 99) }), request.query);
    return ok(wordList(svc, scopeOfDocType(q.type), 10));
  });

  /** 搜索框背景词 */
  app.post('/case/api/word/listBackgroundWord', async (request) => {
    parse(channelBody, request.body ?? {});
    return ok(wordList(svc, 'all', 8, { offset: EVERYONE_CAP }));
  });

  /** 轮播占位词：type 1 案例（默认），2/4 灵感，3 效果图 */
  app.get('/case/api/case/getBannerWorlds', async (request) => {
    const q = parse(z.object({ type: qInt(1, 4).optional().default(1) }), request.query);
    return ok(wordList(svc, scopeOfSearchType(q.type), 6));
  });

  /** 搜索词 id */
  app.get('/searchWord/id', async (request) => {
    const q = parse(z.object({ word: keywordSchema }), request.query);
    return ok(wordId(normalize(q.word)));
  });

  /** 案例与灵感融合热搜 */
  app.get('/case/api/caseInsFusion/getHotSearch', async () => ok(wordList(svc, 'case', 10, { fromLog: true, minLog: 1 })));

  /** 灵感首页热词 */
  app.get('/ins/api/home/hotword', async () => ok(wordList(svc, 'ins', 10, { fromLog: true, minLog: 1 })));
}
