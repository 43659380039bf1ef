import type { ItemDetail, ItemPage } from './contract/content';
import { isItemDetail, isItemPage } from './guards';
import { listParams, type KindListQuery } from './list-query';
import { load, TAGS as CACHE_TAGS, type ApiResult } from './load';

const TAGS = [CACHE_TAGS.content, CACHE_TAGS.artDesign];
const ITEM_TAG = CACHE_TAGS.item;

/** 艺术设计列表 GET /case/api/artDesign/list */
export function listArtDesigns(q: KindListQuery = {}): Promise<ApiResult<ItemPage>> {
  return load('/case/api/artDesign/list', listParams(q), isItemPage, { tags: TAGS });
}

/** 艺术设计详情 GET /case/api/artDesign/detail */
export function getArtDesign(id: number): Promise<ApiResult<ItemDetail>> {
  return load('/case/api/artDesign/detail', { id }, isItemDetail, { tags: [...TAGS, ITEM_TAG(id)] });
}

/** 产品设计列表 GET /case/api/productDesign/list */
export function listProductDesigns(q: KindListQuery = {}): Promise<ApiResult<ItemPage>> {
  return load('/case/api/productDesign/list', listParams(q), isItemPage, { tags: TAGS });
}

/** 产品设计详情 GET /case/api/productDesign/detail */
export function getProductDesign(id: number): Promise<ApiResult<ItemDetail>> {
  return load('/case/api/productDesign/detail', { id }, isItemDetail, { tags: [...TAGS, ITEM_TAG(id)] });
}

/** 艺术装置列表 GET /case/api/artDevice/list */
export function listArtDevices(q: KindListQuery = {}): Promise<ApiResult<ItemPage>> {
  return load('/case/api/artDevice/list', listParams(q), isItemPage, { tags: TAGS });
}
