import { PAGE_SIZE } from '@/lib/policy';

/** The API pages lists up to page 1000. */
export const MAX_PAGE = 1000;

/** Number of pages of a list: at least 1, at most MAX_PAGE. */
export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.min(MAX_PAGE, Math.ceil(total / pageSize));
}

type PageSlot = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The numbered links around the current page: always the first and last, `radius` pages each
 * side of the current one, and a gap where pages are skipped (a gap of one page shows the page).
 */
export function pageWindow(current: number, total: number, radius = 2): PageSlot[] {
  const last = Math.max(1, Math.floor(total));
  const cur = Math.min(last, Math.max(1, Math.floor(current)));
  const pages = new Set<number>([1, last]);
  for (let p = cur - radius; p <= cur + radius; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) slots.push({ type: 'page', page: p - 1 });
    else if (prev !== undefined && p - prev > 2) slots.push({ type: 'gap', key: `gap-${prev}` });
    slots.push({ type: 'page', page: p });
  });
  return slots;
}

/**
 * The jump links beside the numbered window (issue 40: every page of a list within two clicks of
 * its first page up to 199 pages, three up to 1000, so a crawler that follows links reaches every
 * item within four clicks of a home): the pages of the current ten (40–49 on page 47), the tens
 * of the current two hundred (10, 20 … 190 on pages 1–199), and the hundreds — only those in
 * 1..total and not already in `pageWindow`. On a list of 88 pages that is at most 17 links; the
 * way a large catalogue's paging ("1 2 3 … 10 20 30 …") lets search engines reach deep pages
 * without a link farm.
 */
export function pageJumps(current: number, total: number): number[] {
  const last = Math.max(1, Math.floor(total));
  const cur = Math.min(last, Math.max(1, Math.floor(current)));
  const shown = new Set(pageWindow(cur, last).flatMap((s) => (s.type === 'page' ? [s.page] : [])));
  const out = new Set<number>();
  const add = (p: number) => p >= 1 && p <= last && !shown.has(p) && out.add(p);
  const ten = Math.floor(cur / 10) * 10;
  for (let p = ten; p < ten + 10; p++) add(p);
  const block = Math.floor(cur / 200) * 200;
  for (let p = block; p < block + 200; p += 10) add(p);
  for (let p = 100; p <= last; p += 100) add(p);
  return [...out].sort((a, b) => a - b);
}

/**
 * A page number from an optional trailing path segment: none → 1; a canonical integer ≥ 2 →
 * that page; anything else (0, 1, "01", "2x", more segments) → null, which the page answers
 * with a 404 — page 1 has exactly one URL, the one without a number.
 */
export function parsePageSegment(segments: readonly string[] | undefined): number | null {
  if (!segments || segments.length === 0) return 1;
  if (segments.length !== 1) return null;
  const [s] = segments;
  if (!/^[1-9]\d{0,3}$/.test(s)) return null;
  const n = Number(s);
  return n >= 2 && n <= MAX_PAGE ? n : null;
}

/** The path of page `page` of a list whose first page is `base` (page 1 has no number). */
export function pagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base.replace(/\/+$/, '')}/${page}`;
}

/**
 * A list's page URLs in a form a client component can take (functions cannot cross from server
 * to client): page 1's URL, and what comes before and after the number on every other page.
 */
export interface PageLinks {
  first: string;
  prefix: string;
  suffix: string;
}

/** Derives `PageLinks` from a page-URL function by comparing two pages whose digits all differ. */
export function pageLinks(href: (page: number) => string): PageLinks {
  const a = href(123);
  const b = href(456);
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { first: href(1), prefix: a.slice(0, start), suffix: a.slice(a.length - end) };
}

/** The URL of page `page` from `PageLinks`. */
export function pageLinkHref(links: PageLinks, page: number): string {
  return page <= 1 ? links.first : `${links.prefix}${page}${links.suffix}`;
}
