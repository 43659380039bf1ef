import { commodityOrigin } from '@/lib/config';
import type { CaseClassifyList, ClassifyNode, ClassifyTree, CommodityArea } from './contract/classify';
import type { ContentKind } from './contract/kinds';
import { isObject } from './guards';
import { http, type RequestOptions } from '@/lib/http';
import { call, load, TAGS, type ApiResult } from './load';

const isNode = (x: unknown): x is ClassifyNode =>
  isObject(x) &&
  typeof x.id === 'number' &&
  typeof x.name === 'string' &&
  (x.children === undefined || (Array.isArray(x.children) && x.children.every(isNode)));

export const isTree = (x: unknown): x is ClassifyTree => Array.isArray(x) && x.every(isNode);

/** 某内容类型的分类树 GET /case/api/content/classify */
export function getClassifyTree(kind: ContentKind): Promise<ApiResult<ClassifyTree>> {
  return load('/case/api/content/classify', { kind }, isTree, { tags: [TAGS.classify] });
}

/** 案例分类列表（上传案例选择分类） GET /case/api/case/classify/list */
export function getCaseClassifyList(): Promise<ApiResult<CaseClassifyList>> {
  return load('/case/api/case/classify/list', undefined, isTree, { tags: [TAGS.classify] });
}

/** 案例分类列表，浏览器端（分类侧栏；SPEC §3 localClassifyList 缓存） GET /case/api/case/classify/list */
export function fetchCaseClassifyList(opts?: RequestOptions): Promise<ApiResult<CaseClassifyList>> {
  return call(http.get<CaseClassifyList>('/case/api/case/classify/list', undefined, opts), isTree);
}

const isCommodityAreas = (x: unknown): x is CommodityArea[] =>
  Array.isArray(x) && x.every((a) => isObject(a) && typeof a.id === 'number' && typeof a.name === 'string' && typeof a.path === 'string' && isObject(a.icon));

/** 商品专区（SPEC §7 独立主机 NEXT_PUBLIC_COMMODITY_ORIGIN） GET /commodityArea/list */
export function getCommodityAreas(): Promise<ApiResult<CommodityArea[]>> {
  return load('/commodityArea/list', undefined, isCommodityAreas, { tags: [TAGS.classify], origin: commodityOrigin() });
}
