import type { DesignerDetail, DesignerEntrance, DesignerPage } from './contract/designer';
import { isDesignerDetail, isDesignerEntrance, isDesignerPage } from './guards';
import { load, type ApiResult } from './load';
import { CACHE_TAGS } from './cache-tags';

const TAGS = [CACHE_TAGS.designers];

/** 设计师入口（领域、各领域大师、最新入驻、精选作品） GET /case/api/designer/entrance */
export function getDesignerEntrance(): Promise<ApiResult<DesignerEntrance>> {
  return load('/case/api/designer/entrance', undefined, isDesignerEntrance, { tags: TAGS });
}

/** 顶尖设计师分页（type 0 = 全部领域） GET /case/api/designer/top */
export function listTopDesigners(q: { type: number; sort: 'hot' | 'new'; page: number; pageSize: number }): Promise<ApiResult<DesignerPage>> {
  return load('/case/api/designer/top', q, isDesignerPage, { tags: TAGS });
}

/** 设计师详情（简介、作品、相似设计师） GET /case/api/designer/detail */
export function getDesigner(id: number): Promise<ApiResult<DesignerDetail>> {
  return load('/case/api/designer/detail', { id }, isDesignerDetail, { tags: [...TAGS, CACHE_TAGS.designer(id)] });
}
