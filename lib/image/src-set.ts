import { imageUrl, type ImageOptions } from './image-url';

/**
 * A srcset of the same picture at several widths. With both width and height in `opts`, each
 * candidate keeps that aspect ratio (height scaled); otherwise only the width is set.
 */
export function srcSet(src: string | null | undefined, widths: readonly number[], opts: ImageOptions = {}): string {
  if (!src) return '';
  const ratio = opts.width && opts.height ? opts.height / opts.width : undefined;
  const unique = [...new Set(widths.filter((w) => Number.isFinite(w) && w > 0).map(Math.round))].sort((a, b) => a - b);
  return unique
    .map((w) => `${imageUrl(src, { ...opts, width: w, height: ratio ? Math.round(w * ratio) : undefined })} ${w}w`)
    .join(', ');
}

/**
 * Widths for cards (CSS px × DPR of common phones and desktops): a card is 195 px wide on a
 * 390 px phone (× 2–3 → 480, 640) and at most 283 px on a desktop (× 1–2 → 320, 640). Three, not
 * five: every candidate is a full URL in the HTML and again in its inline RSC payload, for each
 * of the ~60 cards of a home (issue 15: HTML weight).
 */
export const CARD_WIDTHS = [320, 480, 640] as const;

const PLACEHOLDER_WIDTH = 24;
const PLACEHOLDER_QUALITY = 20;

/** A tiny low-quality version for blur-up placeholders (~1 KB). */
export function placeholderUrl(src: string | null | undefined, opts: Pick<ImageOptions, 'format'> = {}): string {
  return imageUrl(src, { mode: 'lfit', width: PLACEHOLDER_WIDTH, quality: PLACEHOLDER_QUALITY, format: opts.format ?? 'webp' });
}
