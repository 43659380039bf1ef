import { http, okData, type ApiResponse, type RequestOptions } from '@/lib/http';
import type { UserGroupRequest, UserGroupResponse } from './contract/system';

/** SPEC §8: the generic "data fetch failed" message of the group, AI user-type and identity hooks. */
export const FETCH_FAILED_MESSAGE = '获取数据失败';

/** 获取用户实验分组 POST {api}/userGroup/all */
export function postUserGroups(body: UserGroupRequest, opts?: RequestOptions): Promise<ApiResponse<UserGroupResponse>> {
  return http.post<UserGroupResponse>('/userGroup/all', body, opts);
}

/** SWR fetcher form of postUserGroups: errorCode not 0 (or no answer) throws FETCH_FAILED_MESSAGE. */
export async function loadUserGroups(body: UserGroupRequest, opts?: RequestOptions): Promise<UserGroupResponse> {
  const data = okData<UserGroupResponse>(await postUserGroups(body, opts));
  if (!Array.isArray(data)) throw new Error(FETCH_FAILED_MESSAGE);
  return data;
}
