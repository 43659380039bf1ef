import type { CollectionDetail } from './contract/collections';
import type { ItemDetail, ItemPage } from './contract/content';
import { isCollectionDetail, isItemDetail, isItemPage } from './guards';
import { listParams, type KindListQuery } from './list-query';
import { load, TAGS, type ApiResult } from './load';
import { PAGE_SIZE } from '@/lib/policy';

/*
 * The three calls every editorial area makes (art design, materials, awards, magazines, public
 * accounts): its list, an item's detail, a collection's detail with one page of its members.
 * Each answer carries the area's tags; a detail also its item's tag, which an edit expires.
 */

/** GET `path` with the kind list query (classify, sort, page). */
export function areaList(path: string, tags: string[]) {
  return (q: KindListQuery = {}): Promise<ApiResult<ItemPage>> => load(path, listParams(q), isItemPage, { tags });
}

/** GET `path?id=`: one item. */
export function itemDetail(path: string, tags: string[]) {
  return (id: number): Promise<ApiResult<ItemDetail>> => load(path, { id }, isItemDetail, { tags: [...tags, TAGS.item(id)] });
}

/** GET `path?id=&page=&pageSize=`: a collection and one page of its members. */
export function collectionDetail(path: string, tags: string[]) {
  return (id: number, page = 1, pageSize = PAGE_SIZE): Promise<ApiResult<CollectionDetail>> =>
    load(path, { id, page, pageSize }, isCollectionDetail, { tags: [...tags, TAGS.item(id)] });
}
