import { caseApiOrigin } from '@/lib/config';
import { http, type RequestOptions } from '@/lib/http';
import type { IntentRecommendBody, IntentRecommendWords, SearchWord } from './contract/search';

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

function words(res: unknown, cap?: number): SearchWord[] {
  const data = wordData<SearchWord[]>(res);
  if (!Array.isArray(data)) return [];
  const list = data.filter((w) => w && typeof w.word === 'string' && w.word.trim());
  return cap === undefined ? list : list.slice(0, cap);
}

/** SPEC §7 searchPattern type: -3 when transferTopIndex is 1, -1 when 2 or 4, else 21. */
export function searchPatternType(transferTopIndex: number | undefined): number {
  if (transferTopIndex === 1) return -3;
  if (transferTopIndex === 2 || transferTopIndex === 4) return -1;
  return 21;
}

/** 意图推荐词（保留前 4 个） POST {api}/search/intentRecommendWord */
export async function postIntentRecommendWord(body: IntentRecommendBody, opts?: RequestOptions): Promise<IntentRecommendWords | null> {
  const data = wordData<IntentRecommendWords>(await http.post('/search/intentRecommendWord', body, opts));
  if (!data || !Array.isArray(data.wordList)) return null;
  return {
    wordList: data.wordList.filter((w) => typeof w?.word === 'string').slice(0, RECOMMEND_WORD_CAP).map((w) => ({ word: w.word, requestId: w.requestId ?? data.requestId })),
    requestId: data.requestId,
    masterList: Array.isArray(data.masterList) ? data.masterList : [],
  };
}

/** 大家都在搜（channel 0，保留前 12 个） POST {case-api}/case/api/word/everyoneSearchWord */
export async function postEveryoneSearchWord(payload: Record<string, unknown> = {}, opts?: RequestOptions): Promise<SearchWord[]> {
  return words(await http.post('/case/api/word/everyoneSearchWord', { ...payload, channel: 0 }, { origin: caseApiOrigin(), ...opts }), EVERYONE_WORD_CAP);
}

/** 搜索模式词（type 由 transferTopIndex 决定） GET {case-api}/case/api/search/searchPattern */
export async function getSearchPattern(transferTopIndex: number | undefined, opts?: RequestOptions): Promise<SearchWord[]> {
  return words(await http.get('/case/api/search/searchPattern', { type: searchPatternType(transferTopIndex) }, { origin: caseApiOrigin(), ...opts }));
}

/** 搜索框背景词（channel 0） POST {case-api}/case/api/word/listBackgroundWord */
export async function postListBackgroundWord(payload: Record<string, unknown> = {}, opts?: RequestOptions): Promise<SearchWord[]> {
  return words(await http.post('/case/api/word/listBackgroundWord', { ...payload, channel: 0 }, { origin: caseApiOrigin(), ...opts }));
}

/** 轮播占位词（type 默认 1） GET {case-api}/case/api/case/getBannerWorlds */
export async function getBannerWords(type = 1, opts?: RequestOptions): Promise<SearchWord[]> {
  return words(await http.get('/case/api/case/getBannerWorlds', { type }, { origin: caseApiOrigin(), ...opts }));
}

/** 搜索词 id GET {api}/searchWord/id */
export async function getSearchWordId(word: string, opts?: RequestOptions): Promise<number | null> {
  const id = wordData<number>(await http.get('/searchWord/id', { word }, opts));
  return typeof id === 'number' ? id : null;
}

/** 案例灵感融合热搜 GET /api/caseInsFusion/getHotSearch */
export async function getHotSearch(opts?: RequestOptions): Promise<SearchWord[]> {
  return words(await http.get('/api/caseInsFusion/getHotSearch', undefined, opts));
}

/** 灵感首页热词 GET /ins/api/home/hotword */
export async function getHomeHotword(opts?: RequestOptions): Promise<SearchWord[]> {
  return words(await http.get('/ins/api/home/hotword', undefined, opts));
}
