/**
 * Budgets in AI search (docs/search.md "AI search"): reading 预算5万, 10-20万, 不超过3000元, 50设计币以内,
 * 便宜 … into a price range, and the index tokens that filter an item's download cost by it.
 */
import type { AiBudget } from '../../../lib/api/contract/search';

/** 便宜 / 低价 / 实惠: a download that costs little — at most this many yuan. */
export const CHEAP_MAX_YUAN = 10;
/**
 * From this amount on a budget is the project's (a renovation, a building), not a download's:
 * the catalogue records no project cost, so such a budget is said to be relaxed, never applied to downloads.
 */
export const PROJECT_BUDGET_YUAN = 1000;
/** Kinds whose items are sold for 设计币 (the `price` column): a download budget filters them. */
export const PRICED_KINDS = ['3d', 'su', 'tietu', 'sgt', 'wenben', 'periodical'] as const;

const NUM = String.raw`(\d+(?:\.\d+)?)\s*(万|千|k|w)?`;
const CURRENCY = String.raw`(元|块钱|块|rmb|设计币|币)`;
const BUDGET_WORD = String.raw`(?:预算|价格|价位|价钱|售价|费用)`;
const UPPER_WORD = String.raw`(?:不超过|不高于|低于|少于|不到|小于|最多|最高|控制在|以内为)`;
const UPPER_SUFFIX = String.raw`(?:以内|以下|之内|内)`;
const CHEAP = /便宜|低价|实惠|划算|省钱/;

function yuan(n: string, mult: string | undefined): number {
  const v = Number(n) * (mult === '万' || mult === 'w' ? 10_000 : mult === '千' || mult === 'k' ? 1_000 : 1);
  return Math.round(v * 100) / 100;
}

/** A budget found in a request, and the request without it (so its digits are not searched as words). */
export interface BudgetReading {
  budget: AiBudget | null;
  rest: string;
}

/**
 * The budget a (normalized) request states. An amount counts only with a money marker: a budget
 * word (预算, 价格 …), an upper-bound word (不超过, 以内 …) with 万/千 or a currency, or a currency
 * (元, 设计币): 3人沙发, 1.5米, 2024年 are not budgets.
 */
export function readBudget(text: string): BudgetReading {
  const range = new RegExp(`${BUDGET_WORD}?(?:在)?\\s*${NUM}\\s*${CURRENCY}?\\s*(?:-|~|到|至)\\s*${NUM}\\s*${CURRENCY}?(?:之间|以内|内)?`);
  let m = range.exec(text);
  if (m) {
    const [all, a, am, ac, b, bm, bc] = m;
    const money = /预算|价/.test(all) || !!(am || bm || ac || bc);
    if (money) {
      // 10-20万: the unit of the second amount is the first's too.
      const lo = yuan(a!, am ?? bm);
      const hi = yuan(b!, bm);
      return { budget: { min: Math.min(lo, hi), max: Math.max(lo, hi), cheap: false }, rest: cut(text, m) };
    }
  }
  // 3000元以上 before the upper bounds, which would read its 3000元 alone.
  const lower = new RegExp(`(?:${BUDGET_WORD})?\\s*(?:不低于|高于|至少)?\\s*${NUM}\\s*${CURRENCY}?\\s*以上`);
  m = lower.exec(text);
  if (m && (m[3] || m[2] || /预算|价|不低于|高于|至少/.test(m[0]))) return { budget: { min: yuan(m[1]!, m[2]), max: null, cheap: false }, rest: cut(text, m) };
  const upper = new RegExp(`(${BUDGET_WORD})?\\s*(?:在)?\\s*(${UPPER_WORD})?\\s*${NUM}\\s*${CURRENCY}?\\s*(${UPPER_SUFFIX}|左右)?`, 'g');
  for (m of text.matchAll(upper)) {
    const [, word, upperWord, n, mult, currency, suffix] = m;
    const money = !!word || !!currency || ((!!upperWord || (!!suffix && suffix !== '左右')) && !!mult);
    if (money) return { budget: { min: null, max: yuan(n!, mult), cheap: false }, rest: cut(text, m) };
  }
  const cheap = CHEAP.exec(text);
  if (cheap) return { budget: { min: null, max: CHEAP_MAX_YUAN, cheap: true }, rest: cut(text, cheap) };
  return { budget: null, rest: text };
}

function cut(text: string, m: RegExpExecArray | RegExpMatchArray): string {
  return `${text.slice(0, m.index!)} ${text.slice(m.index! + m[0].length)}`;
}

/** A project budget (≥ PROJECT_BUDGET_YUAN): what a renovation or building may cost, not a download. */
export function isProjectBudget(b: AiBudget): boolean {
  return (b.max ?? b.min ?? 0) >= PROJECT_BUDGET_YUAN;
}

function money(v: number): string {
  return v >= 10_000 && v % 1_000 === 0 ? `${v / 10_000}万` : `${v}`;
}

/** How the answer names a budget: 5万元以内, 10万–20万元, 3000元以上, 便宜（10元以内）. */
export function budgetLabel(b: AiBudget): string {
  if (b.cheap) return `便宜（${b.max}元以内）`;
  if (b.min !== null && b.max !== null) return b.min === b.max ? `${money(b.max)}元` : `${money(b.min)}–${money(b.max)}元`;
  if (b.max !== null) return `${money(b.max)}元以内`;
  return `${money(b.min ?? 0)}元以上`;
}

/** Decimal levels of the cost tokens: 10^0 … 10^9 fen (up to ten million yuan). */
const LEVELS = 10;
const MAX_FEN = 10 ** LEVELS - 1;

/** An item's download-cost tokens (fen): one per decimal level, `pc{level}x{cost / 10^level}`. */
export function costTokens(fen: number): string[] {
  const v = Math.min(MAX_FEN, Math.max(0, Math.round(fen)));
  const out: string[] = [];
  for (let level = 0, n = v; level < LEVELS; level++, n = Math.floor(n / 10)) out.push(`pc${level}x${n}`);
  return out;
}

/**
 * The fewest cost tokens whose union is exactly the costs in [lo, hi] fen (a decimal range
 * decomposition: partial blocks at each end of a level, whole blocks one level up).
 */
export function costRangeTokens(loFen: number, hiFen: number): string[] {
  let l = Math.max(0, Math.ceil(loFen));
  let h = Math.min(MAX_FEN, Math.floor(hiFen));
  const out: string[] = [];
  for (let level = 0; l <= h; level++) {
    if (level === LEVELS - 1) {
      for (let i = l; i <= h; i++) out.push(`pc${level}x${i}`);
      break;
    }
    while (l <= h && l % 10 !== 0) out.push(`pc${level}x${l++}`);
    while (l <= h && (h + 1) % 10 !== 0) out.push(`pc${level}x${h--}`);
    if (l > h) break;
    l = l / 10;
    h = (h + 1) / 10 - 1;
  }
  return out;
}
