import { validateImageSize } from '@/lib/validation/image-size';

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const TYPES = /^image\/(jpeg|png|webp|gif|avif|bmp)$/;

/** Checks a picked/pasted/dropped file and reads its size; a Chinese message when it is unusable. */
export async function readImage(file: File): Promise<{ ok: true; url: string; width: number; height: number } | { ok: false; message: string }> {
  if (!TYPES.test(file.type)) return { ok: false, message: '不支持的文件类型，请上传 JPG、PNG、WebP 或 GIF 图片' };
  if (file.size === 0) return { ok: false, message: '图片文件是空的，请重新选择' };
  if (file.size > MAX_FILE_BYTES) return { ok: false, message: '图片太大，请上传 10MB 以内的图片' };
  const url = URL.createObjectURL(file);
  const size = await new Promise<{ width: number; height: number } | null>((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => resolve(null);
    img.src = url;
  });
  if (!size) {
    URL.revokeObjectURL(url);
    return { ok: false, message: '图片文件已损坏或无法读取，请换一张图片' };
  }
  const invalid = validateImageSize(size.width, size.height);
  if (invalid) {
    URL.revokeObjectURL(url);
    return { ok: false, message: invalid };
  }
  return { ok: true, url, ...size };
}
