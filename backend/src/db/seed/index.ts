import type Database from 'better-sqlite3';
import { AWARDS, MAGAZINES, PUBLIC_ACCOUNTS, RECOMMENDS, SITES } from '../../domain/catalogue';
import { categoryRows, type TreeName } from '../../domain/categories';
import { createContext } from './context';
import { BULK_START, FIXED_BLOCKS } from '../../domain/describe';
import { designerCount, seedDesigners } from './designers';
import { ItemWriter, kindPicker, writeCatalogue } from './items';
import { mulberry32, sample } from '../../domain/prng';
import { TAGS } from '../../domain/tags';

const PRNG_SEED = 20240601;
/** Bump when the generator's output changes (titles/facts are recomputed from it at request time). */
export const GENERATOR_VERSION = 2;

interface SeedStats {
  items: number;
  designers: number;
  seconds: number;
}

/** Fills an empty (migrated to v1) database with the deterministic catalogue in one transaction. */
export function seedCatalogue(db: Database.Database, seedSize: number, now: number, log: (msg: string) => void = () => {}): SeedStats {
  const started = Date.now();
  const rng = mulberry32(PRNG_SEED);
  const fixedTotal = FIXED_BLOCKS.reduce((s, b) => s + b.count, 0);
  const bulk = Math.max(0, seedSize - fixedTotal);
  const designers = designerCount(seedSize);

  db.transaction(() => {
    const insCat = db.prepare('INSERT INTO categories (id, tree, parent_id, name, slug, sort) VALUES (?, ?, ?, ?, ?, ?)');
    for (const c of categoryRows()) insCat.run(c.id, c.tree, c.parentId, c.name, c.slug, c.sort);

    const insTag = db.prepare('INSERT INTO tags (id, tree, name) VALUES (?, ?, ?)');
    const tagIds = new Map<TreeName, number[]>();
    let tagId = 1;
    for (const [tree, names] of Object.entries(TAGS) as [TreeName, string[]][]) {
      const ids: number[] = [];
      for (const name of names) {
        insTag.run(tagId, tree, name);
        ids.push(tagId++);
      }
      tagIds.set(tree, ids);
    }

    const byField = seedDesigners(db, designers, now);
    const ctx = createContext(now, tagIds, byField);
    const writer = new ItemWriter(db, ctx);
    writeCatalogue(writer, ctx, rng, {
      magazine: MAGAZINES.map((m) => m[1]),
      award: AWARDS.map((a) => a[1]),
      publicAccount: PUBLIC_ACCOUNTS.map((p) => p[1]),
      recommend: RECOMMENDS.map((r) => r[1]),
      site: SITES.map((s) => s[1]),
    });

    const pickKind = kindPicker();
    const step = Math.max(1, Math.floor(bulk / 10));
    for (let i = 0; i < bulk; i++) {
      writer.write(pickKind(rng), BULK_START + i, rng);
      if (bulk >= 200_000 && i > 0 && i % step === 0) log(`seed: ${i.toLocaleString('en')} / ${bulk.toLocaleString('en')} items`);
    }
    writer.flush();

    const insRec = db.prepare('INSERT INTO recommend_items (recommend_id, sort, item_id) VALUES (?, ?, ?)');
    ctx.ids.recommend.forEach((recId, i) => {
      const memberKind = RECOMMENDS[i]![2] as keyof typeof ctx.ids;
      const pool = ctx.ids[memberKind];
      const members = pool.length > 4000 ? sample(rng, pool.slice(0, 4000), 30) : sample(rng, pool, Math.min(30, pool.length));
      members.forEach((itemId, sort) => insRec.run(recId, sort + 1, itemId));
    });

    const meta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    meta.run('seed_size', String(seedSize));
    meta.run('seeded_at', String(now));
    meta.run('prng_seed', String(PRNG_SEED));
    meta.run('generator_version', String(GENERATOR_VERSION));
  })();

  return { items: fixedTotal + bulk, designers, seconds: (Date.now() - started) / 1000 };
}
