import sharp, { type Metadata, type Sharp } from 'sharp';
import { ApiHttpError, ErrorCode } from '../http/envelope';

/** Perceptual hash (64 bits as two words) + RGB colour histogram + dominant colour names. */
export interface ImageFeatures {
  hashHi: number;
  hashLo: number;
  /** HIST_BINS bins, each 0..255, summing to about 255. */
  hist: Uint8Array;
  colors: ColorName[];
  width: number;
  height: number;
}

/** Region of the image in fractions of its width/height (the crop box of the similar-image page). */
export interface CropBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const HIST_BINS = 64;
export const COLOR_NAMES = ['red', 'orange', 'yellow', 'green', 'cyan', 'blue', 'purple', 'pink', 'brown', 'black', 'white', 'gray'] as const;
export type ColorName = (typeof COLOR_NAMES)[number];
export const COLOR_LABELS: Record<ColorName, string> = {
  red: '红色', orange: '橙色', yellow: '黄色', green: '绿色', cyan: '青色', blue: '蓝色',
  purple: '紫色', pink: '粉色', brown: '棕色', black: '黑色', white: '白色', gray: '灰色',
};

/** Decompression-bomb guard: 40 megapixels is far beyond any photo a visitor searches with. */
const MAX_PIXELS = 40_000_000;
const DCT_N = 32;

const COS = (() => {
  const t = new Float64Array(8 * DCT_N);
  for (let u = 0; u < 8; u++) for (let x = 0; x < DCT_N; x++) t[u * DCT_N + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * DCT_N));
  return t;
})();

/** pHash: 32×32 grey → 2-D DCT → the 8×8 low frequencies against their median (DC excluded). */
function phash(grey: Uint8Array): [number, number] {
  const rows = new Float64Array(8 * DCT_N);
  for (let y = 0; y < DCT_N; y++) {
    for (let u = 0; u < 8; u++) {
      let s = 0;
      for (let x = 0; x < DCT_N; x++) s += grey[y * DCT_N + x]! * COS[u * DCT_N + x]!;
      rows[u * DCT_N + y] = s;
    }
  }
  const coef = new Float64Array(64);
  for (let v = 0; v < 8; v++) {
    for (let u = 0; u < 8; u++) {
      let s = 0;
      for (let y = 0; y < DCT_N; y++) s += rows[u * DCT_N + y]! * COS[v * DCT_N + y]!;
      coef[v * 8 + u] = s;
    }
  }
  const sorted = Array.from(coef.subarray(1)).sort((a, b) => a - b);
  const median = (sorted[31]! + sorted[32]!) / 2;
  let hi = 0;
  let lo = 0;
  for (let i = 0; i < 64; i++) {
    if (coef[i]! > median) {
      if (i < 32) hi |= 1 << i;
      else lo |= 1 << (i - 32);
    }
  }
  return [hi >>> 0, lo >>> 0];
}

export function colorOf(r: number, g: number, b: number): ColorName {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const v = max / 255;
  const s = max === 0 ? 0 : (max - min) / max;
  if (v < 0.18) return 'black';
  if (s < 0.16) return v > 0.82 ? 'white' : 'gray';
  let h: number;
  const d = max - min;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  h = (h * 60 + 360) % 360;
  if ((h < 45 || h >= 345) && v < 0.62 && s > 0.25) return 'brown';
  if (h < 15 || h >= 345) return 'red';
  if (h < 45) return 'orange';
  if (h < 70) return 'yellow';
  if (h < 165) return 'green';
  if (h < 195) return 'cyan';
  if (h < 255) return 'blue';
  if (h < 290) return 'purple';
  return 'pink';
}

