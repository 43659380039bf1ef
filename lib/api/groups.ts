import { http, type RequestOptions } from '@/lib/http';
import { call, type ApiResult } from './load';
import type { UserGroupRequest, UserGroupResponse } from './contract/system';

/** SPEC §8: the generic "data fetch failed" message of the group, AI user-type and identity hooks. */
export const FETCH_FAILED_MESSAGE = '获取数据失败';

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
