import type { Metadata } from 'next';
import type { Channel } from '@/lib/channel/hosts';
import { imageUrl } from '@/lib/image';
import { SITE_NAME } from '@/lib/site';
import { absoluteUrl } from './canonical';
import { collapseSpace, seoDescription } from './text';

export interface SeoImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

export interface PageSeo {
  channel: Channel;
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

export const OG_IMAGE_WIDTH = 1200;

/** The Open Graph image: the OSS picture at <= 1200 px, as JPEG (what most scrapers read). */
export function ogImage(image: SeoImage): { url: string; width?: number; height?: number; alt?: string } {
  const scale = image.width && image.width > OG_IMAGE_WIDTH ? OG_IMAGE_WIDTH / image.width : 1;
  const width = image.width ? Math.round(image.width * scale) : undefined;
  const height = image.height ? Math.round(image.height * scale) : undefined;
  return { url: imageUrl(image.url, { width: width ?? OG_IMAGE_WIDTH, format: 'jpg' }), width, height, alt: image.alt };
}

/**
 * Metadata of one page: title, description, canonical on the channel's own origin, Open Graph
 * and robots. Use it from `generateMetadata` of every indexable page:
 *
 *   return pageMetadata({ channel, path: `/bk/${id}.html`, title: entry.title, description });
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const url = absoluteUrl(seo.channel, seo.path);
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
