import type { CollectionDetail } from './contract/collections';
import type { ItemPage } from './contract/content';
import { isCollectionDetail, isItemPage } from './guards';
import { listParams, type KindListQuery } from './list-query';
import { load, TAGS as CACHE_TAGS, type ApiResult } from './load';

const TAGS = [CACHE_TAGS.content, CACHE_TAGS.awards];
const ITEM_TAG = CACHE_TAGS.item;

/** 国际奖项列表（最多 100 个） GET /case/api/award/list */
export function listAwards(q: KindListQuery = {}): Promise<ApiResult<ItemPage>> {
  return load('/case/api/award/list', listParams(q), isItemPage, { tags: TAGS });
}

/** 奖项详情及获奖作品分页 GET /case/api/award/detail */
export function getAwardDetail(id: number, page = 1, pageSize = 24): Promise<ApiResult<CollectionDetail>> {
  return load('/case/api/award/detail', { id, page, pageSize }, isCollectionDetail, { tags: [...TAGS, ITEM_TAG(id)] });
}
