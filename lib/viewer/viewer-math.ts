import { imageUrl } from '@/lib/image';

/** One picture the viewer shows: its URL on the image service and its natural size. */
export interface ViewerImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 5;
/** Zoom per button press / key press, and per 100 px of wheel. */
export const ZOOM_STEP = 1.5;
/** Double click / double tap zooms to this, or back to 1. */
export const DOUBLE_ZOOM = 2.5;
/** A horizontal swipe longer than this (px) at scale 1 switches pictures. */
export const SWIPE_MIN_PX = 50;

/** The widths the image service is asked for: a few buckets, so the CDN cache is shared. */
const VIEWER_WIDTHS = [640, 960, 1280, 1600, 2048, 2560, 3200, 4096] as const;

export interface Transform {
  scale: number;
  x: number;
  y: number;
}

export const IDENTITY: Transform = { scale: 1, x: 0, y: 0 };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The picture's box fitted inside the stage (never upscaled past its natural size). */
export function fitSize(img: { width: number; height: number }, stage: { width: number; height: number }): { width: number; height: number } {
  if (img.width <= 0 || img.height <= 0 || stage.width <= 0 || stage.height <= 0) return { width: 0, height: 0 };
  const k = Math.min(stage.width / img.width, stage.height / img.height, 1);
  return { width: Math.round(img.width * k), height: Math.round(img.height * k) };
}

/**
 * The width to ask the image service for: the displayed CSS width × device pixel ratio (at
 * most 3), rounded up to a bucket, never more than the original. `hq` (the high-quality
 * enlarge) asks for the original width itself.
 */
export function requestWidth(cssWidth: number, dpr: number, naturalWidth: number, hq = false): number {
  const natural = Math.max(1, Math.round(naturalWidth));
  if (hq) return Math.min(natural, VIEWER_WIDTHS[VIEWER_WIDTHS.length - 1]);
  const ratio = Number.isFinite(dpr) && dpr > 0 ? Math.min(dpr, 3) : 1;
  const want = Math.max(1, Math.ceil(cssWidth * ratio));
  const bucket = VIEWER_WIDTHS.find((w) => w >= want) ?? VIEWER_WIDTHS[VIEWER_WIDTHS.length - 1];
  return Math.min(bucket, natural);
}

/** The picture's URL at that width (WebP with the site's watermark, SPEC §9; HQ at quality 95). */
export function viewerImageUrl(img: ViewerImage, width: number, hq = false): string {
  return imageUrl(img.url, { width, format: 'webp', watermark: true, ...(hq ? { quality: 95 } : {}) });
}

/** Keeps a zoomed picture covering the stage: it can be moved until its edge meets the stage edge. */
export function clampPan(t: Transform, box: { width: number; height: number }, stage: { width: number; height: number }): Transform {
  const maxX = Math.max(0, (box.width * t.scale - stage.width) / 2);
  const maxY = Math.max(0, (box.height * t.scale - stage.height) / 2);
  return { scale: t.scale, x: clamp(t.x, -maxX, maxX), y: clamp(t.y, -maxY, maxY) };
}

/**
 * Zoom to `scale` keeping the point under (px, py) — relative to the stage centre — still.
 * Scale 1 always recentres.
 */
export function zoomAt(t: Transform, scale: number, px: number, py: number): Transform {
  const next = clamp(scale, MIN_SCALE, MAX_SCALE);
  if (next === MIN_SCALE) return IDENTITY;
  const k = next / t.scale;
  return { scale: next, x: px - (px - t.x) * k, y: py - (py - t.y) * k };
}

/** The next index for a step (wraps around); null when there is only one picture. */
export function stepIndex(index: number, step: number, count: number): number | null {
  if (count <= 1) return null;
  return (((index + step) % count) + count) % count;
}

/** What a key does in the viewer; null for keys it leaves alone. */
type ViewerKeyAction = 'prev' | 'next' | 'close' | 'zoomIn' | 'zoomOut' | 'reset' | 'first' | 'last';

export function keyAction(key: string): ViewerKeyAction | null {
  switch (key) {
    case 'ArrowLeft':
      return 'prev';
    case 'ArrowRight':
      return 'next';
    case 'Escape':
      return 'close';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case '0':
      return 'reset';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}
