import type { ContentKind } from '@/lib/api/contract/kinds';
import type { KindFacet } from '@/lib/api/contract/search';
import { envBasePath, renderSiteOrigin } from '@/lib/config';
import { parseClassifyId, safeDecode, searchHref } from '@/lib/content/classify-param';

declare global {
  interface Window {
    /** A global router base path, when the site is mounted below one. */
    __BASE_PATH__?: string;
  }
}

/**
 * SPEC §2's search types 1–4, and 5 = 模型: type 3's rendering-site search narrowed to the 3D and
 * SU models (its `kind` parameter), so the header reaches models in one step.
 */
export type SearchType = 1 | 2 | 3 | 4 | 5;

/**
 * How to follow a search:
 *  - 'navigate' (default): the type's target in the same window;
 *  - 'searchOpen': the type's target in a new tab (SPEC §2);
 *  - 'searchLocation': the same window to the classify path, whatever the type (SPEC §2).
 */
type SearchMode = 'navigate' | 'searchOpen' | 'searchLocation';

/** The header search box's placeholder until the placeholder carousel has words (use-placeholder-carousel.ts). */
export const DEFAULT_PLACEHOLDER = '搜索案例、模型、灵感图片';

/** Labels of the header's type picker. SPEC gives only the targets; these names are ours. */
export const SEARCH_TYPES: readonly { type: SearchType; label: string }[] = [
  { type: 1, label: '案例' },
  { type: 2, label: '灵感图片' },
  { type: 3, label: '效果图' },
  { type: 4, label: '灵感图集' },
  { type: 5, label: '模型' },
];

/** The `kind` of the rendering search page that lists both kinds of model (3D and SU). */
export const MODEL_KIND = 'model';

/** The SPEC search type a type's words come from (5, the models, searches on type 3's site). */
export function specSearchType(type: SearchType): 1 | 2 | 3 | 4 {
  return type === 5 ? 3 : type;
}

const DEFAULT_SEARCH_TYPE: SearchType = 1;
/** Path and st code of the rendering site's search page (st 21 = renderings, SPEC §3). */
const RENDER_SEARCH_PATH = '/searchResult';
const RENDER_ST = 21;

interface SearchTarget {
  url: string;
  newTab: boolean;
  /** Another site: follow with a full navigation, not the client router. */
  external: boolean;
}

