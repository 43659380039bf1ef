import { MAX_PAGE, pagePath, parseNumberParts } from '@/lib/route/params';

/**
 * The list screens whose filters live in the path (one crawlable URL per filter and page):
 *
 *   /magazine/{view}_{classifyId}_{sort}_{page}    SPEC §2 "4 numbers": view 0 杂志 / 1 最新期刊,
 *                                                  classifyId 0 = all, sort 0 热门 / 1 最新
 *   /artDesign/{tab}_{classifyId}_{page}           SPEC §2 "3 numbers": tab 0 艺术设计 / 1 产品设计
 *   /topTeacher/{field}[/{page}]                   field 0 = all, 1 建筑 … 5 艺术
 *   /material/{classifyId}[/{page}]                classifyId 0 = all materials
 *   /artDevice/{page}
 *
 * Where a page number is its own trailing segment, page 1 has none (lib/content/pagination).
 */

type ListSort = 'hot' | 'new';
const SORTS: readonly ListSort[] = ['hot', 'new'];

export interface MagazineRoute {
  view: 'magazines' | 'issues';
  classifyId: number;
  sort: ListSort;
  page: number;
}

export function parseMagazineType(raw: string | undefined): MagazineRoute | null {
  const n = parseNumberParts(raw, 4);
  if (!n) return null;
  const [view, classifyId, sort, page] = n as [number, number, number, number];
  if (view > 1 || sort > 1 || page < 1 || page > MAX_PAGE) return null;
  return { view: view === 0 ? 'magazines' : 'issues', classifyId, sort: SORTS[sort]!, page };
}

export function magazinePath(r: MagazineRoute): string {
  return `/magazine/${r.view === 'magazines' ? 0 : 1}_${r.classifyId}_${SORTS.indexOf(r.sort)}_${r.page}`;
}

export const MAGAZINE_HOME: MagazineRoute = { view: 'magazines', classifyId: 0, sort: 'hot', page: 1 };

export interface ArtDesignRoute {
  tab: 'art' | 'product';
  classifyId: number;
  page: number;
}

export function parseArtDesignId(raw: string | undefined): ArtDesignRoute | null {
  const n = parseNumberParts(raw, 3);
  if (!n) return null;
  const [tab, classifyId, page] = n as [number, number, number];
  if (tab > 1 || page < 1 || page > MAX_PAGE) return null;
  return { tab: tab === 0 ? 'art' : 'product', classifyId, page };
}

export function artDesignPath(r: ArtDesignRoute): string {
  return `/artDesign/${r.tab === 'art' ? 0 : 1}_${r.classifyId}_${r.page}`;
}

export const ART_DESIGN_HOME: ArtDesignRoute = { tab: 'art', classifyId: 0, page: 1 };

/** Designer fields of /topTeacher (0 = all fields), as the API numbers them. */
export const DESIGNER_FIELD_NAMES: Record<number, string> = { 0: '全部', 1: '建筑', 2: '室内', 3: '景观', 4: '产品', 5: '艺术' };

/** The {type} of /topTeacher/{type}: a field 0 … 5. */
export function parseTopTeacherType(raw: string | undefined): number | null {
  return raw !== undefined && /^[0-5]$/.test(raw) ? Number(raw) : null;
}

/** /topTeacher/{field}, page n ≥ 2 at /topTeacher/{field}/{n}. */
export function topTeacherPath(field: number, page = 1): string {
  return pagePath(`/topTeacher/${field}`, page);
}

export function parseArtDevicePage(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,3}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= MAX_PAGE ? n : null;
}

export function artDevicePath(page: number): string {
  return `/artDevice/${page}`;
}
