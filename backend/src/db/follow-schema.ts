import type { Migration } from './migrations';

/**
 * Designer follows (versions 800-899): which account follows which designer. One row per pair
 * (the primary key makes a repeated follow a no-op); designers.followers moves with the rows.
 */
export const FOLLOW_MIGRATIONS: Migration[] = [
  {
    version: 800,
    name: 'designer follows',
    up: (db) =>
      db.exec(`
        CREATE TABLE designer_follows (
          account_id INTEGER NOT NULL,
          designer_id INTEGER NOT NULL,
          created_at INTEGER NOT NULL,
          PRIMARY KEY (account_id, designer_id)) WITHOUT ROWID;
        CREATE INDEX designer_follows_new ON designer_follows (account_id, created_at DESC);
        CREATE INDEX designer_follows_designer ON designer_follows (designer_id);
      `),
  },
];
