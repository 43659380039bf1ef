import type Database from 'better-sqlite3';
import { bkClassifyOf } from '../../domain/designers';
import { picture } from '../../images/picture';
import { statementCache } from './statements';

export interface DesignerRow {
  id: number;
  name: string;
  en_name: string;
  title: string;
  firm: string;
  city: string;
  country: string;
  field: number;
  level: number;
  bk_classify_id: number;
  avatar_key: string;
  followers: number;
  created_at: number;
  /** A member's creator profile (made when their first case is approved); null for the catalogue's designers. */
  account_id: number | null;
}

interface CreatorFacts {
  accountId: number;
  nickname: string;
  phone: string | null;
  /** The design firm and place the author gave on the case (kept once known; the place's last word is the city). */
  firm: string;
  location: string;
  /** DESIGNER_FIELDS key of the case's top category. */
  field: number;
}

/**
 * A member's creator profile — the designer row their approved cases name as author, so the
 * detail's author card, cards, search and the designer page treat them like any designer. Made
 * at the first approval; each approval renews the name (the nickname may have changed) and fills
 * a firm or city still empty. Returns the designer id.
 */
export function creatorProfile(db: Database.Database, c: CreatorFacts, now: number): number {
  // The nickname a phone login starts with ends in the phone's last four digits: never shown publicly.
  const city = c.location.trim().split(/[\s,，、/]+/).pop()?.slice(0, 20) ?? '';
  const name = c.phone && c.nickname === `设计师${c.phone.slice(-4)}` ? `创作者${c.accountId}` : c.nickname;
  const found = db.prepare('SELECT id FROM designers WHERE account_id = ?').get(c.accountId) as { id: number } | undefined;
  if (found) {
    db.prepare("UPDATE designers SET name = ?, firm = CASE WHEN firm = '' THEN ? ELSE firm END, city = CASE WHEN city = '' THEN ? ELSE city END WHERE id = ?").run(name, c.firm, city, found.id);
    return found.id;
  }
  const id = ((db.prepare('SELECT coalesce(max(id), 0) AS n FROM designers').get() as { n: number }).n) + 1;
  db.prepare(
    `INSERT INTO designers (id, name, en_name, title, firm, city, country, field, level, bk_classify_id, avatar_key, followers, created_at, account_id)
     VALUES (?, ?, '', '案例创作者', ?, ?, '', ?, 0, ?, ?, 0, ?, ?)`,
  ).run(id, name, c.firm, city, c.field, bkClassifyOf(c.field), picture({ subject: 'portrait', style: 0, colour: 0, variant: id }).key, now, c.accountId);
  return id;
}

interface DesignerFilter {
  field?: number;
  top?: boolean;
  bkClassifyId?: number;
  sort: 'hot' | 'new';
  offset: number;
  limit: number;
}

export class DesignerRepo {
  private readonly stmt: (sql: string) => Database.Statement;
  constructor(db: Database.Database) {
    this.stmt = statementCache(db);
  }

  private where(f: Omit<DesignerFilter, 'sort' | 'offset' | 'limit'>): { sql: string; params: number[] } {
    const clauses: string[] = [];
    const params: number[] = [];
    if (f.field !== undefined) {
      clauses.push('field = ?');
      params.push(f.field);
    }
    if (f.top !== undefined) {
      clauses.push('level = ?');
      params.push(f.top ? 1 : 0);
    }
    if (f.bkClassifyId !== undefined) {
      clauses.push('bk_classify_id = ?');
      params.push(f.bkClassifyId);
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  byId(id: number): DesignerRow | undefined {
    return this.stmt('SELECT * FROM designers WHERE id = ?').get(id) as DesignerRow | undefined;
  }

  list(f: DesignerFilter): { rows: DesignerRow[]; total: number } {
    const { sql, params } = this.where(f);
    const order = f.sort === 'new' ? 'created_at DESC, id DESC' : 'followers DESC, id ASC';
    const rows = this.stmt(`SELECT * FROM designers ${sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, f.limit, f.offset) as DesignerRow[];
    const total = (this.stmt(`SELECT count(*) AS n FROM designers ${sql}`).get(...params) as { n: number }).n;
    return { rows, total };
  }

  fieldStats(): { field: number; count: number; top: number }[] {
    return this.stmt('SELECT field, count(*) AS count, sum(level) AS top FROM designers GROUP BY field ORDER BY field').all() as { field: number; count: number; top: number }[];
  }
}
