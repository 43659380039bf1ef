import { COLLECT_MIGRATIONS } from './collect-schema';
import { FOLLOW_MIGRATIONS } from './follow-schema';
import { TRACKING_MIGRATIONS } from './tracking-schema';
import { UPLOAD_MIGRATIONS } from './upload-schema';
import type Database from 'better-sqlite3';
import { ACCOUNT_MIGRATIONS } from './account-schema';
import { PAY_MIGRATIONS } from './pay-schema';
import { SEARCH_FIELDS_MIGRATION, SEARCH_MIGRATION, SEARCH_VOTES_MIGRATION } from '../search/schema';

export interface Migration {
  version: number;
  name: string;
  up: (db: Database.Database) => void;
}

/**
 * Versioned schema. Version 1 holds the tables; the seed loads into them; the later versions
 * (indexes, statistics) run after the load, because building indexes on loaded tables is much
 * faster than maintaining them row by row. An existing database just applies what is pending.
 */
export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'catalogue tables',
    up: (db) =>
      db.exec(`
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE categories (
          id INTEGER PRIMARY KEY, tree TEXT NOT NULL, parent_id INTEGER NOT NULL,
          name TEXT NOT NULL, slug TEXT NOT NULL, sort INTEGER NOT NULL);
        CREATE TABLE tags (id INTEGER PRIMARY KEY, tree TEXT NOT NULL, name TEXT NOT NULL);
        CREATE TABLE designers (
          id INTEGER PRIMARY KEY, name TEXT NOT NULL, en_name TEXT NOT NULL, title TEXT NOT NULL,
          firm TEXT NOT NULL, city TEXT NOT NULL, country TEXT NOT NULL, field INTEGER NOT NULL,
          level INTEGER NOT NULL, bk_classify_id INTEGER NOT NULL, avatar_key TEXT NOT NULL,
          followers INTEGER NOT NULL, created_at INTEGER NOT NULL);
        CREATE TABLE items (
          id INTEGER PRIMARY KEY, kind TEXT NOT NULL, classify_id INTEGER NOT NULL,
          top_classify_id INTEGER NOT NULL, parent_id INTEGER, author_id INTEGER,
          title TEXT NOT NULL, cover_key TEXT NOT NULL, image_count INTEGER NOT NULL,
          image_seed INTEGER NOT NULL, tag_ids TEXT NOT NULL, vip INTEGER NOT NULL,
          price INTEGER NOT NULL, views INTEGER NOT NULL, downloads INTEGER NOT NULL,
          collects INTEGER NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
        CREATE TABLE item_tags (tag_id INTEGER NOT NULL, item_id INTEGER NOT NULL);
        CREATE TABLE recommend_items (
          recommend_id INTEGER NOT NULL, sort INTEGER NOT NULL, item_id INTEGER NOT NULL,
          PRIMARY KEY (recommend_id, sort)) WITHOUT ROWID;
      `),
  },
  {
    version: 2,
    name: 'list and detail indexes',
    up: (db) =>
      db.exec(`
        CREATE INDEX IF NOT EXISTS items_kind_new ON items (kind, updated_at DESC);
        CREATE INDEX IF NOT EXISTS items_kind_hot ON items (kind, views DESC);
        CREATE INDEX IF NOT EXISTS items_kind_dl ON items (kind, downloads DESC);
        CREATE INDEX IF NOT EXISTS items_kind_col ON items (kind, collects DESC);
        CREATE INDEX IF NOT EXISTS items_top_new ON items (top_classify_id, updated_at DESC);
        CREATE INDEX IF NOT EXISTS items_top_hot ON items (top_classify_id, views DESC);
        CREATE INDEX IF NOT EXISTS items_cls_new ON items (classify_id, updated_at DESC);
        CREATE INDEX IF NOT EXISTS items_cls_hot ON items (classify_id, views DESC);
        CREATE INDEX IF NOT EXISTS items_parent ON items (parent_id, updated_at DESC) WHERE parent_id IS NOT NULL;
        CREATE INDEX IF NOT EXISTS items_author ON items (author_id, updated_at DESC) WHERE author_id IS NOT NULL;
        CREATE INDEX IF NOT EXISTS items_updated ON items (updated_at DESC);
        CREATE INDEX IF NOT EXISTS items_kind_id ON items (kind);
        CREATE INDEX IF NOT EXISTS item_tags_tag ON item_tags (tag_id, item_id);
        CREATE INDEX IF NOT EXISTS designers_field ON designers (field, level, followers DESC);
        CREATE INDEX IF NOT EXISTS designers_bk ON designers (bk_classify_id, id);
        CREATE INDEX IF NOT EXISTS designers_new ON designers (created_at DESC);
        CREATE INDEX IF NOT EXISTS designers_hot ON designers (followers DESC);
      `),
  },
  {
    version: 3,
    name: 'precomputed counts',
    up: (db) =>
      db.exec(`
        CREATE TABLE IF NOT EXISTS item_counts (
          kind TEXT NOT NULL, classify_id INTEGER NOT NULL, count INTEGER NOT NULL,
          PRIMARY KEY (kind, classify_id)) WITHOUT ROWID;
        DELETE FROM item_counts;
        INSERT INTO item_counts SELECT kind, 0, count(*) FROM items GROUP BY kind;
        INSERT INTO item_counts SELECT kind, top_classify_id, count(*) FROM items GROUP BY kind, top_classify_id;
        INSERT OR REPLACE INTO item_counts
          SELECT kind, classify_id, count(*) FROM items WHERE classify_id <> top_classify_id GROUP BY kind, classify_id;
        CREATE TABLE IF NOT EXISTS day_counts (
          day TEXT NOT NULL, kind TEXT NOT NULL, count INTEGER NOT NULL,
          PRIMARY KEY (day, kind)) WITHOUT ROWID;
        DELETE FROM day_counts;
        INSERT INTO day_counts
          SELECT date(updated_at / 1000 + 28800, 'unixepoch'), kind, count(*) FROM items
          WHERE updated_at >= (SELECT max(updated_at) FROM items) - 40 * 86400000
          GROUP BY 1, 2;
        PRAGMA analysis_limit = 2000;
        ANALYZE;
      `),
  },
  ...ACCOUNT_MIGRATIONS,
  SEARCH_MIGRATION,
  SEARCH_VOTES_MIGRATION,
  SEARCH_FIELDS_MIGRATION,
  ...PAY_MIGRATIONS,
  ...COLLECT_MIGRATIONS,
  ...TRACKING_MIGRATIONS,
  ...UPLOAD_MIGRATIONS,
  ...FOLLOW_MIGRATIONS,
];

export const LATEST_VERSION = Math.max(...MIGRATIONS.map((m) => m.version));

function ensureTable(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
}

/**
 * Applies pending migrations up to `upTo` (default: all), each in its own transaction. Areas own
 * version ranges (catalogue 1-99, accounts 100-199, search 200-299, payments 300-399, collections 400-499, uploads 500-599, tracking 700-799, follows 800-899), so "pending" means "not
 * recorded yet", not "above the highest recorded".
 */
export function migrate(db: Database.Database, upTo = LATEST_VERSION): number[] {
  ensureTable(db);
  const done = new Set((db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version));
  const applied: number[] = [];
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const m of [...MIGRATIONS].sort((a, b) => a.version - b.version)) {
    if (done.has(m.version) || m.version > upTo) continue;
    db.transaction(() => {
      m.up(db);
      record.run(m.version, m.name, Date.now());
    })();
    applied.push(m.version);
  }
  return applied;
}
