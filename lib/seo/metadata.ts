import type { Metadata } from 'next';
import type { Channel } from '@/lib/channel/hosts';
import { pageHome } from '@/lib/channel/audience';
import { imageUrl } from '@/lib/image';
import { SITE_NAME } from '@/lib/site';
import { absoluteUrl } from './canonical';
import { collapseSpace, seoDescription } from './text';

interface SeoImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

interface PageSeo {
  /** The channel serving the request. */
  channel: Channel;
  /**
   * The channel whose host is this page's one canonical address: an item's or a category's home
   * (lib/channel/audience.ts). Omitted: `pageHome(path)` decides (per-channel pages stay on their
   * channel, site-wide pages have one home); noindex pages keep the current channel.
   */
  home?: Channel;
  /** The page's own site path ('/bk/fl_170100_2.html'): becomes the canonical URL. */
  path: string;
  /** Page title without the site name (the root layout's template appends it). */
  title: string;
  description: string;
  /** Cover for Open Graph; resized through lib/image to at most 1200 px wide. */
  image?: SeoImage | null;
  /** 'article' for a single piece of content, 'website' (default) for homes and lists. */
  type?: 'website' | 'article';
  keywords?: readonly string[];
  /** Search results, transfer and helper pages: kept out of the index, links still followed. */
  noindex?: boolean;
}

const OG_IMAGE_WIDTH = 1200;

/** The Open Graph image: the OSS picture at <= 1200 px, as JPEG (what most scrapers read). */
export function ogImage(image: SeoImage): { url: string; width?: number; height?: number; alt?: string } {
  const scale = image.width && image.width > OG_IMAGE_WIDTH ? OG_IMAGE_WIDTH / image.width : 1;
  const width = image.width ? Math.round(image.width * scale) : undefined;
  const height = image.height ? Math.round(image.height * scale) : undefined;
  return { url: imageUrl(image.url, { width: width ?? OG_IMAGE_WIDTH, format: 'jpg' }), width, height, alt: image.alt };
}

/** The channel of a page's canonical URL (see `PageSeo.home`). */
export function canonicalChannel(seo: Pick<PageSeo, 'channel' | 'home' | 'path' | 'noindex'>): Channel {
  return seo.home ?? (seo.noindex ? seo.channel : pageHome(seo.path, seo.channel));
}

/**
 * Metadata of one page: title, description, canonical on its home channel's origin, Open Graph
 * and robots. Use it from `generateMetadata` of every indexable page:
 *
 *   return pageMetadata({ channel, path: `/bk/${id}.html`, title: entry.title, description });
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const url = absoluteUrl(canonicalChannel(seo), seo.path);
  const title = collapseSpace(seo.title);
  const description = seoDescription(seo.description);
  const images = seo.image?.url ? [ogImage({ alt: title, ...seo.image })] : undefined;
  return {
    title,
    description,
    keywords: seo.keywords?.length ? [...seo.keywords] : undefined,
    alternates: { canonical: url },
    openGraph: {
      type: seo.type ?? 'website',
      url,
      title: `${title} - ${SITE_NAME}`,
      description,
      siteName: SITE_NAME,
      locale: 'zh_CN',
      images,
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: `${title} - ${SITE_NAME}`, description },
    robots: seo.noindex ? { index: false, follow: true } : { index: true, follow: true },
  };
}
