import type Database from 'better-sqlite3';
import { COUNT_CAP } from '../db/repo/items';
import { badParam } from '../http/envelope';
import { BUCKETS } from './filter-tokens';
import { and, filterExpr, textExpr, type FilterSpec } from './fts-query';

export type SearchSort = 'relevance' | 'new' | 'download';

interface KeywordQuery extends FilterSpec {
  tokens: string[];
  sort: SearchSort;
  offset: number;
  limit: number;
}

interface KeywordResult {
  ranks: number[];
  total: number;
  totalCapped: boolean;
  /** Tokens actually required (after relaxing a query that matched nothing). */
  used: string[];
  relaxed: boolean;
  /** The text part of the FTS expression that produced the result (for facets). */
  text: string;
}

/** FTS5 keyword search over search_fts (rowid = popularity rank). */
export class KeywordSearch {
  private readonly cache = new Map<string, Database.Statement>();
  constructor(private readonly db: Database.Database) {}

  private stmt(sql: string): Database.Statement {
    let s = this.cache.get(sql);
    if (!s) this.cache.set(sql, (s = this.db.prepare(sql)));
    return s;
  }

  /** Number of matches, counted up to `cap` (+1 so callers can tell the cap was hit). */
  count(expr: string, cap = COUNT_CAP): number {
    return (this.stmt('SELECT count(*) AS n FROM (SELECT rowid FROM search_fts WHERE search_fts MATCH ? LIMIT ?)').get(expr, cap + 1) as { n: number }).n;
  }

  /** Ranks in popularity order. */
  ranks(expr: string, offset: number, limit: number): number[] {
    return (this.stmt('SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid LIMIT ? OFFSET ?').raw().all(expr, limit, offset) as [number][]).map((r) => r[0]);
  }

  private sorted(expr: string, sort: 'new' | 'download', offset: number, limit: number): number[] {
    const col = sort === 'new' ? 'updated_at' : 'downloads';
    const sql = `SELECT s.rowid FROM search_fts s JOIN search_docs d ON d.rank = s.rowid WHERE search_fts MATCH ? ORDER BY d.${col} DESC, d.rank LIMIT ? OFFSET ?`;
    return (this.stmt(sql).raw().all(expr, limit, offset) as [number][]).map((r) => r[0]);
  }

  /**
   * Newest / most downloaded first without sorting every match: the top 1%, 5%, 20% of the
   * catalogue by that column carry bucket tokens, so the smallest bucket that still holds the
   * page is sorted instead (exact: every document outside a bucket ranks below all inside it).
   */
  private bucketed(text: string, q: KeywordQuery, sort: 'new' | 'download'): number[] {
    const need = q.offset + q.limit;
    for (const b of BUCKETS) {
      const expr = and(text, filterExpr(q, { sort, b }));
      if (this.count(expr, need) >= need) return this.sorted(expr, sort, q.offset, q.limit);
    }
    return this.sorted(and(text, filterExpr(q)), sort, q.offset, q.limit);
  }

  /** Relevance: all tokens in the title first, then matches through category / labels / author. */
  private tiered(q: KeywordQuery, text: string, total: number): number[] {
    const filters = filterExpr(q);
    const titleExpr = and(textExpr(q.tokens, 'title'), filters);
    const titleCount = this.count(titleExpr);
    if (titleCount >= total) return this.ranks(and(text, filters), q.offset, q.limit);
    const out = q.offset < titleCount ? this.ranks(titleExpr, q.offset, q.limit) : [];
    if (out.length < q.limit) {
      const rest = `(${and(text, filters)}) NOT (${textExpr(q.tokens, 'title')})`;
      out.push(...this.ranks(rest, Math.max(0, q.offset - titleCount), q.limit - out.length));
    }
    return out;
  }

  private run(q: KeywordQuery, text: string): KeywordResult {
    const raw = this.count(and(text, filterExpr(q)));
    const total = Math.min(raw, COUNT_CAP);
    let ranks: number[] = [];
    if (q.offset < total) {
      if (q.sort === 'relevance') ranks = this.tiered(q, text, total);
      else ranks = this.bucketed(text, q, q.sort);
    }
    return { ranks, total, totalCapped: raw > COUNT_CAP, used: q.tokens, relaxed: false, text };
  }

  search(q: KeywordQuery): KeywordResult {
    try {
      return this.searchUnchecked(q);
    } catch (err) {
      // Tokens are quoted literals, so this is a bug rather than bad input; still answer 400, not 500.
      if (err instanceof Error && /fts5|syntax/i.test(err.message)) throw badParam('关键词无法解析，请换个说法');
      throw err;
    }
  }

  private searchUnchecked(q: KeywordQuery): KeywordResult {
    const strict = this.run(q, textExpr(q.tokens));
    if (strict.total > 0) return strict;
    // A half-typed word ("新加" of 新加坡) is a prefix of an indexed term.
    const prefixed = this.run(q, textExpr(q.tokens, 'any', 'all'));
    if (prefixed.total > 0) return prefixed;
    if (q.tokens.length < 2) return strict;
    // Nothing has every word: keep the words the catalogue knows, then accept any of them.
    const known = q.tokens.filter((t) => this.count(textExpr([t], 'any', 'all'), 1) > 0);
    if (!known.length) return strict;
    if (known.length < q.tokens.length) {
      const fewer = this.run({ ...q, tokens: known }, textExpr(known, 'any', 'all'));
      if (fewer.total > 0) return { ...fewer, relaxed: true };
    }
    const anyOf = this.run({ ...q, tokens: known }, textExpr(known, 'any', 'all', 'OR'));
    return { ...anyOf, relaxed: true };
  }

  /** Capped match counts per kind (facets), for the same text and the other filters. */
  kindCounts(q: FilterSpec, text: string, kinds: readonly string[], cap: number): { kind: string; count: number }[] {
    return kinds.map((kind) => ({ kind, count: Math.min(cap, this.count(and(text, filterExpr({ ...q, kinds: [kind] })), cap)) }));
  }
}
