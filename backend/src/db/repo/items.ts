import type Database from 'better-sqlite3';
import type { ContentListQuery } from '../../../../lib/api/contract/content';
import type { ContentKind, SortOrder } from '../../../../lib/api/contract/kinds';
import { statementCache } from './statements';

export interface ItemRow {
  id: number;
  kind: ContentKind;
  classify_id: number;
  top_classify_id: number;
  parent_id: number | null;
  author_id: number | null;
  title: string;
  cover_key: string;
  image_count: number;
  image_seed: number;
  tag_ids: string;
  vip: number;
  price: number;
  views: number;
  downloads: number;
  collects: number;
  created_at: number;
  updated_at: number;
  a_name: string | null;
  a_avatar: string | null;
  a_title: string | null;
}

/** The item criteria a list shares with the wire query (lib/api/contract/content.ts), plus the day window. */
export type ItemCriteria = Pick<ContentListQuery, 'tagId' | 'authorId' | 'parentId' | 'keyword' | 'vip'> & {
  /** Updated within [updatedFrom, updatedTo) (the day-update list). */
  updatedFrom?: number;
  updatedTo?: number;
};

export interface ListFilter extends ItemCriteria {
  kinds?: readonly ContentKind[];
  /** Category id and whether it is a top node (top nodes match top_classify_id). */
  classify?: { id: number; top: boolean };
  excludeId?: number;
  /** An extra WHERE fragment over `items i` (a channel's audience, services/audience.ts). */
  scope?: { sql: string; params: (string | number)[] };
  sort: SortOrder;
  offset: number;
  limit: number;
}

export const COUNT_CAP = 10_000;

const SORT_COLUMN: Record<SortOrder, string> = { new: 'updated_at', hot: 'views', download: 'downloads', collect: 'collects' };
const SELECT = `SELECT i.*, d.name AS a_name, d.avatar_key AS a_avatar, d.title AS a_title`;

