import type { Migration } from './migrations';

/**
 * Payment and download tables (versions 300-399). Money in fen. Orders move
 * created → paying → paid | expired | closed, only forward (services/pay/orders.ts).
 */
export const PAY_MIGRATIONS: Migration[] = [
  {
    version: 300,
    name: 'orders, vouchers, per-kind VIP terms, downloads',
    up: (db) =>
      db.exec(`
        CREATE TABLE orders (
          id TEXT PRIMARY KEY,
          payorder_id TEXT NOT NULL UNIQUE,
          account_id INTEGER NOT NULL,
          order_type TEXT NOT NULL,
          plan_id TEXT,
          item_id INTEGER,
          title TEXT NOT NULL,
          amount INTEGER NOT NULL,
          original_amount INTEGER NOT NULL,
          voucher_id TEXT,
          voucher_amount INTEGER NOT NULL DEFAULT 0,
          status TEXT NOT NULL,
          pay_type TEXT,
          cashier_hash TEXT,
          request_id TEXT,
          risk_required INTEGER NOT NULL DEFAULT 0,
          risk_verified INTEGER NOT NULL DEFAULT 0,
          created_at INTEGER NOT NULL,
          expire_at INTEGER NOT NULL,
          paid_at INTEGER,
          closed_at INTEGER,
          granted INTEGER NOT NULL DEFAULT 0,
          conversion_reported INTEGER NOT NULL DEFAULT 0);
        CREATE INDEX orders_account ON orders (account_id, created_at);
        CREATE UNIQUE INDEX orders_request ON orders (account_id, request_id) WHERE request_id IS NOT NULL;
        CREATE TABLE vouchers (
          id TEXT PRIMARY KEY,
          account_id INTEGER NOT NULL,
          amount INTEGER NOT NULL,
          kinds TEXT NOT NULL,
          expire_at INTEGER NOT NULL,
          used_by TEXT);
        CREATE INDEX vouchers_account ON vouchers (account_id, expire_at);
        CREATE TABLE item_purchases (
          account_id INTEGER NOT NULL,
          item_id INTEGER NOT NULL,
          order_id TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          PRIMARY KEY (account_id, item_id)) WITHOUT ROWID;
        CREATE TABLE downloads (
          account_id INTEGER NOT NULL,
          item_id INTEGER NOT NULL,
          first_at INTEGER NOT NULL,
          first_day INTEGER NOT NULL,
          last_at INTEGER NOT NULL,
          times INTEGER NOT NULL DEFAULT 1,
          counted INTEGER NOT NULL,
          PRIMARY KEY (account_id, item_id)) WITHOUT ROWID;
        CREATE INDEX downloads_day ON downloads (account_id, first_day);
        ALTER TABLE accounts ADD COLUMN case_vip_until INTEGER;
        ALTER TABLE accounts ADD COLUMN ins_vip_until INTEGER;
        ALTER TABLE accounts ADD COLUMN joint_vip_until INTEGER;
        ALTER TABLE accounts ADD COLUMN risk_level INTEGER NOT NULL DEFAULT 0;
        UPDATE accounts SET case_vip_until = vip_expire_at WHERE case_vip = 1;
        UPDATE accounts SET ins_vip_until = vip_expire_at WHERE ins_vip = 1;
        UPDATE accounts SET joint_vip_until = vip_expire_at WHERE joint_vip = 1;
      `),
  },
  {
    version: 301,
    name: 'download archive sizes',
    // The byte size of each built archive (keyed by layout version and the item's update time),
    // so HEAD answers without building, and after the file was evicted from the bounded cache.
    up: (db) =>
      db.exec(`
        CREATE TABLE archive_sizes (
          item_id INTEGER PRIMARY KEY,
          stamp TEXT NOT NULL,
          bytes INTEGER NOT NULL
        ) WITHOUT ROWID;
      `),
  },
  {
    version: 302,
    name: 'risk-watched purchases',
    // SPEC §3 risk inputs skuId / caseId: per account, the plan SKUs and cases whose earlier
    // purchase is under watch (a charge disputed with the bank, refunds after downloading). Buying
    // one again is confirmed by SMS code like any purchase of a risk level 2 or 3 account.
    up: (db) =>
      db.exec(`
        CREATE TABLE risk_flags (
          account_id INTEGER NOT NULL,
          sku_id TEXT NOT NULL DEFAULT '',
          case_id INTEGER NOT NULL DEFAULT 0,
          reason TEXT NOT NULL CHECK (reason IN ('dispute', 'refund')),
          created_at INTEGER NOT NULL,
          CHECK (sku_id <> '' OR case_id > 0),
          PRIMARY KEY (account_id, sku_id, case_id)
        ) WITHOUT ROWID;
      `),
  },
];
