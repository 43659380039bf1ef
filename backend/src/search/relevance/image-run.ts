/**
 * The similar-image relevance bench (docs/search.md "Similar images"): uploads every judged
 * query picture (image-queries.ts) to a running API and prints the share of the top 10 that
 * shows the query's subject, beside the request times. Loopback only; one request at a time.
 * Waits first for the API's background subject pass (GET /case/api/search/status).
 *
 * With --db (the API's catalogue.db) it also times the index in process at --scale pictures
 * (default 100,000): the stored features and subject vectors repeated, each copy nudged; and runs
 * the 找同款模型 bench (object-run.ts) over the judged room pictures.
 *
 *   tsx backend/src/search/relevance/image-run.ts --api http://127.0.0.1:4000 [--db backend/data/catalogue.db] [--scale 100000] [--json] [--no-wait]
 */
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { parsePictureKey, picture, pictureSvg } from '../../images/picture';
import { COLOR_NAMES, computeFeatures, type ColorName, type ImageFeatures } from '../features';
import { ImageIndex } from '../image-index';
import { SUBJECT_DIM, subjectVector } from '../vision';
import { familyOf, IMAGE_QUERIES, type ImageQuery } from './image-queries';
import { runObjectBench } from './object-run';

function arg(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** The query as a visitor's JPEG: drawn, then changed as a photo of it would be. */
export async function queryJpeg(q: ImageQuery): Promise<Buffer> {
  const pic = picture({ subject: q.subject, style: q.style, colour: q.colour, variant: q.variant });
  const w = 1000;
  const h = Math.round((w * pic.height) / pic.width);
  let img = sharp(Buffer.from(pictureSvg(pic)), { density: (72 * w) / pic.width }).resize(w, h, { fit: 'fill' });
  let raster = await img.png().toBuffer();
  if (q.change === 'crop' || q.change === 'crop-hue') raster = await sharp(raster).extract({ left: Math.round(w * 0.12), top: Math.round(h * 0.1), width: Math.round(w * 0.76), height: Math.round(h * 0.8) }).png().toBuffer();
  img = sharp(raster);
  if (q.change === 'mirror') img = img.flop();
  if (q.change === 'hue' || q.change === 'crop-hue') img = img.modulate({ hue: 120 });
  if (q.change === 'dark') img = img.modulate({ brightness: 0.7 });
  return img.jpeg({ quality: 85 }).toBuffer();
}

/** Share of these cover keys that show the subject's family (generated pictures only). */
export function subjectShare(subject: string, keys: string[], k = 10): number {
  const want = familyOf(subject);
  return keys.slice(0, k).filter((key) => {
    const p = parsePictureKey(key);
    return !!p && familyOf(p.subject) === want;
  }).length;
}

async function waitForSubjects(api: string): Promise<{ done: number; total: number }> {
  const deadline = Date.now() + 30 * 60_000;
  let said = 0;
  for (;;) {
    const s = (await (await fetch(`${api}/case/api/search/status`)).json()) as { data: { subjects: { done: number; total: number; running: boolean } } };
    const { done, total, running } = s.data.subjects;
    if ((!running && done > 0) || Date.now() > deadline) return { done, total };
    if (Date.now() - said > 30_000) {
      said = Date.now();
      process.stderr.write(`  waiting for subject vectors: ${done}/${total}\n`);
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
}

export interface ImageBenchSummary {
  queries: number;
  meanShare: number;
  atLeast7: number;
  p50: number;
  p95: number;
  subjects: { done: number; total: number } | null;
}

export async function runImageBench(api: string, wait = true): Promise<{ summary: ImageBenchSummary; lines: string[] }> {
  const subjects = wait ? await waitForSubjects(api) : null;
  const rows: { q: ImageQuery; share: number; ms: number; top: string[] }[] = [];
  for (const q of IMAGE_QUERIES) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await queryJpeg(q))], { type: 'image/jpeg' }), 'q.jpg');
    const t = performance.now();
    const res = await fetch(`${api}/case/api/search/similar`, { method: 'POST', body: form });
    const body = (await res.json()) as { data: { list: { item: { cover: { key: string } } }[] } };
    const ms = performance.now() - t;
    const keys = body.data.list.map((h) => h.item.cover.key);
    rows.push({ q, share: subjectShare(q.subject, keys), ms, top: keys.slice(0, 10).map((k) => parsePictureKey(k)?.subject ?? k.split('/')[1] ?? k) });
  }
  const times = rows.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  const summary: ImageBenchSummary = {
    queries: rows.length,
    meanShare: rows.reduce((a, r) => a + r.share, 0) / rows.length,
    atLeast7: rows.filter((r) => r.share >= 7).length,
    p50: pct(50),
    p95: pct(95),
    subjects,
  };
  const bySubject = new Map<string, number[]>();
  for (const r of rows) bySubject.set(r.q.subject, [...(bySubject.get(r.q.subject) ?? []), r.share]);
  const lines = [
    `  image top-10 subject share (${rows.length} judged query pictures${subjects ? `, ${subjects.done}/${subjects.total} pictures with a subject vector` : ''}): mean ${summary.meanShare.toFixed(1)}/10, ≥ 7/10 for ${summary.atLeast7}/${rows.length}; upload p50 ${summary.p50.toFixed(0)} ms p95 ${summary.p95.toFixed(0)} ms`,
    `    per subject: ${[...bySubject].map(([s, xs]) => `${s} ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1)}`).join(', ')}`,
  ];
  for (const r of [...rows].sort((a, b) => a.share - b.share).slice(0, Number(arg('worst', '0')))) lines.push(`    ${r.q.subject} (${r.q.change}) ${r.share}/10: ${r.top.join(' ')}`);
  return { summary, lines };
}

