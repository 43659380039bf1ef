import type { ItemDetail, ItemPage } from './contract/content';
import { isItemDetail, isItemPage } from './guards';
import { listParams, type KindListQuery } from './list-query';
import { load, TAGS as CACHE_TAGS, type ApiResult } from './load';

const TAGS = [CACHE_TAGS.content, CACHE_TAGS.materials];
const ITEM_TAG = CACHE_TAGS.item;

/** 材料列表 GET /case/api/material/list */
export function listMaterials(q: KindListQuery = {}): Promise<ApiResult<ItemPage>> {
  return load('/case/api/material/list', listParams(q), isItemPage, { tags: TAGS });
}

/** 材料详情 GET /case/api/material/detail */
export function getMaterial(id: number): Promise<ApiResult<ItemDetail>> {
  return load('/case/api/material/detail', { id }, isItemDetail, { tags: [...TAGS, ITEM_TAG(id)] });
}
