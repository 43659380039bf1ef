import type { TransferTarget, WorldNav } from './contract/world-nav';
import { isObject } from './guards';
import { load, type ApiResult } from './load';
import { CACHE_TAGS } from './cache-tags';

const TAGS = [CACHE_TAGS.worldNav];

const isWorldNav = (x: unknown): x is WorldNav =>
  isObject(x) && Array.isArray(x.groups) && x.groups.every((g) => isObject(g) && typeof g.name === 'string' && Array.isArray(g.sites));

const isTransferTarget = (x: unknown): x is TransferTarget =>
  isObject(x) && typeof x.webId === 'number' && typeof x.url === 'string' && typeof x.name === 'string';

/** 世界导航（按分类分组的站点） GET /case/api/worldNav/list */
export function getWorldNav(): Promise<ApiResult<WorldNav>> {
  return load('/case/api/worldNav/list', undefined, isWorldNav, { tags: TAGS });
}

/** 跳转页目标地址（仅已收录站点） GET /case/api/worldNav/target */
export function getTransferTarget(webId: number): Promise<ApiResult<TransferTarget>> {
  return load('/case/api/worldNav/target', { webId }, isTransferTarget, { tags: [...TAGS, CACHE_TAGS.site(webId)] });
}
