import { http, type RequestOptions } from '@/lib/http';
import { call, type ApiResult } from '@/lib/api/load';
import { isItemLike, isObject } from '@/lib/api/guards';
import type { GatherCancelResult, GatherCheck, GatherTask, GatherTaskPage, GatherTaskQuery } from '@/lib/api/contract/upload';

/*
 * Gather tasks (采集, SPEC §7 "Gather and upload"): the SPEC keeps them GETs, so the API
 * guards them with the CSRF header the wrapper sends on every call (docs/security.md).
 */

const isTask = (x: unknown): x is GatherTask => isObject(x) && typeof x.taskId === 'number' && isItemLike(x.item) && Array.isArray(x.pictures);

function pictureParam(pictures: readonly number[] | undefined): string | undefined {
  return pictures && pictures.length ? pictures.join(',') : undefined;
}

/** 采集图片到任务（同一内容合并为一个任务） GET /api/gatherTask/addGatherTask?itemId=&pictures= */
export function addGatherTask(q: GatherTaskQuery, opts?: RequestOptions): Promise<ApiResult<GatherTask>> {
  return call(http.get<GatherTask>('/api/gatherTask/addGatherTask', { itemId: q.itemId, pictures: pictureParam(q.pictures) }, opts), isTask);
}

/** 是否已采集该内容的图片 GET /api/gatherTask/checkGatherTask?itemId= */
export function checkGatherTask(itemId: number, opts?: RequestOptions): Promise<ApiResult<GatherCheck>> {
  return call(http.get<GatherCheck>('/api/gatherTask/checkGatherTask', { itemId }, opts), (x) => isObject(x) && typeof x.gathered === 'boolean' && Array.isArray(x.pictures));
}

/** 取消采集（整个任务，或某内容的部分图片） GET /api/gatherTask/cancelGatherTask?taskId= | ?itemId=&pictures= */
export function cancelGatherTask(target: { taskId: number } | GatherTaskQuery, opts?: RequestOptions): Promise<ApiResult<GatherCancelResult>> {
  const params = 'taskId' in target ? { taskId: target.taskId } : { itemId: target.itemId, pictures: pictureParam(target.pictures) };
  return call(http.get<GatherCancelResult>('/api/gatherTask/cancelGatherTask', params, opts), (x) => isObject(x) && typeof x.taskId === 'number' && Array.isArray(x.remaining));
}

/** 我的采集任务 GET /api/gatherTask/list?page=&pageSize= */
export function getGatherTasks(page = 1, pageSize = 20, opts?: RequestOptions): Promise<ApiResult<GatherTaskPage>> {
  return call(http.get<GatherTaskPage>('/api/gatherTask/list', { page, pageSize }, opts), (x) => isObject(x) && Array.isArray(x.list) && x.list.every(isTask) && typeof x.total === 'number');
}
