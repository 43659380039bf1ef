import { aiOrigin } from '@/lib/config';
import { http, type RequestOptions } from '@/lib/http';
import { isObject } from '@/lib/api/guards';
import { call, FETCH_FAILED_MESSAGE, type ApiResult } from '@/lib/api/load';
import type { AiSearchBody, AiSearchResult, AiUserType } from '@/lib/api/contract/search';

/** AI 绘图用户类型 GET {ai host}/ai/api/getUserType */
function getAiUserType(opts?: RequestOptions): Promise<ApiResult<AiUserType>> {
  return call(http.get<AiUserType>('/ai/api/getUserType', undefined, { origin: aiOrigin(), ...opts }), (d) => isObject(d) && typeof d.name === 'string');
}

/** SWR fetcher form (SPEC §8): a failure (or no answer) throws the generic message. */
export async function loadAiUserType(opts?: RequestOptions): Promise<string> {
  const res = await getAiUserType(opts);
  if (!res.ok) throw new Error(FETCH_FAILED_MESSAGE);
  return res.data.name;
}

/** AI 搜索（自然语言 → 条件 + 结果 + 解释） POST {ai host}/ai/api/search */
export function postAiSearch(body: AiSearchBody, opts?: RequestOptions): Promise<ApiResult<AiSearchResult>> {
  return call(http.post<AiSearchResult>('/ai/api/search', body, { origin: aiOrigin(), ...opts }));
}
