import type { Metadata } from 'next';
import type { ItemDetail } from '@/lib/api/contract/content';
import type { Channel } from '@/lib/channel/hosts';
import { homeOfItem } from '@/lib/channel/audience';
import { breadcrumbList, creativeWork, pageMetadata, type Crumb } from '@/lib/seo';
import { categoryHref } from './classify-param';
import { KIND_HOME } from './kinds';
import { designerHref, itemHref } from './item-href';
import { CATEGORY_KINDS, KIND_LABELS } from './kinds';

/** schema.org types by kind: pictures are artworks, texts and CAD sets are documents. */
const SCHEMA_TYPES: Partial<Record<string, string>> = { pin: 'VisualArtwork', pics: 'VisualArtwork', artDevice: 'VisualArtwork', article: 'Article', '3d': '3DModel' };

/** Titles repeat in a catalogue ("极简庭院景观设计"); the kind and number make each page's title unique. */
function detailTitle(item: ItemDetail): string {
  return `${item.title} - ${item.classifyName || ''}${KIND_LABELS[item.kind]} #${item.id}`;
}

function detailDescription(item: ItemDetail): string {
  const lead = item.seo.description || item.description[0] || item.title;
  return `${lead}（${KIND_LABELS[item.kind]}编号 ${item.id}）`;
}

/** Home → kind home → category (→ parent) → the item. */
export function detailCrumbs(item: ItemDetail): Crumb[] {
  const crumbs: Crumb[] = [{ name: '首页', path: '/' }];
  const home = KIND_HOME[item.kind];
  if (home) crumbs.push(home);
  const kindWithTree = item.kind === 'pics' ? 'pin' : item.kind;
  if ((CATEGORY_KINDS as readonly string[]).includes(kindWithTree) && item.topClassifyId > 0 && item.topClassifyName) {
    crumbs.push({ name: item.topClassifyName, path: categoryHref(item.topClassifyId) });
  }
  if (item.parent) crumbs.push({ name: item.parent.title, path: itemHref(item.parent) });
  crumbs.push({ name: item.title, path: itemHref(item) });
  return crumbs;
}

export function detailMetadata(channel: Channel, item: ItemDetail): Metadata {
  return pageMetadata({
    channel,
    home: homeOfItem(item, channel),
    path: itemHref(item),
    title: detailTitle(item),
    description: detailDescription(item),
    image: { url: item.cover.url, width: item.cover.width, height: item.cover.height, alt: item.title },
    type: 'article',
    keywords: item.seo.keywords,
  });
}

/** BreadcrumbList + the work (CreativeWork family) with every image as an ImageObject (contentUrl, creator). */
export function detailJsonLd(channel: Channel, item: ItemDetail) {
  return [
    breadcrumbList(channel, detailCrumbs(item)),
    creativeWork({
      // The work's own URL is its canonical one, on its home channel.
      channel: homeOfItem(item, channel),
      path: itemHref(item),
      name: item.title,
      type: SCHEMA_TYPES[item.kind] ?? 'CreativeWork',
      description: item.description.join(' '),
      images: item.images.filter((i) => i.width > 0 && i.height > 0).map((i) => ({ url: i.url, width: i.width, height: i.height })),
      creator: item.author?.name,
      creatorPath: item.author ? designerHref(item.author.id) : undefined,
      datePublished: item.createdAt,
      dateModified: item.updatedAt,
      keywords: item.seo.keywords,
      genre: item.classifyName || undefined,
    }),
  ];
}

/** An editorial document's keywords (a /bk entry, a /jhy topic): its own facts first, else its SEO words. */
export function documentKeywords(doc: ItemDetail): string[] {
  return doc.facts.keywords ?? doc.seo?.keywords ?? [];
}

/** An editorial document's CreativeWork node: its text, pictures, dates, keywords and category. */
export function documentWork(channel: Channel, path: string, type: string, doc: ItemDetail) {
  return creativeWork({ channel, path, type, name: doc.title, description: doc.description.join(''), images: doc.images, datePublished: doc.createdAt, dateModified: doc.updatedAt, keywords: documentKeywords(doc), genre: doc.classifyName });
}
