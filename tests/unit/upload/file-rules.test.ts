import { UPLOAD_MAX_BYTES } from '@/lib/api/contract/upload';
import { checkPictureFile, roomFor, sniffType } from '@/components/upload/file-rules';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const WEBP = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBP'].map((c) => c.charCodeAt(0)));
const EXE = [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0];

describe('picture file checks (before any byte is sent)', () => {
  it('knows JPEG, PNG and WebP by their first bytes, nothing else', () => {
    expect(sniffType(Uint8Array.from(JPEG))).toBe('image/jpeg');
    expect(sniffType(Uint8Array.from(PNG))).toBe('image/png');
    expect(sniffType(Uint8Array.from(WEBP))).toBe('image/webp');
    expect(sniffType(Uint8Array.from(EXE))).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
  });

  it('refuses empty, oversized and renamed files with a message naming the file', async () => {
    expect(await checkPictureFile(new File([], '空.jpg', { type: 'image/jpeg' }))).toEqual({ ok: false, message: '「空.jpg」是空文件，请重新选择' });
    const big = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], '大图.jpg', { type: 'image/jpeg' });
    expect(await checkPictureFile(big)).toEqual({ ok: false, message: expect.stringMatching(/^「大图\.jpg」有 .*单张图片不能超过 20/) });
    const exe = new File([Uint8Array.from(EXE)], '客厅.jpg', { type: 'image/jpeg' });
    expect(await checkPictureFile(exe)).toEqual({ ok: false, message: '「客厅.jpg」不是 JPG、PNG 或 WebP 图片' });
    expect(await checkPictureFile(new File([Uint8Array.from(PNG)], 'a.png'))).toEqual({ ok: true, type: 'image/png' });
  });

  it('takes at most 30 pictures per case and says how many were left out', () => {
    expect(roomFor(0, 3)).toEqual({ take: 3, message: null });
    expect(roomFor(28, 5)).toEqual({ take: 2, message: '每个案例最多 30 张图片，已忽略多出的 3 张' });
  });
});
