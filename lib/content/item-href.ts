import type { ContentKind } from '@/lib/api/contract/kinds';
import { topicHref } from './topics';

/** The fields a link needs: any ItemSummary fits. */
interface ItemRef {
  id: number;
  kind: ContentKind | string;
}

/**
 * The site path of an item, by kind: one canonical page per item. Cases live under
 * /detail_news (the 案例详情页 of SPEC §2's page types); the other catalogue kinds under
 * /detail/{id}/{kind}; the rest have screens of their own (SPEC §2 route table).
 */
export function itemHref(item: ItemRef): string {
  const id = item.id;
  switch (item.kind) {
    case 'case':
      return `/detail_news/detail/${id}/case`;
    case 'art':
      return `/artDesignDetail/${id}`;
    case 'product':
      return `/productDesign/${id}`;
    case 'material':
      return `/materialDetail/${id}`;
    case 'magazine':
      return `/magazineDetail/${id}`;
    case 'periodical':
      return `/periodicalDetail/${id}`;
    case 'award':
      return `/awardsDetail/${id}`;
    case 'publicAccount':
      return `/publicAccount/${id}`;
    case 'recommend':
      return `/recommandList/${id}`;
    case 'jhy':
      return topicHref(id);
    case 'bk':
      return `/bk/${id}.html`;
    case 'site':
      return `/tranferPage/${id}`;
    default:
      return `/detail/${id}/${encodeURIComponent(item.kind)}`;
  }
}

/** A designer's (or item author's) page. */
export const designerHref = (id: number): string => `/designerDetail/${id}`;


/** The item a site path names (the inverse of itemHref and designerHref), or null for any other path. */
export type ItemOfHref = { kind: ContentKind | 'designer'; id: number };

const ITEM_PATHS: readonly [RegExp, ContentKind | 'designer' | null][] = [
  [/^\/detail_news\/detail\/(\d+)\/case$/, 'case'],
  // The kind is the last segment (decoded below).
  [/^\/detail\/(\d+)\/([A-Za-z0-9%]+)$/, null],
  [/^\/artDesignDetail\/(\d+)$/, 'art'],
  [/^\/productDesign\/(\d+)$/, 'product'],
  [/^\/materialDetail\/(\d+)$/, 'material'],
  [/^\/magazineDetail\/(\d+)$/, 'magazine'],
  [/^\/periodicalDetail\/(\d+)$/, 'periodical'],
  [/^\/awardsDetail\/(\d+)$/, 'award'],
  [/^\/publicAccount\/(\d+)$/, 'publicAccount'],
  [/^\/recommandList\/(\d+)$/, 'recommend'],
  [/^\/jhy\/(\d+)$/, 'jhy'],
  [/^\/bk\/(\d+)\.html$/, 'bk'],
  [/^\/tranferPage\/(\d+)$/, 'site'],
  [/^\/designerDetail\/(\d+)$/, 'designer'],
];

/**
 * Which item a link leads to: banners and editorial links name a site path, not an item, and
 * still count as item clicks and exposures (components/home/banner-hero.tsx); the route-shape
 * crawl (tests/e2e/support/tracking-scan.ts, in the screen sweep) uses it to find every item link of a page.
 */
export function itemOfHref(href: string): ItemOfHref | null {
  const path = href.split(/[?#]/, 1)[0]!;
  for (const [re, kind] of ITEM_PATHS) {
    const m = re.exec(path);
    if (!m) continue;
    const id = Number(m[1]);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    if (kind) return { kind, id };
    try {
      return { kind: decodeURIComponent(m[2]!) as ContentKind, id };
    } catch {
      return null;
    }
  }
  return null;
}
