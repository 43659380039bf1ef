import { KEYWORD_LIMIT, type ColorName, type Orientation, type SearchSort, type SearchVip } from '@/lib/api/contract/search';
import { MAX_ID } from '@/lib/route/params';

/** The filters of a search page as they appear in its URL. */
export interface SearchUrlState {
  keyword: string;
  kind?: string;
  classifyId?: number;
  tagId?: number;
  vip?: SearchVip;
  orientation?: Orientation;
  color?: ColorName;
  sort: SearchSort;
  page: number;
}

export const COLORS: readonly { value: ColorName; label: string; hex: string }[] = [
  { value: 'white', label: '白色', hex: '#f4f4f4' }, { value: 'black', label: '黑色', hex: '#222222' }, { value: 'gray', label: '灰色', hex: '#9e9e9e' },
  { value: 'brown', label: '棕色', hex: '#8b5e3c' }, { value: 'red', label: '红色', hex: '#d64545' }, { value: 'orange', label: '橙色', hex: '#f08c2e' },
  { value: 'yellow', label: '黄色', hex: '#f2c94c' }, { value: 'green', label: '绿色', hex: '#4f9d69' }, { value: 'cyan', label: '青色', hex: '#3bb3b3' },
  { value: 'blue', label: '蓝色', hex: '#3f6fd8' }, { value: 'purple', label: '紫色', hex: '#8e5cc4' }, { value: 'pink', label: '粉色', hex: '#e884a8' },
];
export const ORIENTATIONS: readonly { value: Orientation; label: string }[] = [{ value: 'h', label: '横图' }, { value: 'v', label: '竖图' }, { value: 's', label: '方图' }];
export const SORTS: readonly { value: SearchSort; label: string }[] = [{ value: 'relevance', label: '综合' }, { value: 'new', label: '最新' }, { value: 'download', label: '最多下载' }];
export const VIPS: readonly { value: SearchVip; label: string }[] = [{ value: 'free', label: '免费' }, { value: 'vip', label: 'VIP' }];
export const SEARCH_MAX_PAGE = 400;

type Query = Record<string, string | string[] | undefined>;

function one(q: Query, key: string): string | undefined {
  const v = q[key];
  return Array.isArray(v) ? v[0] : v;
}

function posInt(v: string | undefined, max: number): number | undefined | null {
  if (v === undefined || v === '') return undefined;
  return /^[1-9]\d{0,9}$/.test(v) && Number(v) <= max ? Number(v) : null;
}

/**
 * The filters from a search page's query string (ori, color, kind, cat, tag, vip, sort, page).
 * null when a value is malformed, so the page answers a real 404 instead of guessing.
 */
export function parseSearchQuery(q: Query, keyword: string, allowed: { kinds?: readonly string[] } = {}): SearchUrlState | null {
  const kind = one(q, 'kind');
  const classifyId = posInt(one(q, 'cat'), MAX_ID);
  const tagId = posInt(one(q, 'tag'), 999_999);
  const page = posInt(one(q, 'page'), SEARCH_MAX_PAGE);
  const vip = one(q, 'vip');
  const ori = one(q, 'ori');
  const color = one(q, 'color');
  const sort = one(q, 'sort');
  if (classifyId === null || tagId === null || page === null) return null;
  if (kind !== undefined && !(allowed.kinds ?? []).includes(kind)) return null;
  if (vip !== undefined && !VIPS.some((v) => v.value === vip)) return null;
  if (ori !== undefined && !ORIENTATIONS.some((o) => o.value === ori)) return null;
  if (color !== undefined && !COLORS.some((c) => c.value === color)) return null;
  if (sort !== undefined && !SORTS.some((s) => s.value === sort)) return null;
  return {
    keyword,
    kind,
    classifyId,
    tagId,
    vip: vip as SearchVip | undefined,
    orientation: ori as Orientation | undefined,
    color: color as ColorName | undefined,
    sort: (sort as SearchSort | undefined) ?? 'relevance',
    page: page ?? 1,
  };
}

/** The query string of a state (defaults left out; page 1 has no page parameter). */
export function searchQueryString(s: Omit<SearchUrlState, 'keyword'>, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams(extra);
  if (s.kind) p.set('kind', s.kind);
  if (s.classifyId) p.set('cat', String(s.classifyId));
  if (s.tagId) p.set('tag', String(s.tagId));
  if (s.vip) p.set('vip', s.vip);
  if (s.orientation) p.set('ori', s.orientation);
  if (s.color) p.set('color', s.color);
  if (s.sort !== 'relevance') p.set('sort', s.sort);
  if (s.page > 1) p.set('page', String(s.page));
  const text = p.toString();
  return text ? `?${text}` : '';
}

/** Keyword as typed, cut to the API's limit (a 10,000-character URL still renders a page). */
export function limitKeyword(raw: string): { keyword: string; cut: boolean } {
  const chars = Array.from(raw.trim().replace(/\s+/g, ' '));
  return { keyword: chars.slice(0, KEYWORD_LIMIT).join(''), cut: chars.length > KEYWORD_LIMIT };
}
