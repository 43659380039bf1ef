import type Database from 'better-sqlite3';
import type { DeviceToken, LoginType } from '../../../../lib/api/contract/account';
import { digest, newToken } from './passwords';
import type { AccountSettings } from './settings';

/**
 * The device-token fallback (SPEC §4): after a login the site relates its device uuid to the
 * account (GET /deviceRel/{product}DeviceId). When the session cookie is gone, the same device
 * gets a one-time token (GET /login/getToken) and trades it for a new session
 * (GET /login/loginByToken). The device uuid acts like a remember-me secret, so it is stored
 * only as a digest, relations expire, and logout or a password change removes them.
 */
export class DeviceLogins {
  private readonly upsert;
  private readonly relation;
  private readonly insertToken;
  private readonly findToken;
  private readonly removeToken;
  private readonly forgetDevice;
  private readonly forgetDeviceTokens;
  private readonly forgetOthers;

  constructor(
    db: Database.Database,
    private readonly settings: AccountSettings,
  ) {
    this.upsert = db.prepare(`INSERT INTO device_relations (device_hash, product, account_id, login_type, updated_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (device_hash, product) DO UPDATE SET account_id = excluded.account_id, login_type = excluded.login_type, updated_at = excluded.updated_at`);
    this.relation = db.prepare('SELECT account_id, login_type, updated_at FROM device_relations WHERE device_hash = ? AND product = ?');
    this.insertToken = db.prepare('INSERT INTO device_tokens (token_hash, device_hash, account_id, login_type, expires_at) VALUES (?, ?, ?, ?, ?)');
    this.findToken = db.prepare('SELECT account_id, login_type, expires_at FROM device_tokens WHERE token_hash = ?');
    this.removeToken = db.prepare('DELETE FROM device_tokens WHERE token_hash = ?');
    this.forgetDevice = db.prepare('DELETE FROM device_relations WHERE device_hash = ?');
    this.forgetDeviceTokens = db.prepare('DELETE FROM device_tokens WHERE device_hash = ?');
    this.forgetOthers = db.prepare('DELETE FROM device_relations WHERE account_id = ? AND device_hash <> ?');
  }

  relate(deviceId: string, product: string, accountId: number, loginType: LoginType, now = Date.now()): void {
    this.upsert.run(digest(deviceId), product, accountId, loginType, now);
  }

  /** A one-time token when the device is related to an account, else null. */
  token(deviceId: string, product: string, now = Date.now()): DeviceToken | null {
    const deviceHash = digest(deviceId);
    const rel = this.relation.get(deviceHash, product) as { account_id: number; login_type: number; updated_at: number } | undefined;
    if (!rel || rel.updated_at + this.settings.deviceRelationTtlMs <= now) return null;
    const token = newToken('dt_');
    this.insertToken.run(digest(token), deviceHash, rel.account_id, rel.login_type, now + this.settings.deviceTokenTtlMs);
    return { token, expiresIn: this.settings.deviceTokenTtlMs / 1000 };
  }

  /** Spends a token: the account and original login type, or null (unknown, used, expired). */
  redeem(token: string, now = Date.now()): { accountId: number; loginType: LoginType } | null {
    const hash = digest(token);
    const row = this.findToken.get(hash) as { account_id: number; login_type: number; expires_at: number } | undefined;
    if (!row) return null;
    this.removeToken.run(hash);
    if (row.expires_at <= now) return null;
    return { accountId: row.account_id, loginType: row.login_type as LoginType };
  }

  /** Logout: this device no longer restores any account. */
  forget(deviceId: string): void {
    const hash = digest(deviceId);
    this.forgetDevice.run(hash);
    this.forgetDeviceTokens.run(hash);
  }

  /** Password change: only the requesting device keeps its relation. */
  forgetOtherDevices(accountId: number, keepDeviceId: string | undefined): void {
    this.forgetOthers.run(accountId, keepDeviceId ? digest(keepDeviceId) : '');
  }
}
