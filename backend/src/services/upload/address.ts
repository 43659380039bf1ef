import type Database from 'better-sqlite3';
import type { MailingAddress, MailingAddressInput } from '../../../../lib/api/contract/upload';

/** The creator's mailing address (for payouts and prizes): one per account, replaced on save. */
export class Addresses {
  constructor(private readonly db: Database.Database) {}

  get(accountId: number): MailingAddress | null {
    const r = this.db.prepare('SELECT name, phone, region, detail, updated_at FROM creator_addresses WHERE account_id = ?').get(accountId) as
      | { name: string; phone: string; region: string; detail: string; updated_at: number }
      | undefined;
    return r ? { name: r.name, phone: r.phone, region: r.region, detail: r.detail, updatedAt: r.updated_at } : null;
  }

  save(accountId: number, a: MailingAddressInput, now = Date.now()): MailingAddress {
    this.db
      .prepare(
        `INSERT INTO creator_addresses (account_id, name, phone, region, detail, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (account_id) DO UPDATE SET name = excluded.name, phone = excluded.phone, region = excluded.region, detail = excluded.detail, updated_at = excluded.updated_at`,
      )
      .run(accountId, a.name, a.phone, a.region, a.detail, now);
    return this.get(accountId)!;
  }
}
