import { http } from '@/lib/http';
import type { Page } from './envelope';
import type { SiteChannel } from './contract/audience';
import type { ContentListQuery, ItemSummary } from './contract/content';
import type { ContentKind, SortOrder } from './contract/kinds';
import { isItemPage, isObject } from './guards';
import { PAGE_SIZE } from '@/lib/policy';
import { toResult, type ApiResult } from './load';

/**
 * Where a waterfall's further pages come from. Serializable, so a server page can hand it to
 * the infinite-loading island, which then calls the API from the browser (CORS with credentials).
 */
export type FeedSource =
  | { type: 'list'; query: Omit<ContentListQuery, 'page' | 'pageSize'> }
  | { type: 'rank'; kind: ContentKind; rank: SortOrder; audience?: SiteChannel }
  | { type: 'recommend'; id: number }
  | { type: 'dayUpdate'; date: string; audience?: SiteChannel };

export type ItemSummaryPage = Page<ItemSummary>;

const isPage = (x: unknown): x is ItemSummaryPage => isItemPage(x);
const hasPageAt = (key: 'list') => (x: unknown): x is Record<typeof key, ItemSummaryPage> => isObject(x) && isPage(x[key]);

function request(source: FeedSource, page: number, signal?: AbortSignal): Promise<ApiResult<ItemSummaryPage>> {
  const opts = { signal };
  switch (source.type) {
    case 'list':
      return http.get('/case/api/content/list', { ...source.query, page, pageSize: PAGE_SIZE }, opts).then((r) => toResult(r, isPage));
    case 'rank':
      return http.get('/case/api/content/rank', { kind: source.kind, rank: source.rank, audience: source.audience, page, pageSize: PAGE_SIZE }, opts).then((r) => toResult(r, isPage));
    case 'recommend':
      return http.get('/case/api/recommend/detail', { id: source.id, page, pageSize: PAGE_SIZE }, opts).then((r) => unwrapList(toResult(r, hasPageAt('list'))));
    case 'dayUpdate':
      return http.get('/case/api/content/dayUpdate', { date: source.date, audience: source.audience, page, pageSize: PAGE_SIZE }, opts).then((r) => unwrapList(toResult(r, hasPageAt('list'))));
  }
}

function unwrapList(result: ApiResult<{ list: ItemSummaryPage }>): ApiResult<ItemSummaryPage> {
  return result.ok ? { ok: true, data: result.data.list } : result;
}

/** 瀑布流下一页（浏览器端无限加载） GET /case/api/content/list | rank | recommend/detail | dayUpdate */
export function fetchFeedPage(source: FeedSource, page: number, signal?: AbortSignal): Promise<ApiResult<ItemSummaryPage>> {
  return request(source, page, signal);
}
