import { http, type RequestOptions } from '@/lib/http';
import { call, FETCH_FAILED_MESSAGE, type ApiResult } from '@/lib/api/load';
import type { UserGroupRequest, UserGroupResponse } from '@/lib/api/contract/system';
import type { ExperimentReport } from '@/lib/api/contract/experiment-report';

/** 获取用户实验分组 POST {api}/userGroup/all */
export function postUserGroups(body: UserGroupRequest, opts?: RequestOptions): Promise<ApiResult<UserGroupResponse>> {
  return call(http.post<UserGroupResponse>('/userGroup/all', body, opts), Array.isArray);
}

/** SWR fetcher form of postUserGroups: a failure (or no answer) throws FETCH_FAILED_MESSAGE. */
export async function loadUserGroups(body: UserGroupRequest, opts?: RequestOptions): Promise<UserGroupResponse> {
  const res = await postUserGroups(body, opts);
  if (!res.ok) throw new Error(FETCH_FAILED_MESSAGE);
  return res.data;
}

function isReport(x: unknown): x is ExperimentReport {
  const r = x as ExperimentReport | null;
  return !!r && typeof r === 'object' && Array.isArray(r.rows) && typeof r.events === 'number';
}

/** 实验报告（编辑） GET {api}/editor/experimentReport?days= */
export function getExperimentReport(days: number): Promise<ApiResult<ExperimentReport>> {
  return call(http.get<ExperimentReport>('/editor/experimentReport', { days }, { cache: 'no-store' }), isReport);
}
