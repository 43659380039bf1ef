import type { Migration } from './migrations';

/**
 * Collections (versions 400-499): an account's folders and the items in them. One default
 * folder per account (partial unique index); an item is in a folder at most once.
 */
export const COLLECT_MIGRATIONS: Migration[] = [
  {
    version: 400,
    name: 'collect folders and items',
    up: (db) =>
      db.exec(`
        CREATE TABLE collect_folders (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL,
          name TEXT NOT NULL,
          public INTEGER NOT NULL DEFAULT 0,
          is_default INTEGER NOT NULL DEFAULT 0,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL);
        CREATE UNIQUE INDEX collect_folders_default ON collect_folders (account_id) WHERE is_default = 1;
        CREATE UNIQUE INDEX collect_folders_name ON collect_folders (account_id, name);
        CREATE TABLE collect_items (
          folder_id INTEGER NOT NULL,
          item_id INTEGER NOT NULL,
          account_id INTEGER NOT NULL,
          created_at INTEGER NOT NULL,
          PRIMARY KEY (folder_id, item_id)) WITHOUT ROWID;
        CREATE INDEX collect_items_account ON collect_items (account_id, item_id);
        CREATE INDEX collect_items_folder_new ON collect_items (folder_id, created_at DESC);
      `),
  },
];
