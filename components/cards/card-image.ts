import { preconnect } from 'react-dom';
import type { ImageRef } from '@/lib/api/contract/classify';
import { CARD_WIDTHS, imageUrl, placeholderUrl, srcSet } from '@/lib/image';

/** Card widths in CSS px per breakpoint, matching the waterfall's columns (2 → 5). */
export const CARD_SIZES = '(min-width: 1400px) 252px, (min-width: 1120px) 20vw, (min-width: 860px) 25vw, (min-width: 600px) 33vw, 50vw';

export interface CardImage {
  src: string;
  srcSet: string;
  placeholder: string;
  width: number;
  height: number;
}

/** src/srcset in WebP through the OSS parameters, and the tiny blur-up placeholder. */
export function cardImage(cover: ImageRef, sizes: { crop?: { width: number; height: number } } = {}): CardImage {
  const crop = sizes.crop;
  const opts = crop ? { mode: 'fill' as const, width: crop.width, height: crop.height, format: 'webp' as const } : { format: 'webp' as const };
  return {
    src: imageUrl(cover.url, { ...opts, width: crop?.width ?? 480, height: crop?.height }),
    srcSet: srcSet(cover.url, CARD_WIDTHS, opts),
    placeholder: placeholderUrl(cover.url),
    width: crop?.width ?? cover.width,
    height: crop?.height ?? cover.height,
  };
}

/**
 * Opens the connection to the image host while the HTML is still arriving (React hoists the
 * <link rel="preconnect"> into the head; repeated calls are deduplicated).
 */
export function preconnectImages(url: string | undefined): void {
  if (!url) return;
  try {
    // No crossOrigin: <img> requests are no-cors, and a CORS preconnect would not be reused by them.
    preconnect(new URL(url).origin);
  } catch {
    // Not an absolute URL: nothing to connect to.
  }
}
