import type { SiteChannel } from './contract/audience';
import type { BkDesignerList, BkEntry, BkHome, BkList, JhyPage, RelatedTopics, SitemapChunk, SitemapStats, SitemapType, TopicIndex } from './contract/seo';
import { isDesignerArray, isItemArray, isItemDetail, isNamed, isObject, isTitles } from './guards';
import { load, TAGS as CACHE_TAGS, type ApiResult } from './load';

const TAGS = [CACHE_TAGS.content, CACHE_TAGS.seo];

const isJhy = (x: unknown): x is JhyPage => isObject(x) && isItemDetail(x.topic) && isItemArray(x.items) && isTitles(x.relatedTopics);
const isBkHome = (x: unknown): x is BkHome =>
  isObject(x) && Array.isArray(x.classifies) && Array.isArray(x.designerClassifies) && isItemArray(x.hot) && isItemArray(x.latest) && isDesignerArray(x.designers);
const isBkList = (x: unknown): x is BkList => isObject(x) && isItemArray(x.list) && isNamed(x.classify) && typeof x.total === 'number';
const isBkDesignerList = (x: unknown): x is BkDesignerList => isObject(x) && isDesignerArray(x.list) && isNamed(x.classify) && typeof x.total === 'number';
const isBkEntry = (x: unknown): x is BkEntry => isObject(x) && isItemDetail(x.entry) && isTitles(x.related);
const isRelatedTopics = (x: unknown): x is RelatedTopics => isObject(x) && isTitles(x.topics);
const isTopicIndex = (x: unknown): x is TopicIndex =>
  isObject(x) && isTitles(x.list) && typeof x.total === 'number' && Array.isArray(x.classifies) && x.classifies.every((c) => isNamed(c) && typeof (c as { count?: unknown }).count === 'number');
const isStats = (x: unknown): x is SitemapStats => isObject(x) && Object.values(x).every((n) => typeof n === 'number');
const isChunk = (x: unknown): x is SitemapChunk =>
  isObject(x) && Array.isArray(x.entries) && x.entries.every((e) => isObject(e) && typeof e.id === 'number') && (x.nextAfterId === null || typeof x.nextAfterId === 'number');

/** SEO 专题页 GET /case/api/seo/jhy */
export function getJhy(id: number): Promise<ApiResult<JhyPage>> {
  return load('/case/api/seo/jhy', { id }, isJhy, { tags: [...TAGS, CACHE_TAGS.item(id)] });
}

/** 专题索引（classifyId 0 = 全部） GET /case/api/seo/jhy/list */
export function getTopicIndex(classifyId: number, page: number, pageSize: number): Promise<ApiResult<TopicIndex>> {
  return load('/case/api/seo/jhy/list', { classifyId, page, pageSize }, isTopicIndex, { tags: [...TAGS, CACHE_TAGS.jhy] });
}

/** What the related topics belong to: an item, a category page or a search keyword. */
export type TopicsOf = { itemId: number } | { kind: string; classifyId: number } | { keyword: string };

/** 相关专题 GET /case/api/seo/jhy/related */
export function getRelatedTopics(of: TopicsOf): Promise<ApiResult<RelatedTopics>> {
  return load('/case/api/seo/jhy/related', of, isRelatedTopics, { tags: [...TAGS, CACHE_TAGS.jhy] });
}

/** 百科首页（分类、热门、最新、设计师） GET /case/api/bk/home */
export function getBkHome(): Promise<ApiResult<BkHome>> {
  return load('/case/api/bk/home', undefined, isBkHome, { tags: [...TAGS, CACHE_TAGS.bk] });
}

/** 百科分类词条分页 GET /case/api/bk/list */
export function getBkList(classifyId: number, page: number, pageSize: number): Promise<ApiResult<BkList>> {
  return load('/case/api/bk/list', { classifyId, page, pageSize }, isBkList, { tags: [...TAGS, CACHE_TAGS.bk] });
}

/** 百科设计师分类分页 GET /case/api/bk/designers */
export function getBkDesigners(classifyId: number, page: number, pageSize: number): Promise<ApiResult<BkDesignerList>> {
  return load('/case/api/bk/designers', { classifyId, page, pageSize }, isBkDesignerList, { tags: [...TAGS, CACHE_TAGS.bk, CACHE_TAGS.designers] });
}

/** 百科词条 GET /case/api/bk/entry */
export function getBkEntry(id: number): Promise<ApiResult<BkEntry>> {
  return load('/case/api/bk/entry', { id }, isBkEntry, { tags: [...TAGS, CACHE_TAGS.bk, CACHE_TAGS.item(id)] });
}

/** 站点地图：各类型 URL 数量 GET /case/api/seo/sitemap/stats */
export function getSitemapStats(): Promise<ApiResult<SitemapStats>> {
  return load('/case/api/seo/sitemap/stats', undefined, isStats, { tags: [...TAGS, CACHE_TAGS.sitemap] });
}

/** 站点地图：按 id 递增的键集分页 GET /case/api/seo/sitemap */
export function getSitemapChunk(type: SitemapType, afterId: number, limit: number, channel?: SiteChannel): Promise<ApiResult<SitemapChunk>> {
  return load('/case/api/seo/sitemap', { type, afterId, limit, channel }, isChunk, { tags: [...TAGS, CACHE_TAGS.sitemap] });
}
