import { CASE_LIMITS, UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadType } from '@/lib/api/contract/upload';
import { formatBytes } from '@/lib/content/format';
import { readBytes } from '@/lib/file-bytes';

/** What the file picker offers (the API checks the bytes again). */
export const PICTURE_ACCEPT = UPLOAD_TYPES.join(',');

/** The type a file's first bytes say it is (JPEG, PNG or WebP), else null: a renamed .exe is not a picture. */
export function sniffType(head: Uint8Array): UploadType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const readHead = (file: Blob) => readBytes(file.slice(0, 16));

type FileVerdict = { ok: true; type: UploadType } | { ok: false; message: string };

/**
 * The browser's check before any byte is sent: not empty, at most UPLOAD_MAX_BYTES, and a JPEG,
 * PNG or WebP by its content (the name and the browser's guess can lie). Messages name the file.
 */
export async function checkPictureFile(file: File): Promise<FileVerdict> {
  const name = file.name || '图片';
  if (file.size === 0) return { ok: false, message: `「${name}」是空文件，请重新选择` };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, message: `「${name}」有 ${formatBytes(file.size)}，单张图片不能超过 ${formatBytes(UPLOAD_MAX_BYTES)}` };
  let type: UploadType | null = null;
  try {
    type = sniffType(await readHead(file));
  } catch {
    return { ok: false, message: `「${name}」读取失败，请重新选择` };
  }
  if (!type) return { ok: false, message: `「${name}」不是 JPG、PNG 或 WebP 图片` };
  return { ok: true, type };
}

/** How many more pictures a case can take, and the message when a drop brings too many. */
export function roomFor(current: number, adding: number): { take: number; message: string | null } {
  const room = Math.max(0, CASE_LIMITS.pictures - current);
  if (adding <= room) return { take: adding, message: null };
  return { take: room, message: `每个案例最多 ${CASE_LIMITS.pictures} 张图片，已忽略多出的 ${adding - room} 张` };
}