/** Histogram (4 levels per channel) and the colours covering at least 22% of the picture. */
function colourStats(rgb: Uint8Array): { hist: Uint8Array; colors: ColorName[] } {
  const counts = new Float64Array(HIST_BINS);
  const names = new Map<ColorName, number>();
  const n = rgb.length / 3;
  for (let i = 0; i < rgb.length; i += 3) {
    const r = rgb[i]!;
    const g = rgb[i + 1]!;
    const b = rgb[i + 2]!;
    counts[(r >> 6) * 16 + (g >> 6) * 4 + (b >> 6)]! += 1;
    const c = colorOf(r, g, b);
    names.set(c, (names.get(c) ?? 0) + 1);
  }
  const hist = new Uint8Array(HIST_BINS);
  for (let i = 0; i < HIST_BINS; i++) hist[i] = Math.round((counts[i]! / n) * 255);
  const ranked = [...names.entries()].sort((a, b) => b[1] - a[1]);
  const colors = ranked.filter(([, c], i) => i === 0 || c / n >= 0.22).slice(0, 2).map(([name]) => name);
  return { hist, colors };
}

function badImage(message: string): ApiHttpError {
  return new ApiHttpError(400, ErrorCode.BAD_PARAM, message);
}

/**
 * An image file (JPEG, PNG, WebP, AVIF, GIF, SVG ...) opened for reading, upright, without
 * alpha, optionally cut to a region. Throws 400 envelopes with Chinese messages for broken,
 * empty, huge or non-image input. Shared by the look features here and the subject vector
 * (vision.ts), so both read one picture the same way.
 */
export async function openImage(input: Buffer, crop?: CropBox): Promise<{ image: Sharp; width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).metadata();
  } catch (err) {
    const msg = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(msg)) throw badImage('图片像素过大，请上传 4000 万像素以内的图片');
    throw badImage('无法识别的图片文件，请上传 JPG、PNG、WebP 或 GIF 图片');
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!(width > 0 && height > 0)) throw badImage('图片宽度和高度必须大于0');
  if (width * height > MAX_PIXELS) throw badImage('图片像素过大，请上传 4000 万像素以内的图片');
  let image = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate().removeAlpha();
  if (crop) {
    const left = Math.min(width - 1, Math.max(0, Math.floor(crop.x * width)));
    const top = Math.min(height - 1, Math.max(0, Math.floor(crop.y * height)));
    const w = Math.max(1, Math.min(width - left, Math.round(crop.w * width)));
    const h = Math.max(1, Math.min(height - top, Math.round(crop.h * height)));
    image = image.extract({ left, top, width: w, height: h });
  }
  return { image, width, height };
}

/** RGB bytes of an opened image at size×size; a decoding failure is the 400 of a damaged file. */
export async function rgbSquare(image: Sharp, size: number, fit: 'fill' | 'cover'): Promise<Uint8Array> {
  try {
    const out = await image.resize(size, size, { fit }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const rgb = out.info.channels === 3 ? out.data : toRgb(out.data, out.info.channels);
    return new Uint8Array(rgb.buffer, rgb.byteOffset, rgb.length);
  } catch {
    throw badImage('图片文件已损坏，无法读取');
  }
}

/**
 * Look features of an image file, optionally of a region.
 * Throws 400 envelopes with Chinese messages for broken, empty, huge or non-image input.
 */
export async function computeFeatures(input: Buffer, crop?: CropBox): Promise<ImageFeatures> {
  const { image, width, height } = await openImage(input, crop);
  const rgb = await rgbSquare(image, DCT_N, 'fill');
  const grey = new Uint8Array(DCT_N * DCT_N);
  for (let i = 0; i < grey.length; i++) grey[i] = Math.round(0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!);
  const [hashHi, hashLo] = phash(grey);
  const { hist, colors } = colourStats(rgb);
  return { hashHi, hashLo, hist, colors, width, height };
}

function toRgb(data: Buffer, channels: number): Buffer {
  const n = data.length / channels;
  const out = Buffer.alloc(n * 3);
  for (let i = 0; i < n; i++) {
    const g = data[i * channels]!;
    out[i * 3] = channels >= 3 ? g : g;
    out[i * 3 + 1] = channels >= 3 ? data[i * channels + 1]! : g;
    out[i * 3 + 2] = channels >= 3 ? data[i * channels + 2]! : g;
  }
  return out;
}

/** Number of differing bits of two 32-bit words. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Similarity 0..1 from hash distance (0..64) and histogram L1 distance (0..510). */
export function similarity(hamming: number, l1: number): number {
  return 0.6 * (1 - hamming / 64) + 0.4 * (1 - Math.min(510, l1) / 510);
}
