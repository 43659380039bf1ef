import type { SortOrder } from '@/lib/api/contract/kinds';
import type { ColorName, Orientation } from '@/lib/api/contract/search';
import { MAX_PAGE } from './pagination';

/**
 * The {classifyId} of /classify/{classifyId}: up to ten fields joined by '_', the shape the
 * header search already writes (/classify/0_0_1_0_0_0_{keyword}_0_0_0, SPEC §2):
 *
 *   0 top category id (0 = all)   1 sub category id (0 = all)   2 page (≥ 1)
 *   3 sort: 0 new, 1 hot, 2 download, 3 collect                 4 vip: 0 all, 1 VIP, 2 free
 *   5 tag id (0 = none)           6 keyword (0 = none)
 *   7 orientation (search only): 0 any, 1 横 h, 2 竖 v, 3 方 s          9 reserved, always 0
 *   8 colour (search only): 0 any, 1 red, 2 orange, 3 yellow, 4 green, 5 cyan, 6 blue,
 *     7 purple, 8 pink, 9 brown, 10 black, 11 white, 12 gray (the API's `color` values)
 *
 * All ids → the category page; text in the keyword field (or a bare word) → the search page.
 * Fields 7 and 8 are the search API's orientation / color filters; a category URL has 0 there.
 * A category URL may stop after any field (trailing defaults left out); that short form is its
 * canonical URL. A search URL always has all ten fields. Numbers have no leading zeros, so every
 * page has exactly one spelling; anything else is malformed (404).
 */
export interface ClassifyParams {
  top: number;
  sub: number;
  page: number;
  sort: SortOrder;
  vip: VipFilter;
  tagId: number;
  /** null: a category page. */
  keyword: string | null;
  /** Search only (field 7); undefined = any. */
  orientation?: Orientation;
  /** Search only (field 8); undefined = any. */
  color?: ColorName;
}

export type VipFilter = 'all' | 'vip' | 'free';

export const SORT_CODES: readonly SortOrder[] = ['new', 'hot', 'download', 'collect'];
export const VIP_CODES: readonly VipFilter[] = ['all', 'vip', 'free'];
/** Field 7: index = code; code 0 (any) has no API value. */
export const ORIENTATION_CODES: readonly (Orientation | undefined)[] = [undefined, 'h', 'v', 's'];
/** Field 8: index = code, in the order of the API's colour list; code 0 (any) has no API value. */
export const COLOR_CODES: readonly (ColorName | undefined)[] = [
  undefined, 'red', 'orange', 'yellow', 'green', 'cyan', 'blue', 'purple', 'pink', 'brown', 'black', 'white', 'gray',
];
export const KEYWORD_MAX = 50;
const MAX_ID = 2_147_483_647;
const FIELDS = 10;
const KEYWORD_AT = 6;

const DEFAULTS: ClassifyParams = { top: 0, sub: 0, page: 1, sort: 'new', vip: 'all', tagId: 0, keyword: null };

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

/** A usable search word: trimmed, 1..KEYWORD_MAX characters, no control characters. */
export function cleanKeyword(text: string): string | null {
  const word = text.trim();
  if (!word || Array.from(word).length > KEYWORD_MAX || /[\u0000-\u001f\u007f]/.test(word)) return null;
  return word;
}

function numericFields(fields: readonly string[]): Omit<ClassifyParams, 'keyword'> | null {
  const [top = '0', sub = '0', page = '1', sort = '0', vip = '0', tag = '0'] = fields;
  const p = {
    top: int(top, MAX_ID),
    sub: int(sub, MAX_ID),
    page: int(page, MAX_PAGE),
    sort: int(sort, SORT_CODES.length - 1),
    vip: int(vip, VIP_CODES.length - 1),
    tagId: int(tag, MAX_ID),
  };
  if (Object.values(p).some((v) => v === null) || p.page === 0) return null;
  return { top: p.top!, sub: p.sub!, page: p.page!, sort: SORT_CODES[p.sort!], vip: VIP_CODES[p.vip!], tagId: p.tagId! };
}

/** Parses the route parameter; null when malformed. */
export function parseClassifyId(raw: string): ClassifyParams | null {
  const text = safeDecode(raw);
  if (!text || text.length > 400) return null;
  const parts = text.split('_');
  // A bare word ("/classify/卧室"): a search for it.
  if (parts.length === 1 && !/^\d+$/.test(text)) {
    const keyword = cleanKeyword(text);
    return keyword ? { ...DEFAULTS, keyword } : null;
  }
  if (parts.length < FIELDS) {
    if (parts.length > KEYWORD_AT) return null; // a partial search form: not a shape we write
    const numbers = numericFields(parts);
    if (!numbers || parts.some((p) => p === '')) return null;
    return validCategory({ ...numbers, keyword: null });
  }
  // Ten fields or more: the keyword may itself contain '_'.
  const head = parts.slice(0, KEYWORD_AT);
  const tail = parts.slice(parts.length - 3);
  const word = parts.slice(KEYWORD_AT, parts.length - 3).join('_');
  const numbers = numericFields(head);
  if (!numbers) return null;
  if (word === '0') return tail.every((t) => t === '0') ? validCategory({ ...numbers, keyword: null }) : null;
  const ori = int(tail[0]!, ORIENTATION_CODES.length - 1);
  const color = int(tail[1]!, COLOR_CODES.length - 1);
  if (ori === null || color === null || tail[2] !== '0') return null;
  const keyword = cleanKeyword(word);
  if (!keyword) return null;
  if (numbers.sub !== 0 && numbers.top === 0) return null;
  return { ...numbers, keyword, ...(ori ? { orientation: ORIENTATION_CODES[ori] } : {}), ...(color ? { color: COLOR_CODES[color] } : {}) };
}

/** A category page needs a top category; a sub category only under one. */
function validCategory(p: ClassifyParams): ClassifyParams | null {
  return p.top === 0 ? null : p;
}

/** The canonical {classifyId} of these parameters. */
export function formatClassifyId(p: ClassifyParams): string {
  const fields = [p.top, p.sub, p.page, SORT_CODES.indexOf(p.sort), VIP_CODES.indexOf(p.vip), p.tagId].map(String);
  if (p.keyword !== null) {
    const ori = p.orientation ? ORIENTATION_CODES.indexOf(p.orientation) : 0;
    const color = p.color ? COLOR_CODES.indexOf(p.color) : 0;
    return [...fields, encodeURIComponent(p.keyword), String(Math.max(ori, 0)), String(Math.max(color, 0)), '0'].join('_');
  }
  const defaults = ['0', '0', '1', '0', '0', '0'];
  let end = fields.length;
  while (end > 1 && fields[end - 1] === defaults[end - 1]) end--;
  return fields.slice(0, end).join('_');
}

/** /classify/{canonical id} of these parameters, with overrides (another page, sort ...). */
export function classifyHref(p: ClassifyParams, change: Partial<ClassifyParams> = {}): string {
  return `/classify/${formatClassifyId({ ...p, ...change })}`;
}

/** The plain category page of a category (page 1, no filters). */
export function categoryHref(top: number, sub = 0): string {
  return classifyHref({ ...DEFAULTS, top, sub });
}

/** True when the raw parameter is already the canonical spelling (else the page redirects). */
export function isCanonicalClassifyId(raw: string, p: ClassifyParams): boolean {
  const given = safeDecode(raw);
  const canonical = formatClassifyId(p);
  return given === canonical || given === safeDecode(canonical);
}
