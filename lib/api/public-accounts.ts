import type { CollectionDetail } from './contract/collections';
import type { ItemPage } from './contract/content';
import { isCollectionDetail, isItemPage } from './guards';
import { listParams, type KindListQuery } from './list-query';
import { load, TAGS as CACHE_TAGS, type ApiResult } from './load';

const TAGS = [CACHE_TAGS.content, CACHE_TAGS.publicAccounts];
const ITEM_TAG = CACHE_TAGS.item;

/** 公众号列表 GET /case/api/publicAccount/list */
export function listPublicAccounts(q: KindListQuery = {}): Promise<ApiResult<ItemPage>> {
  return load('/case/api/publicAccount/list', listParams(q), isItemPage, { tags: TAGS });
}

/** 公众号详情及文章分页 GET /case/api/publicAccount/detail */
export function getPublicAccount(id: number, page = 1, pageSize = 24): Promise<ApiResult<CollectionDetail>> {
  return load('/case/api/publicAccount/detail', { id, page, pageSize }, isCollectionDetail, { tags: [...TAGS, ITEM_TAG(id)] });
}
