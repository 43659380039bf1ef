import type Database from 'better-sqlite3';
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
