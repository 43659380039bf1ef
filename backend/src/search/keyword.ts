import type Database from 'better-sqlite3';
import { COUNT_CAP } from '../db/repo/items';
import { badParam } from '../http/envelope';
import { BUCKETS } from './filter-tokens';
import { and, filterExpr, textExpr, type FilterSpec } from './fts-query';
import { pinyinOf } from './tokenize';

export type SearchSort = 'relevance' | 'new' | 'download';

interface Mode {
  prefix: false | 'all';
  join: 'AND' | 'OR';
  /** Also match what the head word names (only once every word is known to match together). */
  union?: boolean;
}

const STRICT: Mode = { prefix: false, join: 'AND' };
const PREFIX: Mode = { prefix: 'all', join: 'AND' };

/** Words that say which kind or format is wanted, not what: never the head of a query. */
const NOT_HEAD = new Set(['模型', 'su', '3d', 'max', '3dmax', 'skp', 'sketchup', '草图大师', '施工图', 'cad', 'dwg', '文本', '方案', '方案文本', '贴图', '材质', '图片', '效果图', '设计', '案例', '灵感', '图集', '素材', '高清', '免费', '大全']);

/** The word a query asks for: in Chinese the last noun of a compound (景观廊架 → 廊架, 客厅沙发 → 沙发). */
export function headToken(tokens: readonly string[]): string {
  for (let i = tokens.length - 1; i >= 0; i--) if (!NOT_HEAD.has(tokens[i]!)) return tokens[i]!;
  return tokens[tokens.length - 1] ?? '';
}

const HANZI = /[\u3400-\u9fff]/;

/**
 * Pinyin readings of a query whose words the index does not know: the whole query as one word
 * when it is all hanzi (大理时 → dalishi), then word by word (single characters jieba split off a
 * misspelt word joined again: 北/鸥 → beiou). Empty when the query has no hanzi.
 */
