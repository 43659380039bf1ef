import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { POOL_SIZES, THEMES, parsePoolKey, poolImage, type PoolImage, type ThemeImage } from '../images/pool';
import { poolSvg } from '../images/svg';
import { PICTURE_VERSION } from '../images/picture';
import { COLOR_NAMES, computeFeatures, HIST_BINS, type ColorName, type ImageFeatures } from './features';

/** Bump when the feature computation changes: stored features are recomputed. */
const FEATURE_VERSION = 1;
/** Stored features belong to this feature computation and these drawings. */
const FEATURES_OF = `${FEATURE_VERSION}.${PICTURE_VERSION}`;
/**
 * Raster width of a generated source image for feature extraction. Features are computed at
 * 32 px, so rasterising the source SVG at 256 px gives the same features as the served 1600 px
 * JPEG at a fortieth of the cost (first start stays a few seconds; checked in the API tests by
 * searching with the served JPEG).
 */
const FEATURE_RASTER = 256;

/** Features per pool key, kept across apps in one process (tests start many). */
const memo = new Map<string, ImageFeatures>();

function allPoolImages(): ThemeImage[] {
  return THEMES.flatMap((theme) => Array.from({ length: POOL_SIZES[theme] }, (_, n) => poolImage(theme, n)));
}

/**
 * Item covers whose features are computed ahead: the most viewed items'. Every item has its own
 * cover (drawn from its facts), so this bounds the first start at any catalogue size; a search
 * from another cover measures it on demand (routes/search-image.ts).
 */
const FEATURE_ITEMS = 3000;

/** Every generated picture the image index holds: the themed pool and the most viewed items' covers. */
function indexedPictures(db: Database.Database): PoolImage[] {
  const out: PoolImage[] = allPoolImages();
  const seen = new Set(out.map((img) => img.key));
  for (const key of db.prepare('SELECT cover_key FROM items ORDER BY views DESC, id ASC LIMIT ?').pluck().iterate(FEATURE_ITEMS) as IterableIterator<string>) {
    if (seen.has(key)) continue;
    const img = parsePoolKey(key);
    if (img) {
      seen.add(key);
      out.push(img);
    }
  }
  return out;
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

/**
 * Features of generated pictures are a pure function of their keys, so they are also kept in one
 * file per machine shared by every data directory (API_FEATURE_CACHE, default in the temp dir):
 * test servers and fresh benchmark catalogues do not draw the same pictures again.
 */
function sharedCache(): Database.Database | null {
  const file = process.env.API_FEATURE_CACHE ?? path.join(os.tmpdir(), `design-api-picture-features-v${FEATURES_OF}.db`);
  return machineCache(file, 'CREATE TABLE IF NOT EXISTS image_features (key TEXT PRIMARY KEY, hash_hi INTEGER NOT NULL, hash_lo INTEGER NOT NULL, hist BLOB NOT NULL, color TEXT NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL)');
}

/** A per-machine cache file of values that are pure functions of a picture key (null when it cannot be opened). */
export function machineCache(file: string, tableSql: string): Database.Database | null {
  try {
    const db = new Database(file);
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.exec(tableSql);
    return db;
  } catch {
    return null;
  }
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
  if (versionRow && versionRow.value !== FEATURES_OF) db.exec('DELETE FROM image_features');
  const out = new Map<string, ImageFeatures>();
  for (const r of db.prepare('SELECT * FROM image_features').all() as FeatureRow[]) {
    if (r.hist.length === HIST_BINS) out.set(r.key, fromRow(r));
  }
  let missing = indexedPictures(db).filter((img) => !out.has(img.key));
  if (!missing.length) return out;
  const started = Date.now();
  const insertSql = 'INSERT OR REPLACE INTO image_features (key, hash_hi, hash_lo, hist, color, width, height) VALUES (?, ?, ?, ?, ?, ?, ?)';
  const insert = db.prepare(insertSql);
  const shared = sharedCache();
  const computed: [PoolImage, ImageFeatures][] = [];
  if (shared) {
    const get = shared.prepare('SELECT * FROM image_features WHERE key = ?');
    missing = missing.filter((img) => {
      const r = get.get(img.key) as FeatureRow | undefined;
      if (r && r.hist.length === HIST_BINS) {
        const f = fromRow(r);
        memo.set(img.key, f);
        computed.push([img, f]);
        return false;
      }
      return true;
    });
  }
  const reused = computed.length;
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const img = missing[next++]!;
      computed.push([img, await sourceFeatures(img)]);
    }
  };
  await Promise.all([worker(), worker()]);
  const write = (target: Database.Database, rows: [PoolImage, ImageFeatures][]) => {
    const ins = target === db ? insert : target.prepare(insertSql);
    for (const [img, f] of rows) ins.run(img.key, f.hashHi, f.hashLo, Buffer.from(f.hist), f.colors.join(','), f.width, f.height);
  };
  db.transaction(() => {
    write(db, computed);
    for (const [img, f] of computed) out.set(img.key, f);
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('search_feature_version', ?)").run(FEATURES_OF);
  })();
  if (shared) {
    try {
      shared.transaction(() => write(shared, computed.slice(reused)))();
    } catch {
      /* the shared cache is an optimisation only */
    }
    shared.close();
  }
  log(`search: image features of ${computed.length} source images (${reused} from the shared cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return out;
}
