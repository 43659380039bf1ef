import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../backend/src/db/open';
import { MIGRATIONS } from '../../backend/src/db/migrations';

const dirs: string[] = [];
function tmp(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'api-seed-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

type Row = { id: number; kind: string; title: string; cover_key: string; classify_id: number; tag_ids: string; vip: number; views: number };
const SAMPLE = 'SELECT id, kind, title, cover_key, classify_id, tag_ids, vip, views FROM items ORDER BY id';

describe('seed', () => {
  it('is deterministic: two fresh databases hold the same catalogue', () => {
    const a = openDatabase({ dataDir: tmp(), seedSize: 1500 });
    const b = openDatabase({ dataDir: tmp(), seedSize: 1500 });
    try {
      expect(a.seeded && b.seeded).toBe(true);
      expect(a.db.prepare(SAMPLE).all() as Row[]).toEqual(b.db.prepare(SAMPLE).all() as Row[]);
      const designers = 'SELECT id, name, en_name, title, firm, city, country, field, level, avatar_key, followers FROM designers ORDER BY id';
      expect(a.db.prepare(designers).all()).toEqual(b.db.prepare(designers).all());
    } finally {
      a.db.close();
      b.db.close();
    }
  });

  it('records versioned migrations and does not re-seed an existing database', () => {
    const dir = tmp();
    const first = openDatabase({ dataDir: dir, seedSize: 800 });
    const versions = first.db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[];
    expect(versions.map((v) => v.version)).toEqual(MIGRATIONS.map((m) => m.version).sort((a, b) => a - b));
    expect(versions.map((v) => v.version).slice(0, 3)).toEqual([1, 2, 3]);
    const count = (first.db.prepare('SELECT count(*) AS n FROM items').get() as { n: number }).n;
    expect(count).toBe(800);
    first.db.prepare("UPDATE meta SET value = 'marker' WHERE key = 'prng_seed'").run();
    first.db.close();

    const second = openDatabase({ dataDir: dir, seedSize: 5000 });
    expect(second.seeded).toBe(false);
    expect((second.db.prepare("SELECT value FROM meta WHERE key = 'prng_seed'").get() as { value: string }).value).toBe('marker');
    second.db.close();

    const third = openDatabase({ dataDir: dir, seedSize: 900, reseed: true });
    expect(third.seeded).toBe(true);
    expect((third.db.prepare('SELECT count(*) AS n FROM items').get() as { n: number }).n).toBe(900);
    third.db.close();
    expect(fs.existsSync(path.join(dir, 'catalogue.db.building'))).toBe(false);
  });

  it('generates every kind, consistent times and realistic Chinese titles', () => {
    const { db } = openDatabase({ dataDir: tmp(), seedSize: 3000 });
    try {
      const kinds = (db.prepare('SELECT DISTINCT kind FROM items').all() as { kind: string }[]).map((r) => r.kind).sort();
      expect(kinds).toEqual(['3d', 'art', 'artDevice', 'article', 'award', 'bk', 'case', 'jhy', 'magazine', 'material', 'periodical', 'pics', 'pin', 'product', 'publicAccount', 'recommend', 'sgt', 'site', 'su', 'tietu', 'wenben'].sort());
      expect((db.prepare('SELECT count(*) AS n FROM items WHERE created_at > updated_at').get() as { n: number }).n).toBe(0);
      const now = Date.now();
      const span = db.prepare('SELECT min(updated_at) AS lo, max(updated_at) AS hi FROM items').get() as { lo: number; hi: number };
      expect(span.hi).toBeLessThanOrEqual(now);
      expect(now - span.lo).toBeGreaterThan(300 * 86_400_000);
      const nonChinese = (db.prepare("SELECT count(*) AS n FROM items WHERE kind NOT IN ('site', 'magazine', 'award', 'bk') AND title NOT GLOB '*[一-龥]*'").get() as { n: number }).n;
      expect(nonChinese).toBe(0);
      expect((db.prepare('SELECT count(*) AS n FROM items WHERE vip = 1').get() as { n: number }).n).toBeGreaterThan(300);
      expect((db.prepare('SELECT count(*) AS n FROM items WHERE vip = 0').get() as { n: number }).n).toBeGreaterThan(1000);
    } finally {
      db.close();
    }
  });
});
