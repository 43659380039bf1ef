import type { Migration } from './migrations';

/**
 * Account tables (versions 100-199 belong to accounts). Secrets are never stored in the clear:
 * passwords as scrypt hashes, session/device/ticket tokens and SMS codes as SHA-256 digests.
 * Times are epoch ms.
 */
export const ACCOUNT_MIGRATIONS: Migration[] = [
  {
    version: 100,
    name: 'account tables',
    up: (db) =>
      db.exec(`
        CREATE TABLE IF NOT EXISTS accounts (
          id INTEGER PRIMARY KEY,
          phone TEXT UNIQUE,
          wx_openid TEXT UNIQUE,
          password_hash TEXT,
          nickname TEXT NOT NULL,
          state INTEGER NOT NULL DEFAULT 1,
          banned INTEGER NOT NULL DEFAULT 0,
          ban_reason TEXT,
          banned_until INTEGER,
          vip_start_at INTEGER,
          vip_expire_at INTEGER,
          case_vip INTEGER NOT NULL DEFAULT 0,
          joint_vip INTEGER NOT NULL DEFAULT 0,
          ins_vip INTEGER NOT NULL DEFAULT 0,
          earn_money INTEGER NOT NULL DEFAULT 0,
          creator_center INTEGER NOT NULL DEFAULT 0,
          register_way INTEGER NOT NULL,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS login_sessions (
          token_hash TEXT PRIMARY KEY,
          account_id INTEGER NOT NULL,
          login_type INTEGER NOT NULL,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL);
        CREATE INDEX IF NOT EXISTS login_sessions_account ON login_sessions (account_id);
        CREATE TABLE IF NOT EXISTS sms_codes (
          phone TEXT NOT NULL,
          scene TEXT NOT NULL,
          code_hash TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (phone, scene)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS slider_challenges (
          session_id TEXT PRIMARY KEY,
          sid TEXT NOT NULL,
          phone TEXT NOT NULL,
          scene TEXT NOT NULL,
          target_x INTEGER NOT NULL,
          token_hash TEXT,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0,
          state INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE IF NOT EXISTS send_permits (
          sid TEXT NOT NULL,
          phone TEXT NOT NULL,
          scene TEXT NOT NULL,
          expires_at INTEGER NOT NULL,
          PRIMARY KEY (sid, phone, scene)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS qr_logins (
          scene_id TEXT PRIMARY KEY,
          kind TEXT NOT NULL,
          sid TEXT NOT NULL,
          status INTEGER NOT NULL DEFAULT 0,
          account_id INTEGER,
          page TEXT,
          forward_param TEXT,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          consumed INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE IF NOT EXISTS device_relations (
          device_hash TEXT NOT NULL,
          product TEXT NOT NULL,
          account_id INTEGER NOT NULL,
          login_type INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          PRIMARY KEY (device_hash, product)) WITHOUT ROWID;
        CREATE INDEX IF NOT EXISTS device_relations_account ON device_relations (account_id);
        CREATE TABLE IF NOT EXISTS device_tokens (
          token_hash TEXT PRIMARY KEY,
          device_hash TEXT NOT NULL,
          account_id INTEGER NOT NULL,
          login_type INTEGER NOT NULL,
          expires_at INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS sso_tickets (
          ticket_hash TEXT PRIMARY KEY,
          kind TEXT NOT NULL,
          account_id INTEGER NOT NULL,
          service TEXT,
          expires_at INTEGER NOT NULL);
        CREATE INDEX IF NOT EXISTS sso_tickets_account ON sso_tickets (account_id);
        CREATE TABLE IF NOT EXISTS sem_records (
          account_id INTEGER PRIMARY KEY,
          source TEXT NOT NULL,
          keyword TEXT NOT NULL,
          plan TEXT NOT NULL,
          unit TEXT NOT NULL,
          url TEXT NOT NULL,
          created_at INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS source_visits (
          sid TEXT NOT NULL,
          bd_vid TEXT NOT NULL,
          logid_url TEXT NOT NULL,
          account_id INTEGER,
          created_at INTEGER NOT NULL,
          PRIMARY KEY (sid, bd_vid)) WITHOUT ROWID;
      `),
  },
  {
    version: 101,
    name: 'login families, device bindings by secret, QR scanner, ticket parents',
    // Relations keyed by the readable device id were a skeleton key (anyone knowing the id could
    // log in): they are dropped, and members bind again with an HttpOnly secret on next login.
    up: (db) =>
      db.exec(`
        ALTER TABLE login_sessions ADD COLUMN family TEXT;
        CREATE INDEX IF NOT EXISTS login_sessions_family ON login_sessions (family);
        ALTER TABLE sso_tickets ADD COLUMN parent TEXT;
        ALTER TABLE qr_logins ADD COLUMN scanned_by TEXT;
        DROP TABLE IF EXISTS device_relations;
        DROP TABLE IF EXISTS device_tokens;
        CREATE TABLE device_bindings (
          id INTEGER PRIMARY KEY,
          secret_hash TEXT NOT NULL,
          product TEXT NOT NULL,
          account_id INTEGER NOT NULL,
          login_type INTEGER NOT NULL,
          family TEXT NOT NULL,
          label TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          last_used_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          UNIQUE (secret_hash, product));
        CREATE INDEX device_bindings_account ON device_bindings (account_id);
        CREATE INDEX device_bindings_family ON device_bindings (family);
        CREATE TABLE device_tokens (
          token_hash TEXT PRIMARY KEY,
          binding_id INTEGER NOT NULL,
          expires_at INTEGER NOT NULL);
      `),
  },
  {
    version: 102,
    name: 'channel hand-off tickets bound to the target browser',
    // A hand-off ticket names the digest of a nonce the target channel's browser holds in an
    // HttpOnly cookie (docs/security.md "Channels"): unspent unbound ones are dropped.
    up: (db) =>
      db.exec(`
        ALTER TABLE sso_tickets ADD COLUMN binding TEXT;
        DELETE FROM sso_tickets WHERE kind = 'ST' AND parent NOT LIKE 't:%';
      `),
  },
];
