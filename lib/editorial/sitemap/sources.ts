import { getClassifyTree } from '@/lib/api/classify';
import type { ClassifyNode } from '@/lib/api/contract/classify';
import type { SitemapType } from '@/lib/api/contract/seo';
import { getBkDesigners, getBkHome, getSitemapChunk, getSitemapStats, getTopicIndex } from '@/lib/api/seo';
import { categoryHref } from '@/lib/content/classify-param';
import { designerHref, itemHref } from '@/lib/content/item-href';
import { topicListHref } from '@/lib/content/topics';
import { CATEGORY_KINDS, LIST_KINDS, ranksOf } from '@/lib/content/kinds';
import type { ContentKind } from '@/lib/api/contract/kinds';
import type { Channel } from '@/lib/channel/hosts';
import { categoryHome, pageHome } from '@/lib/channel/audience';
import { BK_HOME_PATH, bkDesignersPath, bkListPath } from '../bk-path';
import { BK_PAGE_SIZE, TOPIC_PAGE_SIZE } from '@/lib/policy';
import { ART_DESIGN_HOME, MAGAZINE_HOME, artDesignPath, artDevicePath, magazinePath, topTeacherPath } from '../list-paths';
import { ITEM_TYPES, TYPE_KIND, probeWindows, windowRange, listPages, type ItemType } from './plan';

/** A sitemap URL before it gets the channel origin. */
export interface PathEntry {
  path: string;
  lastmod?: number;
}

/** The API did not answer: the caller turns this into a 503 (crawlers retry later). */
export class SitemapUnavailable extends Error {
  constructor(what: string) {
    super(`sitemap source unavailable: ${what}`);
    this.name = 'SitemapUnavailable';
  }
}

/** Entries per feed request: big enough for few requests, small enough for Next's fetch cache. */
const CHUNK = 10_000;

async function firstIdAfter(channel: Channel, type: SitemapType, afterId: number): Promise<number | null> {
  const res = await getSitemapChunk(type, afterId, 1, channel);
  if (!res.ok) throw new SitemapUnavailable(`${type} probe`);
  return res.data.entries[0]?.id ?? null;
}

/** Feed types that have any URL at all (from the stats call). */
async function presentTypes(): Promise<Set<SitemapType>> {
  const stats = await getSitemapStats();
  if (!stats.ok) throw new SitemapUnavailable('stats');
  return new Set((Object.keys(stats.data) as SitemapType[]).filter((t) => stats.data[t] > 0));
}

/** Non-empty id windows of the item feeds and of the designer feed, among the channel's own (its home's). */
export async function sitemapWindows(channel: Channel): Promise<{ items: number[]; designers: number[] }> {
  const present = await presentTypes();
  const itemTypes = ITEM_TYPES.filter((t) => present.has(t));
  const perType = await Promise.all(itemTypes.map((t) => probeWindows((after) => firstIdAfter(channel, t, after))));
  const items = [...new Set(perType.flat())].sort((a, b) => a - b);
  const designers = present.has('designer') ? await probeWindows((after) => firstIdAfter(channel, 'designer', after)) : [];
  return { items, designers };
}

/** Every entry of one feed inside a window, following the keyset cursor. */
async function feedWindow(channel: Channel, type: SitemapType, window: number): Promise<{ id: number; kind?: string; updatedAt: number }[]> {
  const [afterId, lastId] = windowRange(window);
  const out: { id: number; kind?: string; updatedAt: number }[] = [];
  let cursor: number | null = afterId;
  while (cursor !== null) {
    const res = await getSitemapChunk(type, cursor, CHUNK, channel);
    if (!res.ok) throw new SitemapUnavailable(`${type} window ${window}`);
    for (const e of res.data.entries) if (e.id > afterId && e.id <= lastId) out.push(e);
    const last = res.data.entries[res.data.entries.length - 1]?.id;
    cursor = res.data.nextAfterId !== null && last !== undefined && last < lastId ? res.data.nextAfterId : null;
  }
  return out;
}

/** The item URLs (detail pages, /jhy, /bk entries, kind pages) of one id window whose home is the channel. */
export async function itemWindowPaths(channel: Channel, window: number): Promise<PathEntry[]> {
  const present = await presentTypes();
  const types = ITEM_TYPES.filter((t) => present.has(t));
  const lists = await Promise.all(types.map(async (t: ItemType) => (await feedWindow(channel, t, window)).map((e) => ({ path: itemHref({ id: e.id, kind: e.kind ?? (t === 'detail' ? 'case' : TYPE_KIND[t]) }), lastmod: e.updatedAt }))));
  return lists.flat();
}

export async function designerWindowPaths(channel: Channel, window: number): Promise<PathEntry[]> {
  return (await feedWindow(channel, 'designer', window)).map((e) => ({ path: designerHref(e.id), lastmod: e.updatedAt }));
}

