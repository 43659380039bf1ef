import type Database from 'better-sqlite3';
import { jieba, normalize, pinyinOf } from './tokenize';

/** Word scopes: all, case (-3), ins = inspiration images and sets (-1), render = renderings / models (21). */
export type WordScope = 'all' | 'case' | 'ins' | 'render';
export const WORD_SCOPES: readonly WordScope[] = ['all', 'case', 'ins', 'render'];

const SCOPE_OF_KIND: Record<string, WordScope | undefined> = { case: 'case', pin: 'ins', pics: 'ins', jhy: 'render', '3d': 'render', su: 'render', tietu: 'render' };
/** Only the most popular documents feed the counts: plenty for suggestions, bounded at 1M items. */
const SAMPLE = 300_000;
const KEEP_PER_SCOPE = 20_000;
const CJK_WORD = /^[\u3400-\u9fff]{2,}$/;
const STOP = new Set(['设计', '项目', '空间', '合集', '模型', '图片']);

/** Counts words and two-word phrases of titles, per scope. */
export class WordCounter {
  readonly counts = new Map<WordScope, Map<string, number>>(WORD_SCOPES.map((s) => [s, new Map()]));
  private seen = 0;

  add(kind: string, title: string): void {
    if (this.seen++ >= SAMPLE) return;
    const words = jieba().cut(normalize(title), true).filter((w) => CJK_WORD.test(w));
    const found = new Set<string>();
    words.forEach((w, i) => {
      if (!STOP.has(w)) found.add(w);
      const next = words[i + 1];
      if (next && w.length + next.length <= 8) found.add(w + next);
    });
    const scope = SCOPE_OF_KIND[kind];
    for (const w of found) {
      this.bump('all', w, 1);
      if (scope) this.bump(scope, w, 1);
    }
  }

  bump(scope: WordScope, word: string, by: number): void {
    const m = this.counts.get(scope)!;
    m.set(word, (m.get(word) ?? 0) + by);
  }
}

/** Writes the suggestion words (with pinyin and initials) from the counts plus category and label names. */
export function buildWords(db: Database.Database, counter: WordCounter, categories: Map<number, string>, tags: Map<number, string>): void {
  for (const name of [...categories.values(), ...tags.values()]) {
    if (CJK_WORD.test(name)) counter.bump('all', name, 3);
  }
  const ins = db.prepare('INSERT OR REPLACE INTO search_words (scope, word, py, initials, weight) VALUES (?, ?, ?, ?, ?)');
  for (const scope of WORD_SCOPES) {
    const ranked = [...counter.counts.get(scope)!.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, KEEP_PER_SCOPE);
    for (const [word, n] of ranked) {
      const py = pinyinOf(word);
      ins.run(scope, word, py?.[0] ?? '', py?.[1] ?? '', n);
    }
  }
}
