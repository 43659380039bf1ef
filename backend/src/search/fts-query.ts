import type { ColorName } from './features';
import { costRangeTokens } from './budget';
import { tok, type Bucket, type Orientation } from './filter-tokens';

export interface FilterSpec {
  kinds?: readonly string[];
  classifyId?: number;
  tagIds?: readonly number[];
  vip?: 'free' | 'vip';
  orientation?: Orientation;
  color?: ColorName;
  /** Items whose own style fact is one of these (AI search: a style it announces is applied). */
  styles?: readonly string[];
  /** Items whose download cost (fen, rights.ts downloadCost) is within [min, max] (AI search's budget). */
  cost?: { minFen: number; maxFen: number };
}

const TEXT_COLS = '{t tp m mp a ap}';
/** What an item is and what describes it: everything but who made it and where. */
const STRONG_COLS = '{t tp m mp}';
const TITLE_COLS = '{t tp}';
const COLS = { any: TEXT_COLS, strong: STRONG_COLS, title: TITLE_COLS };

/** An FTS5 string literal: the token is data, never syntax (double quotes doubled). */
function quote(token: string): string {
  return `"${token.replace(/"/g, '""')}"`;
}

/** Latin tokens of 4+ letters also match as prefixes ("xuanr" → "xuanran", "vra" stays exact). */
function term(token: string, prefix: boolean): string {
  return `${quote(token)}${prefix ? '*' : ''}`;
}

function prefixable(token: string, isLast: boolean, suggest: boolean): boolean {
  if (suggest && isLast) return true;
  return /^[a-z]{4,}$/.test(token);
}

/**
 * All tokens, each in any text column (AND), in the strong columns (not author / firm / place),
 * or in the title (with the leaf category) only. `prefix`: 'last' while typing, 'all' when the
 * exact words matched nothing (a half-typed word: 新加 → 新加坡).
 */
export function textExpr(tokens: readonly string[], where: 'any' | 'strong' | 'title' = 'any', prefix: false | 'last' | 'all' = false, join: 'AND' | 'OR' = 'AND'): string {
  const cols = COLS[where];
  return tokens.map((t, i) => `${cols}: ${term(t, prefix === 'all' || prefixable(t, i === tokens.length - 1, prefix === 'last'))}`).join(` ${join} `);
}

/** Filter tokens (column f); '' when there is no filter. */
export function filterExpr(f: FilterSpec, bucket?: { sort: 'new' | 'download'; b: Bucket }): string {
  const parts: string[] = [];
  if (f.kinds?.length) parts.push(f.kinds.length === 1 ? tok.kind(f.kinds[0]!) : `(${f.kinds.map((k) => tok.kind(k)).join(' OR ')})`);
  if (f.classifyId) parts.push(tok.classify(f.classifyId));
  for (const t of f.tagIds ?? []) parts.push(tok.tag(t));
  if (f.vip === 'vip') parts.push(tok.vip(true));
  if (f.vip === 'free') parts.push(tok.free());
  if (f.orientation) parts.push(tok.orientation(f.orientation));
  if (f.color) parts.push(tok.color(f.color));
  if (f.styles?.length) parts.push(f.styles.length === 1 ? tok.style(f.styles[0]!) : `(${f.styles.map((x) => tok.style(x)).join(' OR ')})`);
  if (f.cost) {
    const costs = costRangeTokens(f.cost.minFen, f.cost.maxFen);
    // An empty range matches nothing: a token no document carries.
    parts.push(costs.length ? `(${costs.join(' OR ')})` : 'pcnone');
  }
  if (bucket) parts.push(bucket.sort === 'new' ? tok.newest(bucket.b) : tok.downloads(bucket.b));
  return parts.length ? `{f}: (${parts.join(' AND ')})` : '';
}

export function and(...exprs: string[]): string {
  return exprs.filter(Boolean).map((e) => `(${e})`).join(' AND ');
}
