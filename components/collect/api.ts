import { http, type RequestOptions } from '@/lib/http';
import { call, load, type ApiResult } from '@/lib/api/load';
import { CACHE_TAGS } from '@/lib/api/cache-tags';
import { isItemPage, isObject } from '@/lib/api/guards';
import { FOLDER_REVALIDATE, PAGE_SIZE } from '@/lib/policy';
import type { CollectFolder, CollectResult, CollectStatus, FolderDeleted, FolderPage } from '@/lib/api/contract/collect';
import { keepDefaultCollect, keepDefaultFolderId } from './default-collect';

/** Passes an answer through, keeping `defaultCollect` in step on success (./default-collect.ts). */
function keeping<T>(res: Promise<ApiResult<T>>, keep: (data: T) => void): Promise<ApiResult<T>> {
  return res.then((r) => {
    if (r.ok) keep(r.data);
    return r;
  });
}

/** 我的收藏夹 GET /case/api/collect/folders */
export function getCollectFolders(opts?: RequestOptions): Promise<ApiResult<CollectFolder[]>> {
  return keeping(call(http.get<CollectFolder[]>('/case/api/collect/folders', undefined, opts)), keepDefaultCollect);
}

/** 新建收藏夹 POST /case/api/collect/folder/create */
export function createCollectFolder(name: string, isPublic: boolean, opts?: RequestOptions): Promise<ApiResult<CollectFolder>> {
  return call(http.post<CollectFolder>('/case/api/collect/folder/create', { name, public: isPublic }, opts));
}

/** 重命名 / 公开设置 POST /case/api/collect/folder/update */
export function updateCollectFolder(folderId: number, change: { name?: string; public?: boolean }, opts?: RequestOptions): Promise<ApiResult<CollectFolder>> {
  return keeping(call(http.post<CollectFolder>('/case/api/collect/folder/update', { folderId, ...change }, opts)), keepDefaultCollect);
}

/** 删除收藏夹（内容移入默认收藏夹） POST /case/api/collect/folder/delete */
export function deleteCollectFolder(folderId: number, opts?: RequestOptions): Promise<ApiResult<FolderDeleted>> {
  return keeping(call(http.post<FolderDeleted>('/case/api/collect/folder/delete', { folderId }, opts)), (d) => keepDefaultFolderId(d.defaultFolderId));
}

/** 收藏（默认收藏夹或指定收藏夹） POST /case/api/collect/add */
export function collectItem(itemId: number, folderId?: number, opts?: RequestOptions): Promise<ApiResult<CollectResult>> {
  return call(http.post<CollectResult>('/case/api/collect/add', { itemId, folderId }, opts));
}

/** 取消收藏（指定收藏夹或全部） POST /case/api/collect/remove */
export function uncollectItem(itemId: number, folderId?: number, opts?: RequestOptions): Promise<ApiResult<CollectResult>> {
  return call(http.post<CollectResult>('/case/api/collect/remove', { itemId, folderId }, opts));
}

/** 移动到其他收藏夹 POST /case/api/collect/move */
export function moveCollectedItem(itemId: number, fromFolderId: number, toFolderId: number, opts?: RequestOptions): Promise<ApiResult<CollectResult>> {
  return call(http.post<CollectResult>('/case/api/collect/move', { itemId, fromFolderId, toFolderId }, opts));
}

/** 收藏状态（已收藏的内容及其收藏夹） GET /case/api/collect/status?ids= */
export function getCollectStatus(ids: readonly number[], opts?: RequestOptions): Promise<ApiResult<CollectStatus>> {
  return call(http.get<CollectStatus>('/case/api/collect/status', { ids: ids.join(',') }, opts));
}

const isFolderPage = (x: unknown): x is FolderPage => isObject(x) && isObject(x.folder) && typeof x.folder.name === 'string' && isItemPage(x.list);

/** 收藏夹页（本人或公开收藏夹），浏览器内 GET /case/api/collect/folder */
export function getCollectFolderPage(id: number, page: number, opts?: RequestOptions): Promise<ApiResult<FolderPage>> {
  return call(http.get<FolderPage>('/case/api/collect/folder', { id, page, pageSize: PAGE_SIZE }, opts), isFolderPage);
}

/** 公开收藏夹页（服务端，缓存） GET /case/api/collect/folder */
export function loadPublicFolder(id: number, page: number): Promise<ApiResult<FolderPage>> {
  return load('/case/api/collect/folder', { id, page, pageSize: PAGE_SIZE }, isFolderPage, { tags: [CACHE_TAGS.content], revalidate: FOLDER_REVALIDATE });
}
