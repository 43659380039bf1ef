import type Database from 'better-sqlite3';
import type { DesignerRow } from './designers';
import { statementCache } from './statements';

/**
 * The designer_follows table and the designer's follower count beside it. `add` and `remove`
 * report whether a row changed, so the count moves exactly once per real change.
 */
export class FollowRepo {
  private readonly stmt: (sql: string) => Database.Statement;
  constructor(db: Database.Database) {
    this.stmt = statementCache(db);
  }

  add(accountId: number, designerId: number, now: number): boolean {
    const changed = this.stmt('INSERT OR IGNORE INTO designer_follows (account_id, designer_id, created_at) VALUES (?, ?, ?)').run(accountId, designerId, now).changes === 1;
    if (changed) this.stmt('UPDATE designers SET followers = followers + 1 WHERE id = ?').run(designerId);
    return changed;
  }

  remove(accountId: number, designerId: number): boolean {
    const changed = this.stmt('DELETE FROM designer_follows WHERE account_id = ? AND designer_id = ?').run(accountId, designerId).changes === 1;
    if (changed) this.stmt('UPDATE designers SET followers = max(followers - 1, 0) WHERE id = ?').run(designerId);
    return changed;
  }

  /** Follower counts of the listed designers that exist. */
  counts(ids: readonly number[]): Map<number, number> {
    if (!ids.length) return new Map();
    const rows = this.stmt(`SELECT id, followers FROM designers WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as { id: number; followers: number }[];
    return new Map(rows.map((r) => [r.id, r.followers]));
  }

  /** Which of the listed designers the account follows. */
  following(accountId: number, ids: readonly number[]): Set<number> {
    if (!ids.length) return new Set();
    const rows = this.stmt(`SELECT designer_id FROM designer_follows WHERE account_id = ? AND designer_id IN (${ids.map(() => '?').join(',')})`).all(accountId, ...ids) as { designer_id: number }[];
    return new Set(rows.map((r) => r.designer_id));
  }

  /** One page of the account's followed designers, newest follow first. */
  page(accountId: number, offset: number, limit: number): { rows: (DesignerRow & { followed_at: number })[]; total: number } {
    const rows = this.stmt(
      `SELECT d.*, f.created_at AS followed_at FROM designer_follows f JOIN designers d ON d.id = f.designer_id
       WHERE f.account_id = ? ORDER BY f.created_at DESC, f.designer_id DESC LIMIT ? OFFSET ?`,
    ).all(accountId, limit, offset) as (DesignerRow & { followed_at: number })[];
    const total = (this.stmt('SELECT count(*) AS n FROM designer_follows f JOIN designers d ON d.id = f.designer_id WHERE f.account_id = ?').get(accountId) as { n: number }).n;
    return { rows, total };
  }
}
