import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { QrLoginCode, QrStatus } from '../../../../lib/api/contract/account';
import { accountError } from './errors';
import type { AccountSettings } from './settings';

/** mp: the WeChat public account's QR; mini: the mini program's. */
export type QrKind = 'mp' | 'mini';

interface Row {
  scene_id: string;
  kind: QrKind;
  sid: string;
  status: QrStatus;
  account_id: number | null;
  expires_at: number;
  consumed: number;
  scanned_by: string | null;
}

interface QrPoll {
  status: QrStatus;
  /** Set once, on the first poll after confirmation: the poller is to be logged in as this account. */
  accountId?: number;
}

const SCENE_RE = /^[A-Za-z0-9_-]{20,40}$/;

/**
 * QR logins: the browser asks for a scene and polls it; a phone (or any second browser page)
 * opens the encoded confirm URL, which marks it scanned, then confirmed with a WeChat identity.
 * Only the browser that asked (same api_sid) is logged in, and only once.
 */
export class QrLogins {
  private readonly insert;
  private readonly find;
  private readonly setStatus;
  private readonly confirmStmt;
  private readonly consume;
  private readonly claim;

  constructor(
    db: Database.Database,
    private readonly settings: AccountSettings,
  ) {
    this.insert = db.prepare(`INSERT INTO qr_logins (scene_id, kind, sid, status, page, forward_param, created_at, expires_at)
      VALUES (?, ?, ?, 0, ?, ?, ?, ?)`);
    this.find = db.prepare('SELECT * FROM qr_logins WHERE scene_id = ?');
    this.setStatus = db.prepare('UPDATE qr_logins SET status = ? WHERE scene_id = ? AND status IN (0, 1)');
    this.claim = db.prepare('UPDATE qr_logins SET status = 1, scanned_by = ? WHERE scene_id = ? AND status = 0');
    this.confirmStmt = db.prepare('UPDATE qr_logins SET status = 2, account_id = ? WHERE scene_id = ? AND status IN (0, 1) AND expires_at > ?');
    this.consume = db.prepare('UPDATE qr_logins SET consumed = 1 WHERE scene_id = ? AND consumed = 0');
  }

  static validScene(scene: unknown): scene is string {
    return typeof scene === 'string' && SCENE_RE.test(scene);
  }

  create(kind: QrKind, sid: string, apiOrigin: string, extra: { page?: string; forwardParam?: string } = {}, now = Date.now()): QrLoginCode {
    const sceneId = randomBytes(18).toString('base64url');
    this.insert.run(sceneId, kind, sid, extra.page ?? null, extra.forwardParam ?? null, now, now + this.settings.qrTtlMs);
    return { sceneId, url: `${apiOrigin}/wechat/confirm?scene=${sceneId}`, expireSeconds: Math.floor(this.settings.qrTtlMs / 1000) };
  }

  /** The row with expiry applied (an unconfirmed, overdue scene turns 3). */
  private load(sceneId: string, now: number): Row | undefined {
    const row = this.find.get(sceneId) as Row | undefined;
    if (row && row.status < 2 && row.expires_at <= now) {
      this.setStatus.run(3, sceneId);
      row.status = 3;
    }
    return row;
  }

  poll(sceneId: string, kind: QrKind, sid: string, now = Date.now()): QrPoll {
    const row = this.load(sceneId, now);
    if (!row || row.kind !== kind) throw accountError.qrUnknown();
    if (row.sid !== sid) throw accountError.qrForbidden();
    if (row.status === 2 && row.account_id !== null && this.consume.run(sceneId).changes === 1) {
      return { status: 2, accountId: row.account_id };
    }
    return { status: row.status };
  }

  /**
   * The confirm page was opened: waiting → scanned, claimed by the scanning phone (its WeChat
   * identity). Returns the current row (undefined if unknown).
   */
  scan(sceneId: string, scanner: string, now = Date.now()): Row | undefined {
    const row = this.load(sceneId, now);
    if (row?.status === 0 && this.claim.run(scanner, sceneId).changes === 1) {
      row.status = 1;
      row.scanned_by = scanner;
    }
    return row;
  }

  /** A live scene (waiting or scanned, not expired) that this phone may answer: it scanned it. */
  answerable(sceneId: string, scanner: string, now = Date.now()): Row | undefined {
    const row = this.load(sceneId, now);
    return row && row.status < 2 && row.expires_at > now && row.scanned_by === scanner ? row : undefined;
  }

  confirm(sceneId: string, accountId: number, now = Date.now()): boolean {
    return this.confirmStmt.run(accountId, sceneId, now).changes === 1;
  }

  cancel(sceneId: string): boolean {
    return this.setStatus.run(4, sceneId).changes === 1;
  }

}