function where(f: ListFilter): { from: string; clauses: string[]; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  let from = 'items i';
  /** A clause with one parameter, when the filter has that value. */
  const match = (clause: string, value: string | number | undefined) => {
    if (value === undefined) return;
    clauses.push(clause);
    params.push(value);
  };
  if (f.tagId !== undefined) {
    from = 'item_tags t JOIN items i ON i.id = t.item_id';
    clauses.push('t.tag_id = ?');
    params.push(f.tagId);
  }
  if (f.kinds?.length === 1) {
    clauses.push('i.kind = ?');
    params.push(f.kinds[0]!);
  } else if (f.kinds?.length) {
    clauses.push(`i.kind IN (${f.kinds.map(() => '?').join(',')})`);
    params.push(...f.kinds);
  }
  if (f.classify) {
    clauses.push(f.classify.top ? 'i.top_classify_id = ?' : 'i.classify_id = ?');
    params.push(f.classify.id);
  }
  match('i.author_id = ?', f.authorId);
  match('i.parent_id = ?', f.parentId);
  if (f.keyword) {
    clauses.push("i.title LIKE ? ESCAPE '\\'");
    params.push(`%${f.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
  }
  // "Free" is one fact, shared with the card's badge and the search index's free token: not VIP
  // and no price. (vip = 0 alone also matched items sold for 设计币.)
  if (f.vip === 1) clauses.push('i.vip = 1');
  else if (f.vip === 0) clauses.push('i.vip = 0 AND i.price = 0');
  match('i.updated_at >= ?', f.updatedFrom);
  match('i.updated_at < ?', f.updatedTo);
  match('i.id <> ?', f.excludeId);
  if (f.scope) {
    clauses.push(f.scope.sql);
    params.push(...f.scope.params);
  }
  return { from, clauses, params };
}

/** Item queries. Statements are cached by SQL text. */
export class ItemRepo {
  private readonly stmt: (sql: string) => Database.Statement;
  constructor(db: Database.Database) {
    this.stmt = statementCache(db);
  }

  byId(id: number): ItemRow | undefined {
    return this.stmt(`${SELECT} FROM items i LEFT JOIN designers d ON d.id = i.author_id WHERE i.id = ?`).get(id) as ItemRow | undefined;
  }

  byIds(ids: readonly number[]): ItemRow[] {
    if (!ids.length) return [];
    const rows = this.stmt(`${SELECT} FROM items i LEFT JOIN designers d ON d.id = i.author_id WHERE i.id IN (${ids.map(() => '?').join(',')})`).all(...ids) as ItemRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is ItemRow => !!r);
  }

  list(f: ListFilter): ItemRow[] {
    const { from, clauses, params } = where(f);
    const col = SORT_COLUMN[f.sort];
    const sql = `${SELECT} FROM ${from} LEFT JOIN designers d ON d.id = i.author_id ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''} ORDER BY i.${col} DESC, i.id ASC LIMIT ? OFFSET ?`;
    return this.stmt(sql).all(...params, f.limit, f.offset) as ItemRow[];
  }

  /** Counts matches up to COUNT_CAP + 1 (callers report a capped total). */
  countCapped(f: ListFilter): number {
    const { from, clauses, params } = where(f);
    const sql = `SELECT count(*) AS n FROM (SELECT 1 FROM ${from} ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''} LIMIT ${COUNT_CAP + 1})`;
    return (this.stmt(sql).get(...params) as { n: number }).n;
  }

  childCount(parentId: number): number {
    return (this.stmt('SELECT count(*) AS n FROM items WHERE parent_id = ?').get(parentId) as { n: number }).n;
  }

  authorKindCounts(authorId: number): Record<string, number> {
    const rows = this.stmt('SELECT kind, count(*) AS n FROM items WHERE author_id = ? GROUP BY kind').all(authorId) as { kind: string; n: number }[];
    return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
  }

  /** Per recommend list: its members in total and those inside `scope` (a channel's audience, services/audience.ts). */
  recommendAudience(scope: { sql: string; params: (string | number)[] }): Map<number, { inside: number; total: number }> {
    const rows = this.stmt(
      `SELECT r.recommend_id AS id, count(*) AS total, sum(CASE WHEN ${scope.sql} THEN 1 ELSE 0 END) AS inside FROM recommend_items r JOIN items i ON i.id = r.item_id GROUP BY r.recommend_id`,
    ).all(...scope.params) as { id: number; total: number; inside: number }[];
    return new Map(rows.map((r) => [r.id, { inside: r.inside, total: r.total }]));
  }

  recommendMembers(recommendId: number, offset: number, limit: number): { ids: number[]; total: number } {
    const ids = (this.stmt('SELECT item_id FROM recommend_items WHERE recommend_id = ? ORDER BY sort LIMIT ? OFFSET ?').all(recommendId, limit, offset) as { item_id: number }[]).map((r) => r.item_id);
    const total = (this.stmt('SELECT count(*) AS n FROM recommend_items WHERE recommend_id = ?').get(recommendId) as { n: number }).n;
    return { ids, total };
  }

  dayCounts(fromDay: string, kind?: ContentKind): { day: string; count: number }[] {
    return kind
      ? (this.stmt('SELECT day, count FROM day_counts WHERE day >= ? AND kind = ? ORDER BY day DESC').all(fromDay, kind) as { day: string; count: number }[])
      : (this.stmt('SELECT day, sum(count) AS count FROM day_counts WHERE day >= ? GROUP BY day ORDER BY day DESC').all(fromDay) as { day: string; count: number }[]);
  }

  /** Keyset page of ids for sitemaps, optionally only inside a scope (a channel's home). */
  idsAfter(kinds: readonly ContentKind[] | null, afterId: number, limit: number, scope?: { sql: string; params: (string | number)[] }): { id: number; kind: ContentKind; updated_at: number }[] {
    const kindClause = !kinds ? '' : kinds.length === 1 ? 'AND i.kind = ?' : `AND i.kind IN (${kinds.map(() => '?').join(',')})`;
    const scopeClause = scope ? `AND ${scope.sql}` : '';
    return this.stmt(`SELECT i.id, i.kind, i.updated_at FROM items i WHERE i.id > ? ${kindClause} ${scopeClause} ORDER BY i.id LIMIT ?`).all(afterId, ...(kinds ?? []), ...(scope?.params ?? []), limit) as { id: number; kind: ContentKind; updated_at: number }[];
  }
}
