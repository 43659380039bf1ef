import { http, type RequestOptions } from '@/lib/http';
import { call, type ApiResult } from '@/lib/api/load';
import { isObject } from '@/lib/api/guards';
import type { FollowedPage, FollowState, FollowStatus } from '@/lib/api/contract/follow';

const isFollowState = (x: unknown): x is FollowState => isObject(x) && typeof x.designerId === 'number' && typeof x.following === 'boolean' && typeof x.followers === 'number';
const isFollowedPage = (x: unknown): x is FollowedPage => isObject(x) && Array.isArray(x.list) && typeof x.total === 'number';

/** 关注设计师 POST /case/api/follow/add */
export function followDesigner(designerId: number, opts?: RequestOptions): Promise<ApiResult<FollowState>> {
  return call(http.post<FollowState>('/case/api/follow/add', { designerId }, opts), isFollowState);
}

/** 取消关注 POST /case/api/follow/remove */
export function unfollowDesigner(designerId: number, opts?: RequestOptions): Promise<ApiResult<FollowState>> {
  return call(http.post<FollowState>('/case/api/follow/remove', { designerId }, opts), isFollowState);
}

/** 关注状态与关注数 GET /case/api/follow/status?ids= */
export function getFollowStatus(ids: readonly number[], opts?: RequestOptions): Promise<ApiResult<FollowStatus>> {
  return call(http.get<FollowStatus>('/case/api/follow/status', { ids: ids.join(',') }, opts), isObject);
}

/** 我关注的设计师 GET /case/api/follow/list */
export function getFollowedDesigners(page: number, pageSize: number, opts?: RequestOptions): Promise<ApiResult<FollowedPage>> {
  return call(http.get<FollowedPage>('/case/api/follow/list', { page, pageSize }, opts), isFollowedPage);
}
