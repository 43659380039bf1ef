import type Database from 'better-sqlite3';

/**
 * Search tables (migration 200). They start empty; `ensureSearchIndex` fills them after the
 * catalogue is seeded, because the colour facet needs image features, which sharp computes
 * asynchronously and a migration cannot wait for.
 *
 * search_fts rowid is the document's popularity rank (1 = most viewed), so the natural rowid
 * order of every FTS5 doclist is already the "综合" order and pages stream without sorting.
 * Columns (migration 202): t = what the item is (title words without the design firm, leaf
 * category), tp = their pinyin, m = what describes it (kind, top category, labels, style, spaces,
 * software, format, synonyms), mp = their pinyin, a = who and where (author, design firm, an
 * upload's place), ap = their pinyin, f = filter tokens (kind, category, label, style, VIP,
 * orientation, colour, and newest / most-downloaded buckets). No prefix indexes: only Latin tokens of four or more
 * letters are matched as prefixes, and a term-range scan answers those cheaply.
 */
export const SEARCH_MIGRATION = {
  version: 200,
  name: 'search index tables',
  up: (db: Database.Database) =>
    db.exec(`
      CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(
        t, tp, m, mp, f, content='', columnsize=0, detail=column,
        tokenize='unicode61 remove_diacritics 0');
      CREATE TABLE IF NOT EXISTS search_docs (
        rank INTEGER PRIMARY KEY, item_id INTEGER NOT NULL, kind TEXT NOT NULL,
        cover_key TEXT NOT NULL, updated_at INTEGER NOT NULL, downloads INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS image_features (
        key TEXT PRIMARY KEY, hash_hi INTEGER NOT NULL, hash_lo INTEGER NOT NULL,
        hist BLOB NOT NULL, color TEXT NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS search_words (
        scope TEXT NOT NULL, word TEXT NOT NULL, py TEXT NOT NULL, initials TEXT NOT NULL,
        weight INTEGER NOT NULL, PRIMARY KEY (scope, word)) WITHOUT ROWID;
    `),
};

/**
 * Hot-word votes (migration 201): one row per word and device that searched it (the address it
 * first came from, the last time), replacing the plain per-word counter of migration 200,
 * which one client could push by repeating a word (its junk goes with it).
 */
export const SEARCH_VOTES_MIGRATION = {
  version: 201,
  name: 'search votes',
  up: (db: Database.Database) =>
    db.exec(`
      DROP TABLE IF EXISTS search_log;
      CREATE TABLE IF NOT EXISTS search_votes (
        word TEXT NOT NULL, device TEXT NOT NULL, ip TEXT NOT NULL, at INTEGER NOT NULL,
        PRIMARY KEY (word, device)) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS search_votes_at ON search_votes (at);
    `),
};

/**
 * Field-weighted search (migration 202, issue 37): the index gains a weak column pair for who
 * and where (author, firm, place), so a firm called 某某景观设计 no longer makes its interiors
 * match 景观 as strongly as a landscape does. The table is rebuilt by ensureSearchIndex.
 */
export const SEARCH_FIELDS_MIGRATION = {
  version: 202,
  name: 'search fields',
  up: (db: Database.Database) =>
    db.exec(`
      DROP TABLE IF EXISTS search_fts;
      CREATE VIRTUAL TABLE search_fts USING fts5(
        t, tp, m, mp, a, ap, f, content='', columnsize=0, detail=column,
        tokenize='unicode61 remove_diacritics 0');
      DELETE FROM search_docs;
      DELETE FROM meta WHERE key = 'search_index_sig';
    `),
};