function treePaths(tree: readonly ClassifyNode[], hrefOf: (node: ClassifyNode, top: ClassifyNode) => string): string[] {
  return tree.flatMap((top) => [hrefOf(top, top), ...(top.children ?? []).map((c) => hrefOf(c, top))]);
}

/** A catalogue tree's category pages whose home (their top category's) is the channel. */
function ownCategoryPaths(channel: Channel, kind: ContentKind, tree: readonly ClassifyNode[]): string[] {
  return treePaths(
    tree.filter((top) => categoryHome(kind, top.slug) === channel),
    (n, top) => (n === top ? categoryHref(top.id) : categoryHref(top.id, n.id)),
  );
}

/**
 * The fixed and list pages whose home is the channel (lib/channel/audience.ts): its own home,
 * area homes, day update, rank lists and case library front page (every channel has its own
 * copy), the site-wide editorial pages and lists that live on it (/bk lists on student, art
 * design on rendering …), and the category pages of the catalogue trees whose top category's
 * home it is.
 */
export async function pagePaths(channel: Channel): Promise<PathEntry[]> {
  const [topics, bk, material, art, product, magazine, caseTree, ...catalogue] = await Promise.all([
    getTopicIndex(0, 1, TOPIC_PAGE_SIZE),
    getBkHome(),
    getClassifyTree('material'),
    getClassifyTree('art'),
    getClassifyTree('product'),
    getClassifyTree('magazine'),
    getClassifyTree('case'),
    ...CATEGORY_KINDS.map((k) => getClassifyTree(k)),
  ]);
  if (!bk.ok) throw new SitemapUnavailable('bk home');
  if (!topics.ok) throw new SitemapUnavailable('topics index');
  const designerTotals = await Promise.all(bk.data.designerClassifies.map((c) => getBkDesigners(c.id, 1, BK_PAGE_SIZE)));
  const paths: string[] = [
    '/', '/news', '/3d', '/su', '/pin', '/tietu', '/sgt', '/wenben', '/dayUpdate', '/caseNewHome/0',
    ...LIST_KINDS.flatMap((k) => ranksOf(k).map((r) => `/listPage/${k}/${r}`)),
    '/internationalAwards', '/designerEntrance', '/worldNav', BK_HOME_PATH, '/fusePage/auditStandard', '/fusePage/standard', '/fusePage/agreement', '/fusePage/privacy',
    ...[0, 1, 2, 3, 4, 5].map((f) => topTeacherPath(f)),
    magazinePath(MAGAZINE_HOME), magazinePath({ ...MAGAZINE_HOME, view: 'issues' }),
    artDesignPath(ART_DESIGN_HOME), artDesignPath({ ...ART_DESIGN_HOME, tab: 'product' }), artDevicePath(1), '/material/0',
  ];
  for (const p of listPages(topics.data.total, TOPIC_PAGE_SIZE)) paths.push(topicListHref(0, p));
  for (const c of topics.data.classifies) for (const p of listPages(c.count, TOPIC_PAGE_SIZE)) paths.push(topicListHref(c.id, p));
  for (const c of bk.data.classifies) for (const p of listPages(c.itemCount, BK_PAGE_SIZE)) paths.push(bkListPath(c.id, p));
  bk.data.designerClassifies.forEach((c, i) => {
    const res = designerTotals[i]!;
    if (!res.ok) throw new SitemapUnavailable('bk designers');
    for (const p of listPages(res.data.total, BK_PAGE_SIZE)) paths.push(bkDesignersPath(c.id, p));
  });
  if (material.ok) paths.push(...treePaths(material.data, (n) => `/material/${n.id}`));
  if (art.ok) paths.push(...treePaths(art.data, (n) => artDesignPath({ tab: 'art', classifyId: n.id, page: 1 })));
  if (product.ok) paths.push(...treePaths(product.data, (n) => artDesignPath({ tab: 'product', classifyId: n.id, page: 1 })));
  if (magazine.ok) paths.push(...magazine.data.map((n) => magazinePath({ ...MAGAZINE_HOME, classifyId: n.id })));
  const own = paths.filter((path) => pageHome(path, channel) === channel);
  // Category pages (and one case category's front page) live on their top category's home.
  if (caseTree.ok) own.push(...caseTree.data.filter((top) => categoryHome('case', top.slug) === channel).map((top) => `/caseNewHome/${top.id}`));
  CATEGORY_KINDS.forEach((kind, i) => {
    const tree = catalogue[i]!;
    if (tree.ok) own.push(...ownCategoryPaths(channel, kind, tree.data));
  });
  return [...new Set(own)].map((path) => ({ path }));
}
