import type { ItemPage } from './contract/content';
import { areaList, collectionDetail, itemDetail } from './area-calls';
import { isItemPage } from './guards';
import { listParams, type KindListQuery } from './list-query';
import { load, TAGS as CACHE_TAGS, type ApiResult } from './load';

const TAGS = [CACHE_TAGS.content, CACHE_TAGS.magazines];

/** 杂志列表 GET /case/api/magazine/list */
export const listMagazines = areaList('/case/api/magazine/list', TAGS);

/** 杂志详情及期刊分页 GET /case/api/magazine/detail */
export const getMagazine = collectionDetail('/case/api/magazine/detail', TAGS);

/** 期刊列表（可按杂志 parentId 过滤） GET /case/api/periodical/list */
export function listPeriodicals(q: KindListQuery & { parentId?: number } = {}): Promise<ApiResult<ItemPage>> {
  const params = { ...listParams(q), ...(q.parentId ? { parentId: q.parentId } : {}) };
  return load('/case/api/periodical/list', params, isItemPage, { tags: TAGS });
}

/** 期刊详情 GET /case/api/periodical/detail */
export const getPeriodical = itemDetail('/case/api/periodical/detail', TAGS);
