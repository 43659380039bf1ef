import type { CollectionDetail } from './contract/collections';
import type { ItemPage } from './contract/content';
import type { SiteChannel } from './contract/channels';
import { isCollectionDetail, isItemPage } from './guards';
import { PAGE_SIZE } from '@/lib/policy';
import { load, TAGS, type ApiResult } from './load';


/** 推荐榜单详情（榜单信息 + 一页成员） GET /case/api/recommend/detail */
export function getRecommendDetail(id: number, page = 1): Promise<ApiResult<CollectionDetail>> {
  return load('/case/api/recommend/detail', { id, page, pageSize: PAGE_SIZE }, isCollectionDetail, { tags: [TAGS.content, TAGS.recommend, TAGS.item(id)] });
}


/**
 * 推荐榜单列表 GET /case/api/recommend/list. With an audience: that channel's lists, the ones most
 * of whose members serve it (a channel home's 推荐榜单); without: every list.
 */
export function getRecommendList(audience?: SiteChannel): Promise<ApiResult<ItemPage>> {
  return load('/case/api/recommend/list', audience ? { audience } : undefined, isItemPage, { tags: [TAGS.content, TAGS.recommend] });
}
