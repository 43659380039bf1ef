import { CARD_WIDTHS, imageUrl, srcSet } from '@/lib/image';

export interface CoverImageProps {
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
}

/**
 * A responsive picture whose box is reserved before it loads (width/height attributes plus
 * aspect-ratio), so nothing moves when it arrives; WebP variants come from lib/image.
 */
export function CoverImage({ src, alt, ratio, sizes, widths = CARD_WIDTHS, priority, className }: CoverImageProps) {
  const base = widths[Math.min(2, widths.length - 1)] ?? 480;
  const opts = { mode: 'fill' as const, width: base, height: Math.round(base / ratio), format: 'webp' as const };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- OSS processing parameters do the resizing, not next/image
    <img
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
