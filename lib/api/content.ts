import type { CaseNewHome, ContentListQuery, DayUpdate, HomeChannel, HomeFeed, ItemDetail, ItemPage, RankList } from './contract/content';
import type { SiteChannel } from './contract/audience';
import type { ContentKind, SortOrder } from './contract/kinds';
import { isItemArray, isItemDetail, isItemPage, isObject } from './guards';
import { load, TAGS, type ApiResult } from './load';
import { PAGE_SIZE } from '@/lib/policy';



const isHomeFeed = (x: unknown): x is HomeFeed =>
  isObject(x) &&
  Array.isArray(x.banners) &&
  Array.isArray(x.classifies) &&
  Array.isArray(x.sections) &&
  x.sections.every((s) => isObject(s) && typeof s.title === 'string' && isItemArray(s.list));


const isDayUpdate = (x: unknown): x is DayUpdate =>
  isObject(x) && Array.isArray(x.days) && typeof x.date === 'string' && isItemPage(x.list);

const isRankList = (x: unknown): x is RankList => isItemPage(x) && isObject(x) && typeof x.title === 'string';

const isCaseNewHome = (x: unknown): x is CaseNewHome =>
  isObject(x) &&
  Array.isArray(x.classifies) &&
  Array.isArray(x.sections) &&
  x.sections.every((s) => isObject(s) && isItemArray(s.list)) &&
  isItemArray(x.latest);

/** 频道首页内容（轮播、分类、推荐分区） GET /case/api/content/home */
export function getHomeFeed(channel: HomeChannel, audience?: SiteChannel): Promise<ApiResult<HomeFeed>> {
  return load('/case/api/content/home', { channel, audience }, isHomeFeed, { tags: [TAGS.content, TAGS.home(channel)] });
}

/** 内容列表（按类型/分类/标签/关键词，分页排序） GET /case/api/content/list */
export function getContentList(query: ContentListQuery): Promise<ApiResult<ItemPage>> {
  return load('/case/api/content/list', { pageSize: PAGE_SIZE, ...query }, isItemPage, { tags: [TAGS.content] });
}

/** 内容详情（图片、参数、作者、标签、相关推荐） GET /case/api/content/detail */
export function getItemDetail(id: number, kind?: ContentKind): Promise<ApiResult<ItemDetail>> {
  return load('/case/api/content/detail', { id, kind }, isItemDetail, { tags: [TAGS.content, TAGS.item(id)] });
}

/** 每日更新（近30天每日数量 + 某日更新列表） GET /case/api/content/dayUpdate */
export function getDayUpdate(query: { date?: string; kind?: ContentKind; page?: number; pageSize?: number; audience?: SiteChannel }): Promise<ApiResult<DayUpdate>> {
  return load('/case/api/content/dayUpdate', { pageSize: PAGE_SIZE, ...query }, isDayUpdate, { tags: [TAGS.content] });
}

/** 榜单列表 /listPage/{type}/{rankName} GET /case/api/content/rank */
export function getRankList(query: { kind: ContentKind; rank: SortOrder; page?: number; pageSize?: number; audience?: SiteChannel }): Promise<ApiResult<RankList>> {
  return load('/case/api/content/rank', { pageSize: PAGE_SIZE, ...query }, isRankList, { tags: [TAGS.content] });
}

/** 新版案例首页（分类分区 + 最新案例） GET /case/api/content/caseNewHome */
export function getCaseNewHome(classifyId: number): Promise<ApiResult<CaseNewHome>> {
  return load('/case/api/content/caseNewHome', { classifyId }, isCaseNewHome, { tags: [TAGS.content, TAGS.classify] });
}
