import { caseApiOrigin } from '@/lib/config';
import { http, type RequestOptions } from '@/lib/http';
import { isObject } from '@/lib/api/guards';
import { toResult, type ApiResult } from '@/lib/api/load';
import type { SiteChannel } from '@/lib/api/contract/audience';
import type { IntentRecommendBody, IntentRecommendWords, SearchWord } from '@/lib/api/contract/search';

/** SPEC §7 caps kept by the client. */
export const RECOMMEND_WORD_CAP = 4;
export const EVERYONE_WORD_CAP = 12;

/**
 * SPEC §8: word, location and recommendation calls return nothing on a non-zero code; some
 * services answer `error.code` as the string "0" instead of `errorCode` 0, which also counts.
 */
export function wordData<T>(res: unknown): T | undefined {
  if (!res || typeof res !== 'object') return undefined;
  const err = (res as { error?: { errorCode?: unknown; code?: unknown } }).error;
  if (!err || typeof err !== 'object') return undefined;
  const okCode = err.errorCode === 0 || err.errorCode === '0' || (err.errorCode === undefined && err.code === '0');
  return okCode ? (res as { data: T }).data : undefined;
}

/**
 * An ApiResult from a word-service answer: success by wordData()'s rule (errorCode 0 or
 * error.code "0"), any other answer the usual failure (with the API's code where it sent one).
 */
function wordResult<T>(res: unknown, valid: (data: unknown) => data is T): ApiResult<T> {
  const data = wordData<unknown>(res);
  if (data !== undefined && valid(data)) return { ok: true, data };
  // Only the failure path reaches here: toResult keeps the code/message, nothing passes as data.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a guard that rejects everything ignores its argument
  return toResult(res, (x: unknown): x is T => false);
}

const isWordArray = (x: unknown): x is SearchWord[] => Array.isArray(x);

async function words(pending: Promise<unknown>, cap?: number): Promise<ApiResult<SearchWord[]>> {
  const res = wordResult(await pending, isWordArray);
  if (!res.ok) return res;
  const list = res.data.filter((w) => w && typeof w.word === 'string' && w.word.trim());
  return { ok: true, data: cap === undefined ? list : list.slice(0, cap) };
}

/** The list of a word answer, empty on failure (SPEC §8: word calls show nothing when they fail). */
export function wordsOf(r: ApiResult<SearchWord[]>): SearchWord[] {
  return r.ok ? r.data : [];
}

/** SPEC §7 searchPattern type: -3 when transferTopIndex is 1, -1 when 2 or 4, else 21. */
export function searchPatternType(transferTopIndex: number | undefined): number {
  if (transferTopIndex === 1) return -3;
  if (transferTopIndex === 2 || transferTopIndex === 4) return -1;
  return 21;
}

/** 意图推荐词（保留前 4 个） POST {api}/search/intentRecommendWord */
export async function postIntentRecommendWord(body: IntentRecommendBody, opts?: RequestOptions): Promise<ApiResult<IntentRecommendWords>> {
  const res = wordResult(await http.post('/search/intentRecommendWord', body, opts), (d): d is IntentRecommendWords => isObject(d) && Array.isArray(d.wordList));
  if (!res.ok) return res;
  const data = res.data;
  return {
    ok: true,
    data: {
      wordList: data.wordList.filter((w) => typeof w?.word === 'string').slice(0, RECOMMEND_WORD_CAP).map((w) => ({ word: w.word, requestId: w.requestId ?? data.requestId })),
      requestId: data.requestId,
      masterList: Array.isArray(data.masterList) ? data.masterList : [],
    },
  };
}

/** 大家都在搜（channel 0，保留前 12 个；payload.audience：频道的热词） POST {case-api}/case/api/word/everyoneSearchWord */
export async function postEveryoneSearchWord(payload: Record<string, unknown> = {}, opts?: RequestOptions): Promise<ApiResult<SearchWord[]>> {
  return words(http.post('/case/api/word/everyoneSearchWord', { ...payload, channel: 0 }, { origin: caseApiOrigin(), ...opts }), EVERYONE_WORD_CAP);
}

/**
 * 搜索模式词（type 由 transferTopIndex 决定） GET {case-api}/case/api/search/searchPattern; with a
 * keyword, the searches related to it (our API computes them from the keyword's results).
 */
export async function getSearchPattern(transferTopIndex: number | undefined, opts?: RequestOptions, keyword?: string): Promise<ApiResult<SearchWord[]>> {
  return words(http.get('/case/api/search/searchPattern', { type: searchPatternType(transferTopIndex), ...(keyword ? { keyword } : {}) }, { origin: caseApiOrigin(), ...opts }));
}

/** 搜索框背景词（channel 0） POST {case-api}/case/api/word/listBackgroundWord */
export async function postListBackgroundWord(payload: Record<string, unknown> = {}, opts?: RequestOptions): Promise<ApiResult<SearchWord[]>> {
  return words(http.post('/case/api/word/listBackgroundWord', { ...payload, channel: 0 }, { origin: caseApiOrigin(), ...opts }));
}

/** 轮播占位词（type 默认 1） GET {case-api}/case/api/case/getBannerWorlds */
export async function getBannerWords(type = 1, audience?: SiteChannel, opts?: RequestOptions): Promise<ApiResult<SearchWord[]>> {
  return words(http.get('/case/api/case/getBannerWorlds', { type, audience }, { origin: caseApiOrigin(), ...opts }));
}

/** 搜索词 id GET {api}/searchWord/id */
export async function getSearchWordId(word: string, opts?: RequestOptions): Promise<ApiResult<number>> {
  return wordResult(await http.get('/searchWord/id', { word }, opts), (d): d is number => typeof d === 'number');
}

/** 案例灵感融合热搜（audience：频道的热词） GET /api/caseInsFusion/getHotSearch */
export async function getHotSearch(audience?: SiteChannel, opts?: RequestOptions): Promise<ApiResult<SearchWord[]>> {
  return words(http.get('/api/caseInsFusion/getHotSearch', { audience }, opts));
}

/** 灵感首页热词 GET /ins/api/home/hotword */
export async function getHomeHotword(opts?: RequestOptions): Promise<ApiResult<SearchWord[]>> {
  return words(http.get('/ins/api/home/hotword', undefined, opts));
}
