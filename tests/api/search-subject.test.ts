import { getJson, serverForFile, expectClientError } from './helpers/server';
import type { ObjectModelsResult, PictureObjectsResult, SimilarResult } from '../../lib/api/contract/search';
import { ImageIndex } from '../../backend/src/search/image-index';
import type { ImageFeatures } from '../../backend/src/search/features';
import { searchService } from '../../backend/src/search/service';
import { SUBJECT_DIM } from '../../backend/src/search/vision';
import { OBJECT_CLASSES } from '../../backend/src/search/objects';
import { queryJpeg, subjectShare } from '../../backend/src/search/relevance/image-run';
import { outlines, truthOf } from '../../backend/src/search/relevance/object-queries';
import { parsePictureKey } from '../../backend/src/images/picture';

// Test apps run no background pass (config subjectPass): each test computes the vectors of the
// pictures it uses.
const s = serverForFile({}, 180_000);
const svc = () => searchService(s.app, s.app.ctx);

function features(hashHi: number, shade: number): ImageFeatures {
  const hist = new Uint8Array(64);
  hist[shade] = 255;
  return { hashHi, hashLo: 0, hist, colors: [], width: 10, height: 10 };
}
function vector(axis: number, noise: number): Float32Array {
  const v = new Float32Array(SUBJECT_DIM);
  for (let d = 0; d < SUBJECT_DIM; d++) v[d] = (d === axis ? 1 : 0) + ((d * 7 + noise * 13) % 5) / 50;
  return v;
}

