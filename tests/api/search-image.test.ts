import sharp from 'sharp';
import { getJson, serverForFile, expectClientError, type JsonResponse } from './helpers/server';
import type { SimilarResult } from '../../lib/api/contract/search';

const s = serverForFile({}, 120_000);

async function upload(body: Blob | null, fields: Record<string, string> = {}): Promise<JsonResponse<SimilarResult>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (body) form.append('file', body, 'x.jpg');
  const res = await fetch(`${s.base}/case/api/search/similar`, { method: 'POST', body: form });
  return { status: res.status, headers: res.headers, body: (await res.json()) as JsonResponse<SimilarResult>["body"] };
}

/** The cover of the most viewed indexed item whose cover shows this subject (pictures are drawn per item). */
function cover(subject: string): string {
  const row = s.app.ctx.db.prepare("SELECT cover_key FROM search_docs WHERE cover_key LIKE ? ORDER BY rank LIMIT 1").get(`pic/${subject}/%`) as { cover_key: string } | undefined;
  if (!row) throw new Error(`no item shows ${subject}`);
  return row.cover_key;
}

async function served(key: string, process = ''): Promise<Blob> {
  const res = await fetch(`${s.base}/oss/${key}${process}`);
  return new Blob([await res.arrayBuffer()], { type: res.headers.get('content-type') ?? 'image/jpeg' });
}

describe('similar-image search', () => {
  test('uploading a served picture finds that picture first, with a similarity score', async () => {
    const key = cover('room-living');
    const r = await upload(await served(key));
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.list[0]!.item.cover.key).toBe(key);
    expect(d.list[0]!.score).toBeGreaterThan(0.95);
    expect(d.scanned).toBeGreaterThan(1000);
    const scores = d.list.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  test('a resized WebP copy still finds the original', async () => {
    const key = cover('building');
    const r = await upload(await served(key, '?x-oss-process=image/resize,w_300/format,webp'));
    expect(r.body.data.list[0]!.item.cover.key).toBe(key);
  });

  test('near-duplicates are hidden unless asked for', async () => {
    // Every item has a picture of its own; two items showing one picture exist where a themed
    // pool picture serves several (public accounts' and sites' logos).
    const logo = (s.app.ctx.db.prepare("SELECT cover_key FROM search_docs WHERE cover_key LIKE 'pool/logo/%' GROUP BY cover_key HAVING count(*) > 1 LIMIT 1").get() as { cover_key: string }).cover_key;
    const pic = await served(logo);
    const hidden = await upload(pic);
    const keys = hidden.body.data.list.map((h) => h.item.cover.key);
    expect(new Set(keys).size).toBe(keys.length);
    const shown = await upload(pic, { hideDuplicates: '0' });
    const same = shown.body.data.list.filter((h) => h.item.cover.key === logo).length;
    expect(same).toBeGreaterThan(1);
  });

  test('a crop searches one region', async () => {
    const key = cover('courtyard');
    const full = await upload(await served(key));
    const crop = await upload(await served(key), { crop: '0,0,0.5,0.4' });
    expect(crop.status).toBe(200);
    expect(crop.body.data.query.crop).toEqual({ x: 0, y: 0, w: 0.5, h: 0.4 });
    expect(crop.body.data.list.map((h) => h.item.id)).not.toEqual(full.body.data.list.map((h) => h.item.id));
  });

  test('starting from a site picture by URL or item id', async () => {
    const key = cover('vase');
    const byUrl = await getJson<SimilarResult>(s.base, `/case/api/search/similar?img=${encodeURIComponent(`http://localhost:4000/oss/${key}`)}`);
    expect(byUrl.body.data.list[0]!.item.cover.key).toBe(key);
    const withCrop = await getJson<SimilarResult>(s.base, `/case/api/search/similar?img=${key}&crop=0.25,0.25,0.5,0.5`);
    expect(withCrop.status).toBe(200);
    const item = byUrl.body.data.list[0]!.item;
    const byItem = await getJson<SimilarResult>(s.base, `/case/api/search/similar?itemId=${item.id}`);
    expect(byItem.body.data.list.some((h) => h.item.id === item.id)).toBe(false);
  });

  test('broken, empty, non-image, huge and malformed uploads are 4xx with Chinese messages', async () => {
    expectClientError(await upload(new Blob(['hello, not a picture'], { type: 'image/jpeg' })), 400);
    const jpeg = new Uint8Array(await (await served('pool/interior/001.jpg')).arrayBuffer());
    expectClientError(await upload(new Blob([jpeg.slice(0, 400)], { type: 'image/jpeg' })), 400);
    expectClientError(await upload(new Blob([], { type: 'image/png' })), 400);
    expectClientError(await upload(null, { crop: '0,0,1,1' }), 400);
    const big = new Uint8Array(11 * 1024 * 1024);
    expectClientError(await upload(new Blob([big], { type: 'image/png' })), 413);
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expectClientError(await upload(new Blob([new Uint8Array(bomb)], { type: 'image/png' })), 400);
    expectClientError(await upload(await served('pool/interior/001.jpg'), { crop: '0.9,0.9,0.5,0.5' }), 400);
    expectClientError(await upload(await served('pool/interior/001.jpg'), { crop: '1;DROP' }), 400);
    const json = await fetch(`${s.base}/case/api/search/similar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    expectClientError(await getJson(s.base, '/case/api/search/similar?img=https://elsewhere.example/a.jpg'), 404);
    expectClientError(await getJson(s.base, '/case/api/search/similar'), 400);
    expectClientError(await getJson(s.base, `/case/api/search/similar?img=${'a'.repeat(10_000)}`), 400);
  });
});