/** Unknown or missing types fall back to 1 (the default). */
export function parseSearchType(value: unknown): SearchType {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 || n === 4 || n === 5 ? n : DEFAULT_SEARCH_TYPE;
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

/** /searchCase/{keyword}?searchType=… — 0 inspiration pictures (type 2), 1 picture sets (type 4). */
export function searchCaseHref(keyword: string, searchType: '0' | '1'): string {
  return `/searchCase/${encodeURIComponent(keyword)}?searchType=${searchType}`;
}

/** The rendering search page (type 3), optionally narrowed to one of its kinds. */
function renderSearchHref(keyword: string, kind?: string): string {
  return `${RENDER_SEARCH_PATH}?keyword=${encodeURIComponent(keyword)}&st=${RENDER_ST}${kind ? `&kind=${kind}` : ''}`;
}

/**
 * The results page of one kind for a word, for the kinds that have one: where an empty search
 * sends the reader when another kind has hits.
 */
const KIND_SEARCH_PAGES: Partial<Record<ContentKind, (keyword: string) => string>> = {
  case: searchHref,
  pin: (w) => searchCaseHref(w, '0'),
  pics: (w) => searchCaseHref(w, '1'),
  jhy: (w) => renderSearchHref(w, 'jhy'),
  '3d': (w) => renderSearchHref(w, '3d'),
  su: (w) => renderSearchHref(w, 'su'),
  tietu: (w) => renderSearchHref(w, 'tietu'),
  sgt: (w) => renderSearchHref(w, 'sgt'),
  wenben: (w) => renderSearchHref(w, 'wenben'),
};

/** Model kinds the rendering search page lists when its kind asks for them (a word such as 沙发 names models). */
export const MODEL_SEARCH_KINDS: readonly string[] = ['3d', 'su'];

/**
 * Kinds the rendering search page also lists one at a time, each under its own name: no header
 * type names them, so their results are reached from another search's cross-kind answer (节点大样
 * → 施工图). Their area homes (/tietu, /sgt, /wenben) have no search of their own.
 */
export const MATERIAL_SEARCH_KINDS: Readonly<Record<string, string>> = { tietu: '贴图', sgt: '施工图', wenben: '方案文本' };

/** The site path listing `kind`'s results for a word, or null when the kind has no search page. */
export function kindSearchHref(kind: ContentKind, keyword: string): string | null {
  return KIND_SEARCH_PAGES[kind]?.(keyword) ?? null;
}

interface KindHits {
  kind: ContentKind;
  label: string;
  /** As the API counts it (capped at 99). */
  count: number;
  href: string;
}

/** The kinds other than `searched` that have hits for the word, each with its results page. */
export function otherKindHits(facets: readonly KindFacet[], searched: readonly string[], keyword: string): KindHits[] {
  return facets.flatMap((f) => {
    const href = searched.includes(f.kind) || f.count <= 0 ? null : kindSearchHref(f.kind, keyword);
    return href ? [{ kind: f.kind, label: f.name, count: f.count, href }] : [];
  });
}

/** SPEC §2 "Search targets by search type". */
export function searchTypeUrl(type: SearchType, keyword: string): { url: string; external: boolean } {
  switch (type) {
    case 2:
      return { url: withBase(searchCaseHref(keyword, '0')), external: false };
    case 3:
      return { url: `${renderSiteOrigin()}${renderSearchHref(keyword)}`, external: true };
    case 4:
      return { url: withBase(searchCaseHref(keyword, '1')), external: false };
    case 5:
      return { url: `${renderSiteOrigin()}${renderSearchHref(keyword, MODEL_KIND)}`, external: true };
    default:
      return { url: withBase(searchHref(keyword)), external: false };
  }
}

export function searchTarget(type: SearchType, keyword: string, mode: SearchMode = 'navigate'): SearchTarget {
  if (mode === 'searchLocation') return { url: withBase(searchHref(keyword)), newTab: false, external: false };
  const { url, external } = searchTypeUrl(type, keyword);
  return { url, external, newTab: mode === 'searchOpen' };
}

/**
 * The search a results page shows, read back from its URL (the inverse of `searchTypeUrl`), so
 * the header's box shows the keyword and type of the page: /classify/{search} (1),
 * /searchCase/{word}?searchType=0|1 (2 | 4), /searchResult?keyword=…&st=21 (3, the rendering
 * site; 5 with kind=model|3d|su; type null with kind=tietu|sgt|wenben, which no type names),
 * /fusePage/fuseSearch/{word} (1). null on any other page.
 */
export function searchOfUrl(pathname: string, search: string): { type: SearchType | null; keyword: string } | null {
  const path = pathname.replace(/\/+$/, '');
  const params = new URLSearchParams(search);
  const segment = (prefix: string) => (path.startsWith(prefix) && !path.slice(prefix.length).includes('/') ? path.slice(prefix.length) : null);
  const classify = segment('/classify/');
  if (classify) {
    const u = parseClassifyId(classify);
    return u?.type === 'search' ? { type: 1, keyword: u.keyword } : null;
  }
  const scase = segment('/searchCase/');
  if (scase) {
    const keyword = safeDecode(scase).trim();
    return keyword ? { type: params.get('searchType') === '1' ? 4 : 2, keyword } : null;
  }
  if (path === RENDER_SEARCH_PATH) {
    const keyword = (params.get('keyword') ?? '').trim();
    // A page of models (3D, SU or both) is the models type, not 效果图.
    const kind = params.get('kind');
    // A page of textures, drawings or texts: no header type names it (null keeps the box's type).
    if (kind !== null && Object.prototype.hasOwnProperty.call(MATERIAL_SEARCH_KINDS, kind)) return keyword ? { type: null, keyword } : null;
    return keyword ? { type: kind === MODEL_KIND || (kind !== null && MODEL_SEARCH_KINDS.includes(kind)) ? 5 : 3, keyword } : null;
  }
  const fuse = segment('/fusePage/fuseSearch/');
  if (fuse) {
    const keyword = safeDecode(fuse).trim();
    return keyword ? { type: 1, keyword } : null;
  }
  return null;
}
