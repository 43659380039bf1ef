import { caseField } from '../domain/designers';
import type { Migration } from './migrations';
import { creatorProfile } from './repo/designers';

/**
 * Uploads and cases (versions 500-599): resumable upload sessions, stored pictures, case drafts
 * and their review, gather tasks (采集) and the creator's mailing address. A case becomes a
 * catalogue item on approval (`cases.item_id`); the item row keeps the catalogue's shape and the
 * case keeps what only an upload has (its own pictures and text).
 */
export const UPLOAD_MIGRATIONS: Migration[] = [
  {
    version: 500,
    name: 'uploads, cases, gather tasks, creator addresses',
    up: (db) =>
      db.exec(`
        CREATE TABLE upload_sessions (
          id TEXT PRIMARY KEY,
          account_id INTEGER NOT NULL,
          name TEXT NOT NULL,
          size INTEGER NOT NULL,
          type TEXT NOT NULL,
          sha256 TEXT NOT NULL,
          received INTEGER NOT NULL DEFAULT 0,
          picture_id INTEGER,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL);
        CREATE INDEX upload_sessions_resume ON upload_sessions (account_id, sha256, size);
        CREATE INDEX upload_sessions_expiry ON upload_sessions (expires_at) WHERE picture_id IS NULL;
        CREATE TABLE upload_pictures (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL,
          key TEXT NOT NULL UNIQUE,
          name TEXT NOT NULL,
          width INTEGER NOT NULL,
          height INTEGER NOT NULL,
          size INTEGER NOT NULL,
          sha256 TEXT NOT NULL,
          created_at INTEGER NOT NULL);
        CREATE INDEX upload_pictures_account ON upload_pictures (account_id, sha256);
        CREATE TABLE cases (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL,
          state TEXT NOT NULL CHECK (state IN ('draft', 'pending', 'approved', 'returned')),
          title TEXT NOT NULL DEFAULT '',
          description TEXT NOT NULL DEFAULT '',
          classify_id INTEGER,
          tags TEXT NOT NULL DEFAULT '[]',
          location TEXT NOT NULL DEFAULT '',
          area REAL,
          design_company TEXT NOT NULL DEFAULT '',
          picture_ids TEXT NOT NULL DEFAULT '[]',
          cover_picture_id INTEGER,
          return_reason TEXT,
          item_id INTEGER UNIQUE,
          reviewer_id INTEGER,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          submitted_at INTEGER,
          reviewed_at INTEGER);
        CREATE INDEX cases_account ON cases (account_id, updated_at DESC);
        CREATE INDEX cases_state ON cases (state, submitted_at);
        CREATE TABLE gather_tasks (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL,
          item_id INTEGER NOT NULL,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          UNIQUE (account_id, item_id));
        CREATE INDEX gather_tasks_new ON gather_tasks (account_id, updated_at DESC);
        CREATE TABLE gather_pictures (
          task_id INTEGER NOT NULL,
          idx INTEGER NOT NULL,
          gathered_at INTEGER NOT NULL,
          PRIMARY KEY (task_id, idx)) WITHOUT ROWID;
        CREATE TABLE creator_addresses (
          account_id INTEGER PRIMARY KEY,
          name TEXT NOT NULL,
          phone TEXT NOT NULL,
          region TEXT NOT NULL,
          detail TEXT NOT NULL,
          updated_at INTEGER NOT NULL);
      `),
  },
  {
    version: 501,
    name: 'creator profiles: an approved case names its uploader as author',
    up: (db) => {
      db.exec(`
        ALTER TABLE designers ADD COLUMN account_id INTEGER;
        CREATE UNIQUE INDEX designers_account ON designers (account_id) WHERE account_id IS NOT NULL;`);
      // Cases approved before this named no author: give each uploader their profile now.
      const approved = db
        .prepare(`SELECT c.item_id, c.account_id, c.design_company, c.location, c.reviewed_at, a.nickname, a.phone, t.slug
                  FROM cases c JOIN accounts a ON a.id = c.account_id JOIN items i ON i.id = c.item_id JOIN categories t ON t.id = i.top_classify_id
                  WHERE c.state = 'approved' AND i.author_id IS NULL ORDER BY c.reviewed_at`)
        .all() as { item_id: number; account_id: number; design_company: string; location: string; reviewed_at: number; nickname: string; phone: string | null; slug: string }[];
      const setAuthor = db.prepare('UPDATE items SET author_id = ? WHERE id = ?');
      for (const r of approved) {
        const id = creatorProfile(db, { accountId: r.account_id, nickname: r.nickname, phone: r.phone, firm: r.design_company, location: r.location, field: caseField(r.slug) }, r.reviewed_at);
        setAuthor.run(id, r.item_id);
      }
    },
  },
];
