import type Database from 'better-sqlite3';
import { isLatinQuery, normalize } from './tokenize';
import { WORD_SCOPES, type WordScope } from './word-build';

interface WordEntry {
  word: string;
  py: string;
  initials: string;
  weight: number;
}

/**
 * Suggestion words in memory, per scope, heaviest first. A few tens of thousands of entries:
 * a linear prefix scan answers in well under a millisecond, with no index to maintain.
 */
export class WordIndex {
  private readonly scopes = new Map<WordScope, WordEntry[]>();

  constructor(db: Database.Database) {
    const stmt = db.prepare('SELECT word, py, initials, weight FROM search_words WHERE scope = ? ORDER BY weight DESC, word');
    for (const scope of WORD_SCOPES) this.scopes.set(scope, stmt.all(scope) as WordEntry[]);
  }

  top(scope: WordScope, limit: number, offset = 0): WordEntry[] {
    return (this.scopes.get(scope) ?? []).slice(offset, offset + limit);
  }

  has(word: string): boolean {
    return (this.scopes.get('all') ?? []).some((w) => w.word === word);
  }

  /**
   * Words starting with the typed text (hanzi), or whose pinyin / initials start with it
   * (Latin input); then words containing it. Heaviest first, without the text itself.
   */
  suggest(text: string, scope: WordScope, limit: number): WordEntry[] {
    const q = normalize(text).replace(/\s+/g, '');
    if (!q) return [];
    const latin = isLatinQuery(q);
    const list = this.scopes.get(scope) ?? [];
    const starts: WordEntry[] = [];
    const contains: WordEntry[] = [];
    for (const w of list) {
      if (w.word === q) continue;
      if (latin ? w.py.startsWith(q) || w.initials.startsWith(q) : w.word.startsWith(q)) starts.push(w);
      else if (!latin && contains.length < limit && w.word.includes(q)) contains.push(w);
      if (starts.length >= limit) break;
    }
    return [...starts, ...contains].slice(0, limit);
  }
}