export function homophoneTokens(tokens: readonly string[]): string[][] {
  if (!tokens.some((t) => HANZI.test(t))) return [];
  const merged: string[] = [];
  let singles = false;
  for (const t of tokens) {
    const single = t.length === 1 && HANZI.test(t);
    if (single && singles) merged[merged.length - 1] += t;
    else merged.push(t);
    singles = single;
  }
  const byWord = merged.map((t) => pinyinOf(t)?.[0] ?? t);
  const whole = tokens.every((t) => [...t].every((c) => HANZI.test(c))) ? pinyinOf(tokens.join(''))?.[0] : undefined;
  // The whole query first: a word jieba split wrongly (大理/时 of 大理石) reads right as one.
  const out = whole && tokens.length > 1 ? [[whole], byWord] : [byWord];
  return out.filter((c, i) => c.length && out.findIndex((o) => o.join(' ') === c.join(' ')) === i);
}

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

  /**
   * What a query matches: every word (in any field), or — for a compound — an item its head
   * word names (新中式茶室 also finds the other tea houses, after the 新中式 ones).
   */
  private parts(tokens: readonly string[], mode: Mode): { match: string; head: string; strong: string; all: string } {
    const all = textExpr(tokens, 'any', mode.prefix, mode.join);
    const head = textExpr([headToken(tokens)], 'title', mode.prefix);
    const strong = textExpr(tokens, 'strong', mode.prefix, mode.join);
    const compound = !!mode.union && tokens.length > 1 && mode.join === 'AND';
    return { match: compound ? `(${all}) OR (${head})` : all, head, strong, all };
  }

  /**
   * Relevance by what an item is (docs/search.md "Ranking"), popularity within each tier:
   *  1. the head word (what is asked for: 廊架 of 景观廊架, 沙发 of 客厅沙发) names the item — in its
   *     title or leaf category — and every word is in its strong fields;
   *  2. the head word names the item, some other word is missing (a tea house not 新中式);
   *  3. every word is in its strong fields (title, category, labels, style, spaces, software);
   *  4. the rest: some word is found only in who made it or where (author, design firm, place).
   * Page 1 needs no count: a tier that does not fill the page hands over to the next.
   */
  private tiered(q: KeywordQuery, mode: Mode): number[] {
    const filters = filterExpr(q);
    if (!q.tokens.length) return this.ranks(filters, q.offset, q.limit);
    const { match, head, strong } = this.parts(q.tokens, mode);
    const tiers = [and(head, strong, filters)];
    if (match !== strong && q.tokens.length > 1) tiers.push(and(`(${head}) NOT (${strong})`, filters));
    tiers.push(and(`(${strong}) NOT (${head})`, filters), and(`(${match}) NOT ((${strong}) OR (${head}))`, filters));
    const out: number[] = [];
    let skip = q.offset;
    for (let i = 0; i < tiers.length && out.length < q.limit; i++) {
      if (skip > 0 && i < tiers.length - 1) {
        const n = this.count(tiers[i]!);
        if (skip >= n) {
          skip -= n;
          continue;
        }
      }
      out.push(...this.ranks(tiers[i]!, skip, q.limit - out.length));
      skip = 0;
    }
    return out;
  }

  private run(q: KeywordQuery, mode: Mode): KeywordResult {
    const text = q.tokens.length ? this.parts(q.tokens, mode).match : '';
    const raw = this.count(and(text, filterExpr(q)));
    const total = Math.min(raw, COUNT_CAP);
    let ranks: number[] = [];
    if (q.offset < total) {
      if (q.sort === 'relevance') ranks = this.tiered(q, mode);
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
    if (!q.tokens.length) return this.run(q, STRICT);
    const r = this.reading(q);
    return { ...this.run({ ...q, tokens: r.tokens }, r.mode), relaxed: r.relaxed };
  }

  /**
   * How a query is read — its words and how they must match — decided over every kind, so a
   * kind's page and its tab count (the facets) always agree: a kind without a match shows none
   * (and the kinds that have them) rather than a loosened search of its own.
   */
  private reading(q: KeywordQuery): { tokens: string[]; mode: Mode; relaxed: boolean } {
    const scope = filterExpr({ ...q, kinds: undefined });
    const matches = (tokens: string[], mode: Mode) => this.count(and(this.parts(tokens, mode).match, scope), 1) > 0;
    // Every word together first; only then may the head word alone add the rest of what it names
    // (a misspelt word must not vanish into the head's matches).
    if (matches(q.tokens, STRICT)) return { tokens: q.tokens, mode: { ...STRICT, union: true }, relaxed: false };
    // A half-typed word ("新加" of 新加坡) is a prefix of an indexed term.
    if (matches(q.tokens, PREFIX)) return { tokens: q.tokens, mode: PREFIX, relaxed: false };
    // A wrong character of the same sound (北鸥 for 北欧, 沙法 for 沙发, 民俗 for 民宿): the index
    // carries every word's pinyin, so the query's pinyin finds what was meant.
    for (const tokens of homophoneTokens(q.tokens)) if (matches(tokens, STRICT)) return { tokens, mode: STRICT, relaxed: true };
    const none = { tokens: q.tokens, mode: STRICT, relaxed: false };
    if (q.tokens.length < 2) return none;
    // Nothing has every word: keep the words the catalogue knows, then accept any of them.
    const known = q.tokens.filter((t) => this.count(textExpr([t], 'any', 'all'), 1) > 0);
    if (!known.length) return none;
    if (known.length < q.tokens.length && matches(known, PREFIX)) return { tokens: known, mode: PREFIX, relaxed: true };
    return { tokens: known, mode: { prefix: 'all', join: 'OR' }, relaxed: true };
  }

  /** Capped match counts per kind (facets), for the same text and the other filters. */
  kindCounts(q: FilterSpec, text: string, kinds: readonly string[], cap: number): { kind: string; count: number }[] {
    return kinds.map((kind) => ({ kind, count: Math.min(cap, this.count(and(text, filterExpr({ ...q, kinds: [kind] })), cap)) }));
  }
}