describe('the image index by subject', () => {
  const entries = [
    // Same look as the query (hash, colour), another subject.
    { itemId: 1, kind: 'pin', key: 'a', f: features(0x0f0f0f0f, 3) },
    { itemId: 2, kind: 'pin', key: 'b', f: features(0xffff0000, 9) },
    { itemId: 3, kind: 'pin', key: 'c', f: features(0x00ff00ff, 20) },
    // No vector yet: ranks after every picture that has one.
    { itemId: 4, kind: 'pin', key: 'd', f: features(0x0f0f0f0e, 3) },
    { itemId: 5, kind: '3d', key: 'e', f: features(0x12345678, 30) },
  ];
  const vectors = new Map([['a', vector(1, 1)], ['b', vector(2, 2)], ['c', vector(2, 3)], ['e', vector(2, 4)]]);
  const index = new ImageIndex(entries);
  index.attachSubjects(vectors);
  const query = features(0x70f0f0f0, 3);

  test('the same subject ranks above the same look; pictures without a vector come last', () => {
    const { hits } = index.search(query, { limit: 10, offset: 0, hideDuplicates: false, subject: vector(2, 5) });
    expect(hits.slice(0, 3).map((h) => h.itemId).sort()).toEqual([2, 3, 5]);
    expect(hits[hits.length - 1]!.itemId).toBe(4);
    const scores = hits.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  test('a copy of the query comes first whatever its subject; kinds filter', () => {
    const copy = index.search(features(0x0f0f0f0f, 3), { limit: 3, offset: 0, hideDuplicates: false, subject: vector(2, 5) });
    expect([1, 4]).toContain(copy.hits[0]!.itemId);
    const models = index.search(query, { limit: 10, offset: 0, hideDuplicates: false, subject: vector(2, 5), kinds: ['3d'] });
    expect(models.hits.map((h) => h.itemId)).toEqual([5]);
  });

  test('without a query vector it ranks by look as before', () => {
    const { hits } = index.search(features(0x0f0f0f0f, 3), { limit: 2, offset: 0, hideDuplicates: false });
    expect(hits[0]!.itemId).toBe(1);
  });
});

describe('similar images by subject over the API', () => {
  test('a sofa picture drawn apart from the catalogue finds sofas, with progress in the status', async () => {
    const db = s.app.ctx.db;
    const sofas = db.prepare("SELECT DISTINCT cover_key FROM search_docs WHERE cover_key LIKE 'pic/sofa/%' LIMIT 12").pluck().all() as string[];
    const others = db.prepare("SELECT DISTINCT cover_key FROM search_docs WHERE cover_key LIKE 'pic/%' AND cover_key NOT LIKE 'pic/sofa/%' ORDER BY rank LIMIT 40").pluck().all() as string[];
    expect(sofas.length).toBeGreaterThanOrEqual(8);
    await svc().subjectsFor([...sofas, ...others]);
    const status = await getJson<{ pictures: number; subjects: { done: number; total: number; running: boolean } }>(s.base, '/case/api/search/status');
    expect(status.body.data.subjects.done).toBeGreaterThanOrEqual(sofas.length + others.length - 2);
    expect(status.body.data.pictures).toBeGreaterThan(1000);

    const jpeg = await queryJpeg({ subject: 'sofa', style: 3, colour: 17, variant: 77_001, change: 'hue' });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'sofa.jpg');
    const res = await fetch(`${s.base}/case/api/search/similar`, { method: 'POST', body: form });
    const body = (await res.json()) as { data: SimilarResult };
    const keys = body.data.list.map((h) => h.item.cover.key);
    expect(subjectShare('sofa', keys)).toBeGreaterThanOrEqual(7);
  });
});

describe('找同款模型', () => {
  test('a living room outlines its sofa as 沙发, and the sofa models come first for it', async () => {
    const db = s.app.ctx.db;
    // The generator names a living room (ground truth only: the outliner sees the pixels).
    const [room, key] = db.prepare("SELECT item_id, cover_key FROM search_docs WHERE kind = 'case' AND cover_key LIKE 'pic/room-living/%' ORDER BY rank LIMIT 1").raw().get() as [number, string];
    const sofa = (await truthOf(parsePictureKey(key)!)).find((t) => t.cls === 'sofa')!;
    expect(sofa).toBeDefined();

    const r = await getJson<PictureObjectsResult>(s.base, `/case/api/search/objects?itemId=${room}`);
    expect(r.status).toBe(200);
    const labels = new Set(Object.values(OBJECT_CLASSES).map((c) => c.label));
    for (const o of r.body.data.objects) {
      expect(labels.has(o.label)).toBe(true);
      expect(o.box.x).toBeGreaterThanOrEqual(0);
      expect(o.box.x + o.box.w).toBeLessThanOrEqual(1.001);
      expect(o.box.y + o.box.h).toBeLessThanOrEqual(1.001);
    }
    const outlined = r.body.data.objects.find((o) => o.label === '沙发' && outlines(o.box, sofa.box));
    expect(outlined).toBeDefined();
    const again = await getJson<PictureObjectsResult>(s.base, `/case/api/search/objects?itemId=${room}`);
    expect(again.body.data.objects).toEqual(r.body.data.objects);

    const b = outlined!.box;
    const m = await getJson<ObjectModelsResult>(s.base, `/case/api/search/object-models?itemId=${room}&cls=${outlined!.cls}&box=${b.x},${b.y},${b.w},${b.h}`);
    expect(m.status).toBe(200);
    expect(m.body.data.label).toBe('沙发');
    expect(m.body.data.list.length).toBeGreaterThanOrEqual(4);
    const sofaModels = new Set(db.prepare("SELECT i.id FROM items i JOIN categories c ON c.id = i.classify_id WHERE c.name = '沙发' AND i.kind IN ('3d', 'su')").pluck().all() as number[]);
    for (const item of m.body.data.list) expect(sofaModels.has(item.id)).toBe(true);
  });

  test('bad requests are 4xx with Chinese messages', async () => {
    expectClientError(await getJson(s.base, '/case/api/search/objects'), 400);
    expectClientError(await getJson(s.base, '/case/api/search/objects?img=https://elsewhere.example/a.jpg'), 404);
    expectClientError(await getJson(s.base, '/case/api/search/objects?itemId=999999999'), 404);
    expectClientError(await getJson(s.base, '/case/api/search/object-models?itemId=1&cls=rocket&box=0,0,1,1'), 400);
    expectClientError(await getJson(s.base, '/case/api/search/object-models?itemId=1&cls=sofa&box=2,0,1,1'), 400);
    expectClientError(await getJson(s.base, '/case/api/search/object-models?itemId=1&cls=sofa'), 400);
  });
});
