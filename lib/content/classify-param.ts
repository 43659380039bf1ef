import type { SortOrder } from '@/lib/api/contract/kinds';
import { KEYWORD_LIMIT, type ColorName, type Orientation, type SearchSort } from '@/lib/api/contract/search';
import type { SearchUrlState } from '@/components/search';
import { MAX_PAGE } from './pagination';
import { MAX_ID } from '@/lib/route/params';

/**
 * The {classifyId} of /classify/{classifyId}: up to ten fields joined by '_', the shape the
 * header search writes (/classify/0_0_1_0_0_0_{keyword}_0_0_0, SPEC §2):
 *
 *   0 top category id (0 = all)   1 sub category id (0 = all)   2 page (≥ 1)
 *   3 sort: category 0 new, 1 hot, 2 download, 3 collect; search 0 综合, 1 最新, 2 最多下载
 *   4 vip: 0 all, 1 VIP, 2 free   5 tag id (0 = none)           6 keyword (0 = none)
 *   7 orientation (search only): 0 any, 1 横 h, 2 竖 v, 3 方 s          9 reserved, always 0
 *   8 colour (search only): 0 any, 1 red, 2 orange, 3 yellow, 4 green, 5 cyan, 6 blue,
 *     7 purple, 8 pink, 9 brown, 10 black, 11 white, 12 gray (the API's `color` values)
 *
 * All ids → a category page (all zeros: every category); text in the keyword field (or a bare
 * word) → the case search. A category URL may stop after any field (trailing defaults left out);
 * that short form is its canonical URL. A search URL always has all ten fields. Numbers have no
 * leading zeros, so every page has exactly one spelling; anything else is malformed (404).
 *
 * This module is the one parser and the one formatter of these URLs: the header search, the
 * page, its metadata and every filter link go through it.
 */
interface ClassifyFields {
  top: number;
  sub: number;
  page: number;
  vip: VipFilter;
  tagId: number;
}

/** A category page: a kind's list in one category (top 0: every case category). */
export interface CategoryUrl extends ClassifyFields {
  type: 'category';
  sort: SortOrder;
}

/** The case search (SPEC §2: the classify path with text instead of ids). */
export interface SearchUrl extends ClassifyFields {
  type: 'search';
  keyword: string;
  sort: SearchSort;
  /** Field 7; undefined = any. */
  orientation?: Orientation;
  /** Field 8; undefined = any. */
  color?: ColorName;
}

export type ClassifyUrl = CategoryUrl | SearchUrl;
export type VipFilter = 'all' | 'vip' | 'free';

const SORT_CODES: readonly SortOrder[] = ['new', 'hot', 'download', 'collect'];
/** Field 3 of a search URL: 0 is 综合, what the header writes. */
const SEARCH_SORT_CODES: readonly SearchSort[] = ['relevance', 'new', 'download'];
const VIP_CODES: readonly VipFilter[] = ['all', 'vip', 'free'];
/** Field 7: index = code; code 0 (any) has no API value. */
export const ORIENTATION_CODES: readonly (Orientation | undefined)[] = [undefined, 'h', 'v', 's'];
/** Field 8: index = code, in the order of the API's colour list; code 0 (any) has no API value. */
export const COLOR_CODES: readonly (ColorName | undefined)[] = [
  undefined, 'red', 'orange', 'yellow', 'green', 'cyan', 'blue', 'purple', 'pink', 'brown', 'black', 'white', 'gray',
];
const FIELDS = 10;
const KEYWORD_AT = 6;

const FIELD_DEFAULTS: ClassifyFields = { top: 0, sub: 0, page: 1, vip: 'all', tagId: 0 };

/** A category page, page 1 without filters (top 0: all categories). */
export function categoryUrl(top = 0, sub = 0): CategoryUrl {
  return { type: 'category', ...FIELD_DEFAULTS, top, sub, sort: 'new' };
}

/** The case search for a word, as the header writes it (综合, every filter off). */
export function searchUrl(keyword: string): SearchUrl {
  return { type: 'search', ...FIELD_DEFAULTS, keyword, sort: 'relevance' };
}

/** A canonical non-negative integer ("0" or no leading zero) within max, else null. */
function int(field: string, max: number): number | null {
  if (!/^(0|[1-9]\d{0,9})$/.test(field)) return null;
  const n = Number(field);
  return n <= max ? n : null;
}

