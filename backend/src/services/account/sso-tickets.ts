import type Database from 'better-sqlite3';
import { digest, newToken } from './passwords';
import type { AccountSettings } from './settings';

/**
 * CAS-style tickets (REST protocol): a ticket-granting ticket (TGT-...) for valid credentials,
 * service tickets (ST-...) issued from it for one service URL, each redeemable once.
 */
export class SsoTickets {
  private readonly insert;
  private readonly find;
  private readonly remove;
  private readonly removeAccount;

  constructor(
    db: Database.Database,
    private readonly settings: AccountSettings,
  ) {
    this.insert = db.prepare('INSERT INTO sso_tickets (ticket_hash, kind, account_id, service, expires_at) VALUES (?, ?, ?, ?, ?)');
    this.find = db.prepare('SELECT kind, account_id, service, expires_at FROM sso_tickets WHERE ticket_hash = ?');
    this.remove = db.prepare('DELETE FROM sso_tickets WHERE ticket_hash = ?');
    this.removeAccount = db.prepare('DELETE FROM sso_tickets WHERE account_id = ?');
  }

  grant(accountId: number, now = Date.now()): string {
    const tgt = newToken('TGT-');
    this.insert.run(digest(tgt), 'TGT', accountId, null, now + this.settings.ticketTtlMs.tgt);
    return tgt;
  }

  /** A service ticket from a live TGT, or null. */
  serviceTicket(tgt: string, service: string, now = Date.now()): string | null {
    const row = this.find.get(digest(tgt)) as { kind: string; account_id: number; expires_at: number } | undefined;
    if (!row || row.kind !== 'TGT' || row.expires_at <= now) return null;
    const st = newToken('ST-');
    this.insert.run(digest(st), 'ST', row.account_id, service, now + this.settings.ticketTtlMs.st);
    return st;
  }

  /** Redeems a service ticket for the service it was issued to: the account id, or null. */
  validate(st: string, service: string, now = Date.now()): number | null {
    const hash = digest(st);
    const row = this.find.get(hash) as { kind: string; account_id: number; service: string; expires_at: number } | undefined;
    if (!row || row.kind !== 'ST') return null;
    this.remove.run(hash);
    return row.expires_at > now && row.service === service ? row.account_id : null;
  }

  destroy(tgt: string): boolean {
    return this.remove.run(digest(tgt)).changes === 1;
  }

  revokeAccount(accountId: number): void {
    this.removeAccount.run(accountId);
  }
}
