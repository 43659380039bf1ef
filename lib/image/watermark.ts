import { SITE_NAME } from '@/lib/site';

/** OSS text watermarks carry their text URL-safe base64 encoded (UTF-8, no padding). */
export function urlSafeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface WatermarkOptions {
  /** Default: the site name. */
  text?: string;
  /**
   * 'default': SPEC §9 size 20, rotate 45, transparency 5, x/y 200 — a faint diagonal mark.
   * 'textFree': SPEC §9 "text-free" preset, size 13, x/y 10, transparency 40, no rotation and no
   * text — the image service draws its small corner mark (the reference API's reading of a
   * watermark without `text_`, backend/src/images/process.ts), for pictures no large text should
   * cover (the editorial details' photographs, components/detail/detail-gallery.tsx).
   */
  variant?: 'default' | 'textFree';
  size?: number;
  rotate?: number;
  /** Transparency 0-100 (OSS `t`). */
  t?: number;
  x?: number;
  y?: number;
}

export const WATERMARK_DEFAULTS = { size: 20, rotate: 45, t: 5, x: 200, y: 200 } as const;
export const TEXT_FREE_WATERMARK_DEFAULTS = { size: 13, t: 40, x: 10, y: 10 } as const;

const int = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, Math.round(n)));

/** `watermark,text_…,size_…[,rotate_…],t_…,x_…,y_…` */
export function watermarkParam(opts: WatermarkOptions = {}): string {
  const base = opts.variant === 'textFree' ? { ...TEXT_FREE_WATERMARK_DEFAULTS, rotate: undefined } : WATERMARK_DEFAULTS;
  const size = int(opts.size ?? base.size, 1, 1000);
  const rotate = opts.rotate ?? base.rotate;
  const textFree = opts.variant === 'textFree' && opts.text === undefined;
  const parts = textFree ? [`watermark`, `size_${size}`] : [`watermark`, `text_${urlSafeBase64(opts.text ?? SITE_NAME)}`, `size_${size}`];
  if (rotate !== undefined) parts.push(`rotate_${int(rotate, 0, 360)}`);
  parts.push(`t_${int(opts.t ?? base.t, 0, 100)}`, `x_${int(opts.x ?? base.x, 0, 4096)}`, `y_${int(opts.y ?? base.y, 0, 4096)}`);
  return parts.join(',');
}
