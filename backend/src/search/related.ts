import type { ContentKind } from '../../../lib/api/contract/kinds';
import type { ItemRow } from '../db/repo/items';
import { describeItem } from '../domain/describe';
import { STYLES } from '../domain/vocab';
import { headToken } from './keyword';

/** How many of a query's first results are read for what they have in common. */
const SAMPLE = 60;
const STYLE_SET = new Set<string>(STYLES);

interface Sample {
  rows: ItemRow[];
  leafName: (row: ItemRow) => string;
  topName: (row: ItemRow) => string;
  topSlug: (row: ItemRow) => string;
}

function bump(m: Map<string, number>, w: string | undefined | null): void {
  if (w) m.set(w, (m.get(w) ?? 0) + 1);
}

const byCount = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);

/**
 * Related searches of one query, from what its first results have in common (co-occurrence in
 * the catalogue): the same thing in the other styles its results come in (茶室 → 日式茶室), and
 * the query's style on the other things found with it (新中式茶室 → 新中式民宿). Each candidate is
 * kept only when `answers` says the catalogue has hits for it.
 */
export function relatedSearches(tokens: readonly string[], sample: Sample, answers: (word: string) => boolean, limit: number): string[] {
  if (!tokens.length) return [];
  const styles = new Map<string, number>();
  const leaves = new Map<string, number>();
  for (const row of sample.rows) {
    const leaf = sample.leafName(row);
    bump(leaves, leaf);
    const { facts } = describeItem(row.kind as ContentKind, row.id, { leaf, top: sample.topName(row), topSlug: sample.topSlug(row) });
    bump(styles, facts.style);
  }
  const queryStyle = tokens.find((t) => STYLE_SET.has(t));
  const rest = tokens.filter((t) => t !== queryStyle).join('');
  const head = headToken(tokens);
  const asked = tokens.join('');
  const styled = rest ? byCount(styles).filter((s) => s !== queryStyle).map((s) => `${s}${rest}`) : [];
  const things = byCount(leaves).filter((l) => l !== head && !tokens.includes(l) && !STYLE_SET.has(l)).map((l) => `${queryStyle ?? ''}${l}`);
  const out: string[] = [];
  // Alternate the two kinds of neighbour so both show in a short row.
  for (let i = 0; out.length < limit && (i < styled.length || i < things.length); i++) {
    for (const c of [styled[i], things[i]]) {
      if (c && out.length < limit && c !== asked && !out.includes(c) && answers(c)) out.push(c);
    }
  }
  return out;
}

export { SAMPLE as RELATED_SAMPLE };
