import { getItem, setItem } from '@/lib/storage';

/** How many searches the history keeps. */
export const HISTORY_LIMIT = 10;
const MAX_WORD = 50;

/** The stored history, cleaned (strings only, trimmed, no duplicates, at most HISTORY_LIMIT). */
export function readHistory(): string[] {
  const raw = getItem('localHistory');
  if (!Array.isArray(raw)) return [];
  return normalizeHistory(raw.filter((w): w is string => typeof w === 'string'));
}

export function normalizeHistory(list: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of list) {
    const t = w.trim().slice(0, MAX_WORD);
    if (t && !out.includes(t)) out.push(t);
    if (out.length >= HISTORY_LIMIT) break;
  }
  return out;
}

/** Newest first. */
export function addToHistory(list: readonly string[], word: string): string[] {
  return normalizeHistory([word, ...list.filter((w) => w !== word.trim())]);
}

export function removeFromHistory(list: readonly string[], word: string): string[] {
  return list.filter((w) => w !== word);
}

export function writeHistory(list: readonly string[]): void {
  setItem('localHistory', [...list]);
}
