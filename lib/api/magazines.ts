import type { CollectionDetail } from './contract/collections';
import type { ItemDetail, ItemPage } from './contract/content';
import { isCollectionDetail, isItemDetail, isItemPage } from './guards';
import { listParams, type KindListQuery } from './list-query';
import { load, TAGS as CACHE_TAGS, type ApiResult } from './load';

const TAGS = [CACHE_TAGS.content, CACHE_TAGS.magazines];
const ITEM_TAG = CACHE_TAGS.item;

/** 杂志列表 GET /case/api/magazine/list */
export function listMagazines(q: KindListQuery = {}): Promise<ApiResult<ItemPage>> {
  return load('/case/api/magazine/list', listParams(q), isItemPage, { tags: TAGS });
}

/** 杂志详情及期刊分页 GET /case/api/magazine/detail */
export function getMagazine(id: number, page = 1, pageSize = 24): Promise<ApiResult<CollectionDetail>> {
  return load('/case/api/magazine/detail', { id, page, pageSize }, isCollectionDetail, { tags: [...TAGS, ITEM_TAG(id)] });
}

/** 期刊列表（可按杂志 parentId 过滤） GET /case/api/periodical/list */
export function listPeriodicals(q: KindListQuery & { parentId?: number } = {}): Promise<ApiResult<ItemPage>> {
  const params = { ...listParams(q), ...(q.parentId ? { parentId: q.parentId } : {}) };
  return load('/case/api/periodical/list', params, isItemPage, { tags: TAGS });
}

/** 期刊详情 GET /case/api/periodical/detail */
export function getPeriodical(id: number): Promise<ApiResult<ItemDetail>> {
  return load('/case/api/periodical/detail', { id }, isItemDetail, { tags: [...TAGS, ITEM_TAG(id)] });
}
