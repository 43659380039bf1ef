import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { ApiHttpError, ErrorCode } from '../http/envelope';

/**
 * Pictures members upload: stored re-encoded under `{dataDir}/oss/up/`, served by the same
 * /oss/ route as the catalogue's pool (so every x-oss-process parameter works on them). The key
 * is generated — `up/{2 hex}/{32 hex}-{w}x{h}.jpg` — so a client's file name never reaches the
 * disk, and the size is in the key so an ImageRef needs no database read.
 */
export interface UploadImage {
  key: string;
  width: number;
  height: number;
}

const KEY_RE = /^up\/([0-9a-f]{2})\/([0-9a-f]{32})-(\d{1,5})x(\d{1,5})\.jpg$/;

export function parseUploadKey(key: string): UploadImage | null {
  const m = KEY_RE.exec(key);
  if (!m || m[2]!.slice(0, 2) !== m[1]) return null;
  const width = Number(m[3]);
  const height = Number(m[4]);
  return width > 0 && height > 0 ? { key, width, height } : null;
}

export function uploadKey(width: number, height: number): string {
  const id = randomBytes(16).toString('hex');
  return `up/${id.slice(0, 2)}/${id}-${width}x${height}.jpg`;
}

/** The file of an upload key (the key is validated, so the path stays under `root`). */
export function uploadFile(ossRoot: string, key: string): string {
  if (!parseUploadKey(key)) throw new Error(`not an upload key: ${key}`);
  return path.join(ossRoot, ...key.split('/'));
}

type UploadFormat = 'jpeg' | 'png' | 'webp';

/** The format by the file's first bytes (never by its name or declared type), or null. */
function sniffFormat(head: Buffer): UploadFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Largest edge and pixel count a picture may have (a decompression bomb is refused, not decoded). */
const MAX_EDGE = 12_000;
const MAX_PIXELS = 80_000_000;
/** Stored pictures are at most this wide or high (larger ones are scaled down when stored). */
const STORE_EDGE = 4096;

export const ZERO_SIZE_MESSAGE = '图片宽高必须大于0';
const badImage = (message: string) => new ApiHttpError(400, ErrorCode.BAD_IMAGE, message);

/** The PNG header's own width and height (sharp refuses a 0×0 PNG before reporting its size). */
function pngHeaderSize(buf: Buffer): { width: number; height: number } | null {
  return buf.length >= 24 && buf.toString('latin1', 12, 16) === 'IHDR' ? { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) } : null;
}

/**
 * Re-encodes an uploaded picture: format checked by magic bytes, size bounded, turned upright
 * by its EXIF orientation, transparency flattened on white, stored as a progressive JPEG with no
 * metadata (EXIF, GPS, ICC comments are dropped: sharp keeps none unless asked).
 */
export async function reencode(buf: Buffer): Promise<{ body: Buffer; width: number; height: number; format: UploadFormat }> {
  const format = sniffFormat(buf);
  if (!format) throw badImage('只支持 JPG、PNG、WebP 格式的图片（按文件内容判断）');
  const header = format === 'png' ? pngHeaderSize(buf) : null;
  if (header && (header.width === 0 || header.height === 0)) throw badImage(ZERO_SIZE_MESSAGE);
  let meta: Metadata;
  try {
    meta = await sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).metadata();
  } catch {
    throw badImage('图片文件已损坏或无法识别，请重新导出后上传');
  }
  if (!meta.width || !meta.height) throw badImage(ZERO_SIZE_MESSAGE);
  if (meta.format !== format) throw badImage('图片内容与格式不符，请重新导出后上传');
  if (meta.width > MAX_EDGE || meta.height > MAX_EDGE || meta.width * meta.height > MAX_PIXELS) throw badImage(`图片尺寸过大（最大 ${MAX_EDGE}×${MAX_EDGE} 像素）`);
  try {
    const { data, info } = await sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: STORE_EDGE, height: STORE_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88, progressive: true, chromaSubsampling: '4:2:0' })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height, format };
  } catch {
    throw badImage('图片文件已损坏或无法识别，请重新导出后上传');
  }
}
