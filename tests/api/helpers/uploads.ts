import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { UploadedPicture, UploadSession } from '../../../lib/api/contract/upload';
import type { Answer, Browser } from './account-browser';

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A picture no catalogue picture resembles: seeded noise over a gradient, `w`×`h`. */
export async function noisePicture(w: number, h: number, seed = 1, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const raw = Buffer.alloc(w * h * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = ((x >>> 16) & 0xff) ^ (i % 251);
  }
  const img = sharp(raw, { raw: { width: w, height: h, channels: 3 } });
  return format === 'png' ? img.png().toBuffer() : format === 'webp' ? img.webp().toBuffer() : img.jpeg({ quality: 90 }).toBuffer();
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A PNG whose header says 0×0 (no decoder accepts it; the API must say so clearly). */
export function zeroPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(0, 0);
  ihdr.writeUInt32BE(0, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const chunk = (type: string, body: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(body.length);
    const tb = Buffer.concat([Buffer.from(type, 'latin1'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(tb));
    return Buffer.concat([len, tb, crc]);
  };
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0))]);
}

/** A Windows executable's first bytes under a picture's name. */
export function fakeExe(): Buffer {
  const b = Buffer.alloc(4096, 0x90);
  b.write('MZ', 0, 'latin1');
  b.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return b;
}

export interface Uploaded {
  init: Answer<UploadSession>;
  done: Answer<UploadedPicture>;
}

/** The site's upload: init, every chunk from the received offset, complete. */
export async function upload(b: Browser, file: Buffer, name = 'photo.jpg', type = 'image/jpeg'): Promise<Uploaded> {
  const init = await b.post<UploadSession>('/case/api/upload/init', { name, size: file.length, type, sha256: sha256(file) });
  if (init.status !== 200) return { init, done: init as unknown as Answer<UploadedPicture> };
  let { received } = init.body.data;
  const { uploadId, chunkSize } = init.body.data;
  while (received < file.length) {
    const r = await b.post<UploadSession>(`/case/api/upload/chunk?uploadId=${uploadId}&offset=${received}`, file.subarray(received, received + chunkSize));
    if (r.status !== 200) return { init, done: r as unknown as Answer<UploadedPicture> };
    received = r.body.data.received;
  }
  const done = await b.post<UploadedPicture>('/case/api/upload/complete', { uploadId });
  return { init, done };
}
