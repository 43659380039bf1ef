import type Database from 'better-sqlite3';
import sharp from 'sharp';
import { POOL_SIZES, THEMES, poolImage, type PoolImage } from '../images/pool';
import { poolSvg } from '../images/svg';
import { COLOR_NAMES, computeFeatures, HIST_BINS, type ColorName, type ImageFeatures } from './features';

/** Bump when the feature computation changes: stored features are recomputed. */
export const FEATURE_VERSION = 1;
/**
 * Raster width of a generated source image for feature extraction. Features are computed at
 * 32 px, so rasterising the source SVG at 256 px gives the same features as the served 1600 px
 * JPEG at a fortieth of the cost (first start stays a few seconds; checked in the API tests by
 * searching with the served JPEG).
 */
const FEATURE_RASTER = 256;

/** Features per pool key, kept across apps in one process (tests start many). */
const memo = new Map<string, ImageFeatures>();

export function allPoolImages(): PoolImage[] {
  return THEMES.flatMap((theme) => Array.from({ length: POOL_SIZES[theme] }, (_, n) => poolImage(theme, n)));
}

async function sourceFeatures(img: PoolImage): Promise<ImageFeatures> {
  const hit = memo.get(img.key);
  if (hit) return hit;
  const density = Math.max(1, Math.round((72 * FEATURE_RASTER) / img.width));
  const raster = await sharp(Buffer.from(poolSvg(img)), { density }).png({ compressionLevel: 0 }).toBuffer();
  const f = { ...(await computeFeatures(raster)), width: img.width, height: img.height };
  memo.set(img.key, f);
  return f;
}

interface FeatureRow {
  key: string;
  hash_hi: number;
  hash_lo: number;
  hist: Buffer;
  color: string;
  width: number;
  height: number;
}

function fromRow(r: FeatureRow): ImageFeatures {
  const colors = r.color.split(',').filter((c): c is ColorName => (COLOR_NAMES as readonly string[]).includes(c));
  return { hashHi: r.hash_hi >>> 0, hashLo: r.hash_lo >>> 0, hist: new Uint8Array(r.hist), colors, width: r.width, height: r.height };
}

/**
 * Keeps the features of a picture that is not generated (an approved upload's cover), so the next
 * start indexes it for the similar-image search and the picture check like the catalogue's own.
 */
export function storeFeatures(db: Database.Database, key: string, f: ImageFeatures): void {
  db.prepare('INSERT OR REPLACE INTO image_features (key, hash_hi, hash_lo, hist, color, width, height) VALUES (?, ?, ?, ?, ?, ?, ?)').run(key, f.hashHi, f.hashLo, Buffer.from(f.hist), f.colors.join(','), f.width, f.height);
}

/**
 * Makes sure every generated source image has its features in `image_features` and returns
 * them by key. Missing ones are computed two at a time (the machine's other work goes on).
 */
export async function ensureFeatures(db: Database.Database, log: (msg: string) => void = () => {}): Promise<Map<string, ImageFeatures>> {
  const versionRow = db.prepare("SELECT value FROM meta WHERE key = 'search_feature_version'").get() as { value: string } | undefined;
  if (versionRow && Number(versionRow.value) !== FEATURE_VERSION) db.exec('DELETE FROM image_features');
  const out = new Map<string, ImageFeatures>();
  for (const r of db.prepare('SELECT * FROM image_features').all() as FeatureRow[]) {
    if (r.hist.length === HIST_BINS) out.set(r.key, fromRow(r));
  }
  const missing = allPoolImages().filter((img) => !out.has(img.key));
  if (!missing.length) return out;
  const started = Date.now();
  const insert = db.prepare('INSERT OR REPLACE INTO image_features (key, hash_hi, hash_lo, hist, color, width, height) VALUES (?, ?, ?, ?, ?, ?, ?)');
  let next = 0;
  const computed: [PoolImage, ImageFeatures][] = [];
  const worker = async () => {
    while (next < missing.length) {
      const img = missing[next++]!;
      computed.push([img, await sourceFeatures(img)]);
    }
  };
  await Promise.all([worker(), worker()]);
  db.transaction(() => {
    for (const [img, f] of computed) {
      insert.run(img.key, f.hashHi, f.hashLo, Buffer.from(f.hist), f.colors.join(','), f.width, f.height);
      out.set(img.key, f);
    }
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('search_feature_version', ?)").run(String(FEATURE_VERSION));
  })();
  log(`search: image features of ${computed.length} source images in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return out;
}
