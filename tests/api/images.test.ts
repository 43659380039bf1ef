import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ItemDetail, ItemPage } from '../../lib/api/contract/content';
import { data, expectClientError, getJson, startServer, type TestServer } from './helpers/server';

let s: TestServer;
const KEY = 'pool/architecture/003.jpg'; // 1500x1000
const SQUARE = 'pool/texture/002.jpg';

beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

async function get(key: string, process?: string): Promise<{ res: Response; body: Buffer }> {
  const url = `${s.base}/oss/${key}${process ? `?x-oss-process=${process}` : ''}`;
  const res = await fetch(url);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

async function meta(body: Buffer) {
  return sharp(body).metadata();
}

/** Pixels whose colour differs by more than `tol` on any channel, counted inside a box. */
async function diffCount(a: Buffer, b: Buffer, box: { left: number; top: number; width: number; height: number }, tol = 1): Promise<number> {
  const ra = await sharp(a).removeAlpha().extract(box).raw().toBuffer();
  const rb = await sharp(b).removeAlpha().extract(box).raw().toBuffer();
  let n = 0;
  for (let i = 0; i < ra.length; i += 3) {
    if (Math.abs(ra[i]! - rb[i]!) > tol || Math.abs(ra[i + 1]! - rb[i + 1]!) > tol || Math.abs(ra[i + 2]! - rb[i + 2]!) > tol) n++;
  }
  return n;
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('source images', () => {
  it('serves the item cover as JPEG at the advertised size', async () => {
    const item = (await data<ItemPage>(s.base, '/case/api/content/list?kind=case&pageSize=1')).list[0]!;
    const path_ = new URL(item.cover.url).pathname;
    const res = await fetch(s.base + path_);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const m = await meta(body);
    expect([m.width, m.height]).toEqual([item.cover.width, item.cover.height]);
  });

  it('renders distinct images for distinct keys of an image set', async () => {
    const first = (await data<ItemPage>(s.base, '/case/api/content/list?kind=case&pageSize=1')).list[0]!;
    const d = await data<ItemDetail>(s.base, `/case/api/content/detail?id=${first.id}`);
    const bodies = await Promise.all(d.images.slice(0, 3).map((img) => get(img.key).then((r) => r.body)));
    expect(bodies[0]!.equals(bodies[1]!)).toBe(false);
    expect(bodies[1]!.equals(bodies[2]!)).toBe(false);
  });

  it('sends long-lived cache headers, an ETag and answers If-None-Match with 304', async () => {
    const { res } = await get(KEY, 'image/resize,w_100');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await fetch(`${s.base}/oss/${KEY}?x-oss-process=image/resize,w_100`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const other = await get(KEY, 'image/resize,w_101');
    expect(other.res.headers.get('etag')).not.toBe(etag);
  });

  it('keeps processed results on disk', async () => {
    await get(KEY, 'image/resize,w_77/format,webp');
    const dir = path.join(s.dataDir, 'oss', 'cache');
    const files = fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.webp'));
    expect(files.length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(s.dataDir, 'oss', 'src', KEY))).toBe(true);
  });
});

describe('HEAD', () => {
  it.each([undefined, 'image/resize,m_fill,w_240,h_160/format,webp', 'image/watermark,text_' + b64('设计素材') + '/format,png'])('answers Content-Length equal to the GET body (%s)', async (process) => {
    const url = `${s.base}/oss/${KEY}${process ? `?x-oss-process=${process}` : ''}`;
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const len = Number(head.headers.get('content-length'));
    expect(len).toBeGreaterThan(100);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const got = await fetch(url);
    expect((await got.arrayBuffer()).byteLength).toBe(len);
  });
  it('answers 404 for unknown keys', async () => {
    expect((await fetch(`${s.base}/oss/pool/interior/999.jpg`, { method: 'HEAD' })).status).toBe(404);
  });
});

describe('resize', () => {
  it.each([
    ['m_lfit,w_300', 300, 200],
    ['w_300', 300, 200],
    ['m_lfit,w_300,h_300', 300, 200],
    ['h_100', 150, 100],
    ['m_mfit,w_300,h_300', 450, 300],
    ['m_fill,w_300,h_300', 300, 300],
    ['m_fill,w_320,h_100', 320, 100],
    ['m_pad,w_300,h_300', 300, 300],
    ['m_fixed,w_123,h_77', 123, 77],
    ['l_600', 600, 400],
    ['s_200', 300, 200],
    ['p_10', 150, 100],
    ['w_2400', 1500, 1000],
    ['w_2400,limit_0', 2400, 1600],
  ])('%s → %ix%i', async (params, w, h) => {
    const { res, body } = await get(KEY, `image/resize,${params}`);
    expect(res.status).toBe(200);
    const m = await meta(body);
    expect([m.width, m.height]).toEqual([w, h]);
  });

  it('pads with the given colour', async () => {
    const { body } = await get(KEY, 'image/resize,m_pad,w_300,h_300,color_FF0000/format,png');
    const px = await sharp(body).extract({ left: 150, top: 5, width: 1, height: 1 }).raw().toBuffer();
    expect([...px]).toEqual([255, 0, 0]);
  });
});

describe('formats and quality', () => {
  it.each([
    ['jpg', 'image/jpeg', 'jpeg'],
    ['jpeg', 'image/jpeg', 'jpeg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'heif'],
  ])('format,%s answers %s', async (f, type, sharpFormat) => {
    const { res, body } = await get(KEY, `image/resize,w_200/format,${f}`);
    expect(res.headers.get('content-type')).toBe(type);
    expect((await meta(body)).format).toBe(sharpFormat);
    if (f === 'png') expect(body.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    if (f === 'webp') expect(body.subarray(8, 12).toString()).toBe('WEBP');
    if (f === 'avif') expect(body.subarray(4, 12).toString()).toBe('ftypavif');
  });

  it('quality changes the encoded size', async () => {
    const low = await get(KEY, 'image/resize,w_600/quality,q_10');
    const high = await get(KEY, 'image/resize,w_600/quality,q_95');
    expect(low.body.length).toBeLessThan(high.body.length);
    const webpLow = await get(KEY, 'image/resize,w_600/format,webp/quality,Q_10');
    const webpHigh = await get(KEY, 'image/resize,w_600/format,webp/quality,Q_95');
    expect(webpLow.body.length).toBeLessThan(webpHigh.body.length);
  });

  it('blur and tiny resizes make low-quality placeholders', async () => {
    const base = await get(KEY, 'image/resize,w_200/format,png');
    const blurred = await get(KEY, 'image/resize,w_200/blur,r_10,s_10/format,png');
    const m = await meta(blurred.body);
    expect([m.width, m.height]).toEqual([200, 133]);
    expect(await diffCount(base.body, blurred.body, { left: 0, top: 0, width: 200, height: 133 }, 4)).toBeGreaterThan(1000);
    const tiny = await get(KEY, 'image/resize,w_16/blur,s_2/format,webp/quality,q_30');
    expect(tiny.body.length).toBeLessThan(1000);
  });
});

describe('watermark', () => {
  const base = 'image/resize,w_800';
  const plain = () => get(KEY, `${base}/format,png`);

  it('draws text with the SPEC §9 defaults (size 20, rotate 45, t 5, x/y 200, bottom-right)', async () => {
    const [a, b] = await Promise.all([plain(), get(KEY, `${base}/watermark,text_${b64('设计素材网')}/format,png`)]);
    const m = await meta(b.body);
    expect([m.width, m.height]).toEqual([800, 533]);
    expect(await diffCount(a.body, b.body, { left: 400, top: 80, width: 320, height: 320 }, 0)).toBeGreaterThan(30);
    expect(await diffCount(a.body, b.body, { left: 0, top: 0, width: 200, height: 200 }, 0)).toBe(0);
  });

  it('honours size, rotate, transparency, position, gravity and colour', async () => {
    const [a, b] = await Promise.all([plain(), get(KEY, `${base}/watermark,text_${b64('Design')},size_40,rotate_0,t_100,x_20,y_20,g_nw,color_FF0000/format,png`)]);
    expect(await diffCount(a.body, b.body, { left: 10, top: 10, width: 200, height: 60 }, 30)).toBeGreaterThan(200);
    expect(await diffCount(a.body, b.body, { left: 400, top: 300, width: 400, height: 233 }, 0)).toBe(0);
  });

  it('tiles the text with fill_1', async () => {
    const [a, b] = await Promise.all([plain(), get(KEY, `${base}/watermark,text_${b64('素材')},fill_1,t_80/format,png`)]);
    for (const box of [{ left: 0, top: 0, width: 400, height: 266 }, { left: 400, top: 266, width: 400, height: 267 }]) {
      expect(await diffCount(a.body, b.body, box, 0)).toBeGreaterThan(50);
    }
  });

  it('draws the text-free logo mark with its defaults (size 13, x/y 10, t 40)', async () => {
    const [a, b] = await Promise.all([plain(), get(KEY, `${base}/watermark/format,png`)]);
    expect(await diffCount(a.body, b.body, { left: 800 - 60, top: 533 - 60, width: 60, height: 60 }, 2)).toBeGreaterThan(100);
    expect(await diffCount(a.body, b.body, { left: 0, top: 0, width: 700, height: 450 }, 0)).toBe(0);
  });

  it('keeps the watermark inside small images', async () => {
    const small = 'image/resize,w_120';
    const [a, b] = await Promise.all([get(KEY, `${small}/format,png`), get(KEY, `${small}/watermark,text_${b64('水印')},t_100,rotate_0/format,png`)]);
    expect(await diffCount(a.body, b.body, { left: 0, top: 0, width: 120, height: 80 }, 10)).toBeGreaterThan(10);
  });
});

describe('bad processing parameters answer a 400 envelope', () => {
  it.each([
    'image/resize,w_5000',
    'image/resize,h_4001',
    'image/resize,w_0',
    'image/resize,w_-1',
    'image/resize,w_abc',
    'image/resize,m_zoom,w_100',
    'image/resize',
    'image/resize,p_0',
    'image/resize,p_900',
    'image/resize,m_mfit,w_10,h_4000',
    'image/resize,w_100,w_200',
    'image/resize,color_GGGGGG,m_pad,w_10,h_10',
    'image/watermark,text_!!!',
    `image/watermark,text_${b64('x'.repeat(80))}`,
    'image/watermark,size_0',
    'image/watermark,t_101',
    'image/watermark,g_middle',
    'image/format,gif',
    'image/format',
    'image/quality,q_0',
    'image/quality',
    'image/rotate,90',
    'image/blur,s_99',
    'resize,w_100',
    'video/snapshot,t_0',
    'image/',
    'image/resize,w_100%27%20OR%201%3D1',
    `image${'/interlace,1'.repeat(9)}`,
  ])('%s', async (process) => {
    const r = await getJson(s.base, `/oss/${KEY}?x-oss-process=${process}`);
    expectClientError(r, 400);
    expect(r.body.error.errorCode).toBe(40002);
  });

  it('rejects a repeated x-oss-process parameter', async () => {
    expectClientError(await getJson(s.base, `/oss/${SQUARE}?x-oss-process=image/resize,w_10&x-oss-process=image/resize,w_20`), 400);
  });

  it.each(['pool/interior/080.jpg', 'pool/nope/001.jpg', 'pool/interior/1.jpg', '..%2F..%2Fetc%2Fpasswd', 'pool/interior/001.png', 'catalogue.db'])('answers 404 for the unknown key %s', async (key) => {
    expectClientError(await getJson(s.base, `/oss/${key}`), 404);
  });
});
