import { watermarkParam, type WatermarkOptions } from './watermark';

/** OSS resize modes: lfit fits inside, fill crops to cover, pad fits and pads, fixed stretches. */
type ResizeMode = 'lfit' | 'fill' | 'pad' | 'fixed';
type ImageFormat = 'webp' | 'avif' | 'jpg';

export interface ImageOptions {
  width?: number;
  height?: number;
  /** Default lfit. */
  mode?: ResizeMode;
  /** Pad colour, RRGGBB (with or without #). */
  color?: string;
  /** true: the default watermark. */
  watermark?: WatermarkOptions | true;
  format?: ImageFormat;
  /** Relative quality 1-100. */
  quality?: number;
}

const OSS_PROCESS = 'x-oss-process';
const MAX_SIDE = 4096;

const side = (n: number | undefined): number | undefined =>
  n === undefined || !Number.isFinite(n) || n <= 0 ? undefined : Math.min(MAX_SIDE, Math.max(1, Math.round(n)));

function resizeParam(opts: ImageOptions): string | null {
  const w = side(opts.width);
  const h = side(opts.height);
  if (!w && !h) return null;
  const parts = ['resize', `m_${opts.mode ?? 'lfit'}`];
  if (w) parts.push(`w_${w}`);
  if (h) parts.push(`h_${h}`);
  const color = opts.color?.replace(/^#/, '');
  if (color && /^[0-9a-fA-F]{6}$/.test(color)) parts.push(`color_${color.toUpperCase()}`);
  return parts.join(',');
}

/** The `image/...` operation chain, or '' when there is nothing to do. */
export function processParam(opts: ImageOptions): string {
  const ops: string[] = [];
  const resize = resizeParam(opts);
  if (resize) ops.push(resize);
  if (opts.watermark) ops.push(watermarkParam(opts.watermark === true ? {} : opts.watermark));
  if (opts.format) ops.push(`format,${opts.format}`);
  if (opts.quality !== undefined && Number.isFinite(opts.quality)) {
    ops.push(`quality,q_${Math.min(100, Math.max(1, Math.round(opts.quality)))}`);
  }
  return ops.length ? `image/${ops.join('/')}` : '';
}

/** Removes an existing x-oss-process parameter so the new chain replaces it. */
function stripProcess(query: string): string {
  return query
    .split('&')
    .filter((p) => p && !p.startsWith(`${OSS_PROCESS}=`))
    .join('&');
}

/**
 * The image URL with OSS processing parameters. data:, blob: and empty sources come back as
 * given; an existing x-oss-process chain is replaced; other query parameters and the hash stay.
 */
export function imageUrl(src: string | null | undefined, opts: ImageOptions = {}): string {
  if (!src) return '';
  if (/^(data|blob):/i.test(src)) return src;
  const chain = processParam(opts);
  const hashAt = src.indexOf('#');
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  const noHash = hashAt === -1 ? src : src.slice(0, hashAt);
  const qAt = noHash.indexOf('?');
  const path = qAt === -1 ? noHash : noHash.slice(0, qAt);
  const query = stripProcess(qAt === -1 ? '' : noHash.slice(qAt + 1));
  const params = [query, chain ? `${OSS_PROCESS}=${chain}` : ''].filter(Boolean).join('&');
  return `${path}${params ? `?${params}` : ''}${hash}`;
}