/** Percent-decoding that tolerates text Next already decoded ("100%" stays "100%"). */
export function safeDecode(raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A usable search word: trimmed, 1..KEYWORD_LIMIT characters, no control characters. */
function cleanKeyword(text: string): string | null {
  const word = text.trim();
  if (!word || Array.from(word).length > KEYWORD_LIMIT || /[\u0000-\u001f\u007f]/.test(word)) return null;
  return word;
}

/** Fields 0-5 with the sort code still raw (its meaning depends on the URL's type). */
function numericFields(fields: readonly string[]): (ClassifyFields & { sortCode: number }) | null {
  const [top = '0', sub = '0', page = '1', sort = '0', vip = '0', tag = '0'] = fields;
  const p = {
    top: int(top, MAX_ID),
    sub: int(sub, MAX_ID),
    page: int(page, MAX_PAGE),
    sortCode: int(sort, SORT_CODES.length - 1),
    vip: int(vip, VIP_CODES.length - 1),
    tagId: int(tag, MAX_ID),
  };
  if (Object.values(p).some((v) => v === null) || p.page === 0) return null;
  // A sub category only under a top one.
  if (p.sub !== 0 && p.top === 0) return null;
  return { top: p.top!, sub: p.sub!, page: p.page!, sortCode: p.sortCode!, vip: VIP_CODES[p.vip!]!, tagId: p.tagId! };
}

function category(fields: ReturnType<typeof numericFields>): CategoryUrl | null {
  if (!fields) return null;
  const { sortCode, ...rest } = fields;
  return { type: 'category', ...rest, sort: SORT_CODES[sortCode]! };
}

/** Parses the route parameter; null when malformed (the page answers 404). */
export function parseClassifyId(raw: string): ClassifyUrl | null {
  const text = safeDecode(raw);
  if (!text || text.length > 400) return null;
  const parts = text.split('_');
  // A bare word ("/classify/卧室"): a search for it.
  if (parts.length === 1 && !/^\d+$/.test(text)) {
    const keyword = cleanKeyword(text);
    return keyword ? searchUrl(keyword) : null;
  }
  if (parts.length < FIELDS) {
    if (parts.length > KEYWORD_AT || parts.some((p) => p === '')) return null; // a partial search form: not a shape we write
    return category(numericFields(parts));
  }
  // Ten fields or more: the keyword may itself contain '_'.
  const tail = parts.slice(parts.length - 3);
  const word = parts.slice(KEYWORD_AT, parts.length - 3).join('_');
  const fields = numericFields(parts.slice(0, KEYWORD_AT));
  if (!fields) return null;
  if (word === '0') return tail.every((t) => t === '0') ? category(fields) : null;
  const ori = int(tail[0]!, ORIENTATION_CODES.length - 1);
  const color = int(tail[1]!, COLOR_CODES.length - 1);
  const keyword = cleanKeyword(word);
  const { sortCode, ...rest } = fields;
  const sort = SEARCH_SORT_CODES[sortCode];
  if (ori === null || color === null || tail[2] !== '0' || !keyword || !sort) return null;
  return { type: 'search', ...rest, keyword, sort, ...(ori ? { orientation: ORIENTATION_CODES[ori] } : {}), ...(color ? { color: COLOR_CODES[color] } : {}) };
}

/** The canonical {classifyId} of a classify URL. */
export function formatClassifyId(u: ClassifyUrl): string {
  const head = (sortCode: number) => [u.top, u.sub, u.page, sortCode, VIP_CODES.indexOf(u.vip), u.tagId].map(String);
  if (u.type === 'search') {
    const ori = u.orientation ? ORIENTATION_CODES.indexOf(u.orientation) : 0;
    const color = u.color ? COLOR_CODES.indexOf(u.color) : 0;
    return [...head(SEARCH_SORT_CODES.indexOf(u.sort)), encodeURIComponent(u.keyword), String(Math.max(ori, 0)), String(Math.max(color, 0)), '0'].join('_');
  }
  const fields = head(SORT_CODES.indexOf(u.sort));
  const defaults = ['0', '0', '1', '0', '0', '0'];
  let end = fields.length;
  while (end > 1 && fields[end - 1] === defaults[end - 1]) end--;
  return fields.slice(0, end).join('_');
}

/** /classify/{canonical id} of a classify URL, with changes (another page, sort ...). */
export function classifyHref<T extends ClassifyUrl>(u: T, change: Partial<T> = {}): string {
  return `/classify/${formatClassifyId({ ...u, ...change })}`;
}

/** The plain category page of a category (page 1, no filters); no argument: all categories. */
export function categoryHref(top = 0, sub = 0): string {
  return classifyHref(categoryUrl(top, sub));
}

/** The case search for a word (the header's search type 1). */
export function searchHref(keyword: string): string {
  return classifyHref(searchUrl(keyword));
}

/** A search URL's filters in the shape every search screen shares (FilterBar, the search call). */
export function searchStateOf(u: SearchUrl): SearchUrlState {
  return {
    keyword: u.keyword,
    classifyId: u.sub || u.top || undefined,
    tagId: u.tagId || undefined,
    vip: u.vip === 'all' ? undefined : u.vip,
    orientation: u.orientation,
    color: u.color,
    sort: u.sort,
    page: u.page,
  };
}

/** A search URL with changed filters; a chosen category replaces both category fields. */
export function searchUrlWith(u: SearchUrl, change: Partial<SearchUrlState>): SearchUrl {
  const s = { ...searchStateOf(u), ...change };
  const category = 'classifyId' in change ? { top: s.classifyId ?? 0, sub: 0 } : {};
  return { ...u, ...category, keyword: s.keyword, page: s.page, tagId: s.tagId ?? 0, vip: s.vip ?? 'all', orientation: s.orientation, color: s.color, sort: s.sort };
}

/** True when the raw parameter is already the canonical spelling (else the page redirects). */
export function isCanonicalClassifyId(raw: string, u: ClassifyUrl): boolean {
  const given = safeDecode(raw);
  const canonical = formatClassifyId(u);
  return given === canonical || given === safeDecode(canonical);
}
