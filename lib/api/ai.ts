import { aiOrigin } from '@/lib/config';
import { http, okData, type RequestOptions } from '@/lib/http';
import { FETCH_FAILED_MESSAGE } from './groups';
import type { AiSearchBody, AiSearchResult, AiUserType } from './contract/search';

/** AI 绘图用户类型 GET {ai host}/ai/api/getUserType */
export function getAiUserType(opts?: RequestOptions) {
  return http.get<AiUserType>('/ai/api/getUserType', undefined, { origin: aiOrigin(), ...opts });
}

/** SWR fetcher form (SPEC §8): errorCode not 0 (or no answer) throws the generic message. */
export async function loadAiUserType(opts?: RequestOptions): Promise<string> {
  const data = okData<AiUserType>(await getAiUserType(opts));
  if (!data || typeof data.name !== 'string') throw new Error(FETCH_FAILED_MESSAGE);
  return data.name;
}

/** AI 搜索（自然语言 → 条件 + 结果 + 解释） POST {ai host}/ai/api/search */
export function postAiSearch(body: AiSearchBody, opts?: RequestOptions) {
  return http.post<AiSearchResult>('/ai/api/search', body, { origin: aiOrigin(), ...opts });
}
