import { CHANNEL_NAMES, type Channel } from './hosts';
import { parsePageUrl } from './page-url';

/**
 * Page-type labels for analytics (SPEC §2 "Page-type naming"): the first reading of the rules.
 * The "another reading of path shapes" is a separate classifier in ./path-shape.ts — the two
 * readings disagree on classify ids (search here, category there) and on the fallback
 * ('other' here, 'unknown' there), so we keep both rather than blend them.
 *
 * Precedence, first match wins:
 *  1. search trigger: the path + query contains "searchResult" or "classify", or there is a
 *     `keyword` query parameter ("any URL" — the root and area pages included). The first
 *     segment names the search if it is a search area; a classify path whose fourth
 *     underscore/slash-separated part from the end is not "0" is the case search.
 *  2. root path: the channel home.
 *  3. detail: a detail area as first segment plus at least one more (/tietu/x); this site's
 *     /detail/{id}/{kind} by its kind (SITE_DETAIL_KINDS).
 *  4. home: a home area as first segment (/tietu; deeper paths of home-only areas, /3d/2, too).
 *  5. search by first segment alone (/searchCase/x, /3dmoxing).
 *  6. anything else: 'other'.
 */

type PageKind = 'home' | 'detail' | 'search' | 'other';

interface PageType {
  kind: PageKind;
  /** The first path segment that decided it ('' for the root; null when none did). */
  area: string | null;
  /** Chinese page-type name used in the label. */
  name: string;
}

export const CHANNEL_HOME_NAME = '首页';
export const OTHER_NAME = '其他';
export const GENERIC_SEARCH_NAME = '搜索页';
export const CASE_SEARCH_NAME = '案例搜索页';

const HOME_AREAS: Record<string, string> = {
  '3d': '3D模型首页',
  su: 'SU模型首页',
  news: '案例首页',
  pin: '灵感首页',
  tietu: '贴图首页',
  sgt: 'CAD首页',
  wenben: '方案文本首页',
};

const DETAIL_AREAS: Record<string, string> = {
  '3dmoxing': '3D模型详情页',
  sumoxing: 'SU模型详情页',
  detail_news: '案例详情页',
  linggan: '灵感详情页',
  detail_pin: '灵感图集详情页',
  tietu: '贴图详情页',
  sgt: 'CAD详情页',
  wenben: '方案文本详情页',
};

const SEARCH_AREAS: Record<string, string> = {
  searchResult: '综合搜索页',
  '3dmoxing': '3D模型搜索页',
  sumoxing: 'SU模型搜索页',
  classify: '分类搜索页',
  searchCase: '案例库搜索页',
  tietu: '贴图搜索页',
  sgt: 'CAD搜索页',
  wenben: '方案文本搜索页',
};

/**
 * This site's item details live at /detail/{id}/{kind} (SPEC §2 route table), a path the label
 * rules do not name: our reading labels them with the kind's detail name, so the analytics of a
 * 3D model's detail say 3D模型详情页 whichever URL family shows it. Unknown kinds stay 'other'.
 */
const SITE_DETAIL_KINDS: Record<string, string> = {
  case: DETAIL_AREAS.detail_news!,
  pin: DETAIL_AREAS.linggan!,
  pics: DETAIL_AREAS.detail_pin!,
  '3d': DETAIL_AREAS['3dmoxing']!,
  su: DETAIL_AREAS.sumoxing!,
  tietu: DETAIL_AREAS.tietu!,
  sgt: DETAIL_AREAS.sgt!,
  wenben: DETAIL_AREAS.wenben!,
  artDevice: '艺术装置详情页',
  article: '公众号文章详情页',
};

const own = (table: Record<string, string>, key: string | undefined): key is string =>
  key !== undefined && Object.prototype.hasOwnProperty.call(table, key);

/** "Any URL containing searchResult or classify, or having a keyword query parameter". */
export function isSearchUrl(input: string | URL): boolean {
  const { text, query } = parsePageUrl(input);
  return text.includes('searchResult') || text.includes('classify') || query.has('keyword');
}

/**
 * Case search: a classify path whose fourth part from the end is not '0'. The parts are the
 * classify id's underscore-separated fields (the search target is
 * /classify/0_0_1_0_0_0_{keyword}_0_0_0, so that field is the keyword); slashes count too.
 * Fewer than four parts: not a case search.
 */
export function isCaseSearch(input: string | URL): boolean {
  const { segments } = parsePageUrl(input);
  if (segments[0] !== 'classify') return false;
  const parts = segments.slice(1).join('/').split(/[_/]/);
  return parts.length >= 4 && parts[parts.length - 4] !== '0';
}

export function pageType(input: string | URL): PageType {
  const { segments } = parsePageUrl(input);
  const first = segments[0];
  if (isSearchUrl(input)) {
    if (first === 'classify' && isCaseSearch(input)) return { kind: 'search', area: first, name: CASE_SEARCH_NAME };
    if (own(SEARCH_AREAS, first)) return { kind: 'search', area: first, name: SEARCH_AREAS[first] };
    return { kind: 'search', area: null, name: GENERIC_SEARCH_NAME };
  }
  if (!first) return { kind: 'home', area: '', name: CHANNEL_HOME_NAME };
  if (first === 'detail' && segments.length === 3 && own(SITE_DETAIL_KINDS, segments[2])) return { kind: 'detail', area: first, name: SITE_DETAIL_KINDS[segments[2]] };
  if (segments.length >= 2 && own(DETAIL_AREAS, first)) return { kind: 'detail', area: first, name: DETAIL_AREAS[first] };
  if (own(HOME_AREAS, first)) return { kind: 'home', area: first, name: HOME_AREAS[first] };
  if (own(SEARCH_AREAS, first)) return { kind: 'search', area: first, name: SEARCH_AREAS[first] };
  return { kind: 'other', area: null, name: OTHER_NAME };
}

/** "Channel name, then page type", e.g. 建筑-3D模型详情页. */
export function formatPageLabel(channel: Channel, name: string): string {
  return `${CHANNEL_NAMES[channel]}-${name}`;
}

export function pageTypeLabel(channel: Channel, input: string | URL): string {
  return formatPageLabel(channel, pageType(input).name);
}
