import type { ImgHTMLAttributes } from 'react';
import { preconnect } from 'react-dom';
import type { ImageRef } from '@/lib/api/contract/classify';
import { CARD_WIDTHS, imageUrl, placeholderUrl, srcSet, type WatermarkOptions } from '@/lib/image';

/**
 * The site's one <img>. Pictures come from the image service with its processing parameters
 * (lib/image: size, crop, WebP, blur), so next/image's own optimizer is not used; every picture
 * goes through here so that the lint exception lives in one place. `alt` is required: pass ''
 * for a picture that a neighbouring text already names.
 */
export function OssImg({ alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- OSS-processed (or data/blob) URLs; see above
  return <img alt={alt} {...props} />;
}

interface CoverImageProps {
  src: string;
  alt: string;
  /** Display box ratio (width / height); the picture is cropped to it server-side (OSS fill). */
  ratio: number;
  /** `sizes` attribute: how wide the box is at each viewport. */
  sizes: string;
  /** Widths offered in srcset. */
  widths?: readonly number[];
  /** Above the fold: load eagerly with high priority (LCP image). */
  priority?: boolean;
  className?: string;
  /** A watermark drawn by the image service (lib/image/watermark.ts); none by default. */
  watermark?: WatermarkOptions;
}

/**
 * A responsive picture cropped to a fixed ratio, its box reserved before it loads (width/height
 * plus aspect-ratio), so nothing moves when it arrives.
 */
export function CoverImage({ src, alt, ratio, sizes, widths = CARD_WIDTHS, priority, className, watermark }: CoverImageProps) {
  const base = widths[Math.min(2, widths.length - 1)] ?? 480;
  const opts = { mode: 'fill' as const, width: base, height: Math.round(base / ratio), format: 'webp' as const, ...(watermark ? { watermark } : {}) };
  return (
    <OssImg
      className={className}
      src={imageUrl(src, opts)}
      srcSet={srcSet(src, widths, opts)}
      sizes={sizes}
      width={base}
      height={Math.round(base / ratio)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={{ aspectRatio: String(ratio) }}
    />
  );
}

/** Card widths in CSS px per breakpoint, matching the waterfall's columns (2 → 5). */
export const CARD_SIZES = '(min-width: 1400px) 252px, (min-width: 1120px) 20vw, (min-width: 860px) 25vw, (min-width: 600px) 33vw, 50vw';

interface CardImage {
  src: string;
  srcSet: string;
  placeholder: string;
  width: number;
  height: number;
}

/** A card's src/srcset in WebP (its own proportions, or cropped), and the tiny blur-up placeholder. */
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
