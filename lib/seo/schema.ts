import type { Channel } from '@/lib/channel/hosts';
import { channelOrigin } from '@/lib/channel/origin';
import { SITE_NAME } from '@/lib/site';
import { absoluteUrl } from './canonical';
import { seoDescription } from './text';

/**
 * schema.org builders for <JsonLd>. Each returns a plain object with its own @context so nodes
 * can be rendered alone or together (`<JsonLd data={[crumbs, work]} />`).
 */

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  /** Site path; absolute URLs are built on the channel's origin. */
  path: string;
}

/** The site's own trail: pass crumbs from the channel home down to the current page. */
export function breadcrumbList(channel: Channel, crumbs: readonly Crumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(channel, c.path) })),
  };
}

/** A creator: a person (designer, author) or, without a name, the site itself. */
function creatorNode(name: string | null | undefined, channel: Channel, path?: string) {
  if (!name) return { '@type': 'Organization', name: SITE_NAME, url: channelOrigin(channel) };
  return path ? { '@type': 'Person', name, url: absoluteUrl(channel, path) } : { '@type': 'Person', name };
}

interface ImageInput {
  /** Absolute image URL (the OSS original or a processed variant). */
  url: string;
  width?: number;
  height?: number;
}

interface ImageObjectInput {
  channel: Channel;
  /** The page that shows the image (license / credit page). */
  pagePath: string;
  image: ImageInput;
  name: string;
  creator?: string | null;
  /** Site path of the creator's page, if any. */
  creatorPath?: string;
  description?: string;
}

function imageNode(input: ImageObjectInput) {
  const creator = creatorNode(input.creator, input.channel, input.creatorPath);
  return {
    '@type': 'ImageObject',
    name: input.name,
    contentUrl: input.image.url,
    url: absoluteUrl(input.channel, input.pagePath),
    ...(input.image.width ? { width: input.image.width } : {}),
    ...(input.image.height ? { height: input.image.height } : {}),
    ...(input.description ? { description: seoDescription(input.description, 200) } : {}),
    creator,
    creditText: input.creator || SITE_NAME,
    copyrightNotice: `© ${input.creator || SITE_NAME}`,
    acquireLicensePage: absoluteUrl(input.channel, input.pagePath),
  };
}

/** An image with what image search asks for: contentUrl, creator, credit and copyright. */
export function imageObject(input: ImageObjectInput) {
  return { '@context': CONTEXT, ...imageNode(input) };
}

interface CreativeWorkInput {
  channel: Channel;
  path: string;
  name: string;
  description?: string;
  /** schema.org type: 'CreativeWork' (default), 'Article', 'VisualArtwork', 'Product'... */
  type?: string;
  images?: readonly ImageInput[];
  creator?: string | null;
  creatorPath?: string;
  /** Epoch ms. */
  datePublished?: number;
  dateModified?: number;
  keywords?: readonly string[];
  genre?: string;
}

const isoDate = (ms: number | undefined) => (ms && Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : undefined);

/** A piece of content (case, entry, artwork, magazine issue) with its images and creator. */
export function creativeWork(input: CreativeWorkInput) {
  const url = absoluteUrl(input.channel, input.path);
  const images = (input.images ?? []).slice(0, 10);
  return {
    '@context': CONTEXT,
    '@type': input.type ?? 'CreativeWork',
    name: input.name,
    url,
    mainEntityOfPage: url,
    ...(input.description ? { description: seoDescription(input.description, 300) } : {}),
    ...(images.length
      ? { image: images.map((image) => imageNode({ channel: input.channel, pagePath: input.path, image, name: input.name, creator: input.creator, creatorPath: input.creatorPath })) }
      : {}),
    creator: creatorNode(input.creator, input.channel, input.creatorPath),
    ...(isoDate(input.datePublished) ? { datePublished: isoDate(input.datePublished) } : {}),
    ...(isoDate(input.dateModified) ? { dateModified: isoDate(input.dateModified) } : {}),
    ...(input.keywords?.length ? { keywords: input.keywords.join(',') } : {}),
    ...(input.genre ? { genre: input.genre } : {}),
    inLanguage: 'zh-CN',
    publisher: { '@type': 'Organization', name: SITE_NAME, url: channelOrigin(input.channel) },
  };
}

/** A list page: its entries in order (position, name, url). */
export function itemList(channel: Channel, name: string, entries: readonly Crumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((e, i) => ({ '@type': 'ListItem', position: i + 1, name: e.name, url: absoluteUrl(channel, e.path) })),
  };
}

interface PersonInput {
  channel: Channel;
  path: string;
  name: string;
  alternateName?: string;
  jobTitle?: string;
  worksFor?: string;
  description?: string;
  image?: ImageInput;
  address?: string;
}

/** A designer's profile page (ProfilePage with a Person as main entity). */
export function profilePage(input: PersonInput) {
  const url = absoluteUrl(input.channel, input.path);
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url,
    mainEntity: {
      '@type': 'Person',
      name: input.name,
      url,
      ...(input.alternateName ? { alternateName: input.alternateName } : {}),
      ...(input.jobTitle ? { jobTitle: input.jobTitle } : {}),
      ...(input.worksFor ? { worksFor: { '@type': 'Organization', name: input.worksFor } } : {}),
      ...(input.description ? { description: seoDescription(input.description, 300) } : {}),
      ...(input.image ? { image: input.image.url } : {}),
      ...(input.address ? { address: input.address } : {}),
    },
  };
}
