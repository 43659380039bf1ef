import type { SitemapType } from '@/lib/api/contract/seo';
import { SITEMAP_MAX_URLS } from '@/lib/seo/sitemap-xml';
import { MAX_ID } from '@/lib/route/params';

/**
 * How the sitemap is cut into parts (each ≤ 50,000 URLs):
 *
 *   pages-{n}.xml      fixed pages, /bk lists, category pages … in chunks of 50,000 (n ≥ 1)
 *   items-{w}.xml      every item whose id is in window w: ids w·50,000+1 … (w+1)·50,000
 *   designers-{w}.xml  the same windows over designer ids
 *
 * Ids are unique integers, so a window can never hold more than 50,000 of them whatever the
 * catalogue size, and a part needs no offset scan: its ids are a key range the API pages
 * through with afterId (keyset paging).
 */
export const WINDOW = SITEMAP_MAX_URLS;

/** Feed types whose entries are items (one URL each, by kind). */
export const ITEM_TYPES = ['detail', 'jhy', 'bk', 'art', 'product', 'material', 'artDevice', 'periodical', 'magazine', 'award', 'publicAccount', 'recommend'] as const satisfies readonly SitemapType[];
export type ItemType = (typeof ITEM_TYPES)[number];

/** The item kind of a feed type's entries when the feed does not name it ('detail' does). */
export const TYPE_KIND: Record<Exclude<ItemType, 'detail'>, string> = {
  jhy: 'jhy',
  bk: 'bk',
  art: 'art',
  product: 'product',
  material: 'material',
  artDevice: 'artDevice',
  periodical: 'periodical',
  magazine: 'magazine',
  award: 'award',
  publicAccount: 'publicAccount',
  recommend: 'recommend',
};

export type SitemapPart = { kind: 'pages'; n: number } | { kind: 'items'; window: number } | { kind: 'designers'; window: number };

/** The window (0-based) of an id ≥ 1. */
export function windowOf(id: number): number {
  return Math.floor((id - 1) / WINDOW);
}

/** [afterId, lastId] of a window: ids afterId+1 … lastId. */
export function windowRange(window: number): [afterId: number, lastId: number] {
  return [window * WINDOW, (window + 1) * WINDOW];
}

const PART = /^(pages|items|designers)-(0|[1-9]\d{0,5})\.xml$/;

/** A part's file name, strictly; anything else is null (404). */
export function parsePartName(name: string | undefined): SitemapPart | null {
  const m = name ? PART.exec(name) : null;
  if (!m) return null;
  const n = Number(m[2]);
  if (m[1] === 'pages') return n >= 1 ? { kind: 'pages', n } : null;
  // Windows past 2^31-1 ids hold nothing the API can have.
  if (n > windowOf(MAX_ID)) return null;
  return m[1] === 'items' ? { kind: 'items', window: n } : { kind: 'designers', window: n };
}

export function partName(part: SitemapPart): string {
  return part.kind === 'pages' ? `pages-${part.n}.xml` : `${part.kind}-${part.window}.xml`;
}

export function partPath(part: SitemapPart): string {
  return `/sitemaps/${partName(part)}`;
}

/**
 * The non-empty windows of a feed, found by probing: `firstIdAfter(afterId)` returns the first
 * id above afterId (one limit=1 request) or null; each probe jumps to the next window, so the
 * cost is one request per non-empty window plus one.
 */
export async function probeWindows(firstIdAfter: (afterId: number) => Promise<number | null>): Promise<number[]> {
  const windows: number[] = [];
  let afterId = 0;
  for (;;) {
    const id = await firstIdAfter(afterId);
    if (id === null || id <= afterId) return windows;
    const w = windowOf(id);
    windows.push(w);
    afterId = windowRange(w)[1];
  }
}

/** Pages 1 … n of a paged list, n = ceil(total / pageSize) capped at maxPage (at least 1). */
export function listPages(total: number, pageSize: number, maxPage = 1000): number[] {
  const n = total > 0 ? Math.min(maxPage, Math.ceil(total / pageSize)) : 1;
  return Array.from({ length: n }, (_, i) => i + 1);
}
