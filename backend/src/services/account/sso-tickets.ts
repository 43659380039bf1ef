import type Database from 'better-sqlite3';
import { digest, newToken, safeEqual } from './passwords';
import type { AccountSettings } from './settings';

/**
 * CAS-style tickets (REST protocol): a ticket-granting ticket (TGT-...) for valid credentials,
 * service tickets (ST-...) issued from it for one service URL, each redeemable once. A service
 * ticket remembers its parent login family (`t:<tgt digest>` for one from a TGT, a session's
 * family for a channel hand-off), so the session it opens joins that family and one logout
 * ends the TGT and every session of the family.
 *
 * Two kinds of service ticket never mix: a CAS REST one (from a TGT) is redeemed only at
 * `/login/ssoLogin`, and a channel hand-off one only at `/login/handoffLogin`, by the browser
 * holding the nonce whose digest the ticket was bound to (its `binding`). So a ticket an attacker
 * asked for with his own password cannot log a visitor into his account through `#sso=`.
 */
export class SsoTickets {
  private readonly insert;
  private readonly find;
  private readonly remove;
  private readonly removeAccount;
  private readonly removeFamily;

  constructor(
    db: Database.Database,
    private readonly settings: AccountSettings,
  ) {
    this.insert = db.prepare('INSERT INTO sso_tickets (ticket_hash, kind, account_id, service, expires_at, parent, binding) VALUES (?, ?, ?, ?, ?, ?, ?)');
    this.find = db.prepare('SELECT kind, account_id, service, expires_at, parent, binding FROM sso_tickets WHERE ticket_hash = ?');
    this.removeFamily = db.prepare("DELETE FROM sso_tickets WHERE parent = ? OR (kind = 'TGT' AND 't:' || ticket_hash = ?)");
    this.remove = db.prepare('DELETE FROM sso_tickets WHERE ticket_hash = ?');
    this.removeAccount = db.prepare('DELETE FROM sso_tickets WHERE account_id = ?');
  }

  grant(accountId: number, now = Date.now()): string {
    const tgt = newToken('TGT-');
    this.insert.run(digest(tgt), 'TGT', accountId, null, now + this.settings.ticketTtlMs.tgt, null, null);
    return tgt;
  }

  /** A service ticket from a live TGT, or null. */
  serviceTicket(tgt: string, service: string, now = Date.now()): string | null {
    const hash = digest(tgt);
    const row = this.find.get(hash) as { kind: string; account_id: number; expires_at: number } | undefined;
    if (!row || row.kind !== 'TGT' || row.expires_at <= now) return null;
    const st = newToken('ST-');
    this.insert.run(digest(st), 'ST', row.account_id, service, now + this.settings.ticketTtlMs.st, `t:${hash}`, null);
    return st;
  }

  /**
   * A short-lived service ticket for another channel's hand-off login, in the session's login
   * family, bound to `binding` (the digest of the nonce the target channel's browser holds).
   */
  handoff(accountId: number, family: string, service: string, binding: string, now = Date.now()): string {
    const st = newToken('ST-');
    this.insert.run(digest(st), 'ST', accountId, service, now + this.settings.ticketTtlMs.handoff, family, binding);
    return st;
  }

  /**
   * Redeems a service ticket for the service it was issued to: the account and login family, or
   * null. `nonce` null: a CAS REST ticket only (a hand-off ticket is refused); a string: a
   * hand-off ticket bound to that nonce only. Any try spends the ticket.
   */
  validate(st: string, service: string, nonce: string | null = null, now = Date.now()): { accountId: number; family: string } | null {
    const hash = digest(st);
    const row = this.find.get(hash) as { kind: string; account_id: number; service: string; expires_at: number; parent: string | null; binding: string | null } | undefined;
    if (!row || row.kind !== 'ST') return null;
    this.remove.run(hash);
    if (row.expires_at <= now || row.service !== service) return null;
    if (nonce === null ? row.binding !== null : row.binding === null || !safeEqual(row.binding, digest(nonce))) return null;
    return { accountId: row.account_id, family: row.parent ?? `st:${hash}` };
  }

  /** Logout: the family's ticket-granting ticket and unspent service tickets die with it. */
  revokeFamily(family: string): void {
    this.removeFamily.run(family, family);
  }

  destroy(tgt: string): boolean {
    return this.remove.run(digest(tgt)).changes === 1;
  }

  revokeAccount(accountId: number): void {
    this.removeAccount.run(accountId);
  }
}