/**
 * The subject search timed in process over `size` pictures: the catalogue's stored features and
 * vectors repeated (every copy a picture of its own, its vector nudged), queried with the judged
 * pictures. Returns the search's p50/p95 and the query vector's own cost.
 */
export async function scaleBench(dbPath: string, size: number): Promise<{ size: number; p50: number; p95: number; embedP95: number }> {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  const feats = db.prepare('SELECT f.key, f.hash_hi, f.hash_lo, f.hist, f.color, f.width, f.height, s.vec FROM image_features f JOIN image_subjects s ON s.key = f.key').all() as { key: string; hash_hi: number; hash_lo: number; hist: Buffer; color: string; width: number; height: number; vec: Buffer }[];
  db.close();
  if (!feats.length) throw new Error('no subject vectors stored in this database yet');
  const vectors = new Map<string, Float32Array>();
  const entries = Array.from({ length: size }, (_, i) => {
    const r = feats[i % feats.length]!;
    const f: ImageFeatures = { hashHi: (r.hash_hi ^ (i * 2654435761)) >>> 0, hashLo: r.hash_lo >>> 0, hist: new Uint8Array(r.hist), colors: r.color.split(',').filter((c): c is ColorName => (COLOR_NAMES as readonly string[]).includes(c)), width: r.width, height: r.height };
    const v = new Float32Array(SUBJECT_DIM);
    for (let d = 0; d < SUBJECT_DIM; d++) v[d] = r.vec.readFloatLE(d * 4) * (1 + (((i * 31 + d * 17) % 13) - 6) / 100);
    const key = `${r.key}#${i}`;
    vectors.set(key, v);
    return { itemId: i + 1, kind: 'pin', key, f };
  });
  const index = new ImageIndex(entries);
  index.attachSubjects(vectors);
  const times: number[] = [];
  const embed: number[] = [];
  for (const q of IMAGE_QUERIES) {
    const jpeg = await queryJpeg(q);
    const t0 = performance.now();
    const [f, subject] = await Promise.all([computeFeatures(jpeg), subjectVector(jpeg)]);
    embed.push(performance.now() - t0);
    for (let k = 0; k < 3; k++) {
      const t = performance.now();
      index.search(f, { limit: 30, offset: 0, hideDuplicates: k !== 1, subject });
      times.push(performance.now() - t);
    }
  }
  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
  return { size, p50: pct(times, 50), p95: pct(times, 95), embedP95: pct(embed, 95) };
}

if (process.argv[1]?.endsWith('image-run.ts')) {
  (async () => {
    const { summary, lines } = await runImageBench(arg('api', 'http://127.0.0.1:4000')!, !process.argv.includes('--no-wait'));
    for (const l of lines) console.log(l);
    const dbPath = arg('db');
    const scale = dbPath ? await scaleBench(dbPath, Number(arg('scale', '100000'))) : null;
    if (scale) console.log(`  subject search in process over ${scale.size.toLocaleString('en')} pictures: p50 ${scale.p50.toFixed(1)} ms, p95 ${scale.p95.toFixed(1)} ms; the query's own features + subject vector p95 ${scale.embedP95.toFixed(0)} ms`);
    // 找同款模型 beside the image figures: the same catalogue's labelled covers (object-run.ts).
    const objects = dbPath ? await runObjectBench(dbPath) : null;
    if (objects) for (const l of objects.lines) console.log(l);
    if (process.argv.includes('--json')) console.log(`BENCH_IMAGE_JSON ${JSON.stringify({ ...summary, scale, objects: objects?.summary ?? null })}`);
  })()
    .then(() => process.exit(0))
    .catch((err: Error) => {
      console.error(`image bench failed: ${err.message}`);
      process.exit(1);
    });
}
