import type { SearchWord } from '../../../lib/api/contract/search';
import type { SearchService } from './service';
import type { WordScope } from './word-build';

/** Stable 31-bit id of a word (FNV-1a of its UTF-8 bytes); never 0. */
export function wordId(word: string): number {
  let h = 0x811c9dc5;
  for (const b of Buffer.from(word, 'utf8')) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return (h & 0x7fffffff) || 1;
}

/** SPEC §7 searchPattern: doc type -3 = cases, -1 = inspiration, 21 = renderings; others all. */
export function scopeOfDocType(type: number): WordScope {
  return type === -3 ? 'case' : type === -1 ? 'ins' : type === 21 ? 'render' : 'all';
}

/** SPEC §2 search types: 1 cases, 2 and 4 inspiration, 3 renderings. */
export function scopeOfSearchType(type: number | undefined): WordScope {
  return type === 1 ? 'case' : type === 2 || type === 4 ? 'ins' : type === 3 ? 'render' : 'all';
}

/**
 * A word list: what visitors searched most (when `fromLog`), then the catalogue's heaviest
 * words of the scope, from `offset`, without repeats.
 */
export function wordList(svc: SearchService, scope: WordScope, limit: number, opts: { fromLog?: boolean; offset?: number; minLog?: number } = {}): SearchWord[] {
  const out: SearchWord[] = [];
  const seen = new Set<string>();
  const push = (word: string, count: number) => {
    if (out.length < limit && !seen.has(word)) {
      seen.add(word);
      out.push({ id: wordId(word), word, count });
    }
  };
  if (opts.fromLog) for (const w of svc.log.top(limit, opts.minLog ?? 2)) push(w.word, w.count);
  for (const w of svc.words.top(scope, limit * 2, opts.offset ?? 0)) push(w.word, w.weight);
  return out;
}
