import { envBasePath, renderSiteOrigin } from '@/lib/config';

declare global {
  interface Window {
    /** A global router base path, when the site is mounted below one. */
    __BASE_PATH__?: string;
  }
}

export type SearchType = 1 | 2 | 3 | 4;

/**
 * How to follow a search:
 *  - 'navigate' (default): the type's target in the same window;
 *  - 'searchOpen': the type's target in a new tab (SPEC §2);
 *  - 'searchLocation': the same window to the classify path, whatever the type (SPEC §2).
 */
export type SearchMode = 'navigate' | 'searchOpen' | 'searchLocation';

/** Labels of the header's type picker. SPEC gives only the targets; these names are ours. */
export const SEARCH_TYPES: readonly { type: SearchType; label: string }[] = [
  { type: 1, label: '案例' },
  { type: 2, label: '灵感图片' },
  { type: 3, label: '效果图' },
  { type: 4, label: '灵感图集' },
];

export const DEFAULT_SEARCH_TYPE: SearchType = 1;
/** Path and st code of the rendering site's search page (st 21 = renderings, SPEC §3). */
export const RENDER_SEARCH_PATH = '/searchResult';
export const RENDER_ST = 21;

export interface SearchTarget {
  url: string;
  newTab: boolean;
  /** Another site: follow with a full navigation, not the client router. */
  external: boolean;
}

/** Unknown or missing types fall back to 1 (the default). */
export function parseSearchType(value: unknown): SearchType {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : DEFAULT_SEARCH_TYPE;
}

/** A global base path if set (window.__BASE_PATH__, then NEXT_PUBLIC_BASE_PATH), else '/'. */
export function routerBase(): string {
  const fromWindow = typeof window !== 'undefined' ? window.__BASE_PATH__ : undefined;
  const base = (typeof fromWindow === 'string' && fromWindow.trim()) || envBasePath() || '/';
  const trimmed = base.replace(/\/+$/, '');
  return trimmed ? (trimmed.startsWith('/') ? `${trimmed}/` : `/${trimmed}/`) : '/';
}

/** A site path under the router base. */
export function withBase(path: string): string {
  return `${routerBase()}${path.replace(/^\/+/, '')}`;
}

export function classifyPath(keyword: string): string {
  return `/classify/0_0_1_0_0_0_${encodeURIComponent(keyword)}_0_0_0`;
}

/** SPEC §2 "Search targets by search type". */
export function searchTypeUrl(type: SearchType, keyword: string): { url: string; external: boolean } {
  const word = encodeURIComponent(keyword);
  switch (type) {
    case 2:
      return { url: withBase(`/searchCase/${word}?searchType=0`), external: false };
    case 3:
      return { url: `${renderSiteOrigin()}${RENDER_SEARCH_PATH}?keyword=${word}&st=${RENDER_ST}`, external: true };
    case 4:
      return { url: withBase(`/searchCase/${word}?searchType=1`), external: false };
    default:
      return { url: withBase(classifyPath(keyword)), external: false };
  }
}

export function searchTarget(type: SearchType, keyword: string, mode: SearchMode = 'navigate'): SearchTarget {
  if (mode === 'searchLocation') return { url: withBase(classifyPath(keyword)), newTab: false, external: false };
  const { url, external } = searchTypeUrl(type, keyword);
  return { url, external, newTab: mode === 'searchOpen' };
}
