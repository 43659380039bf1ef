import type { HistoryItem } from '@/lib/storage/keys';
import { getItem, setItem } from '@/lib/storage/local-storage';

/** How many recently viewed items the elevator keeps. */
export const HISTORY_LIMIT = 50;

const keyOf = (item: Pick<HistoryItem, 'id' | 'kind'>) => `${item.kind ?? ''}:${item.id}`;

/** Only entries a modal can show: an id and a site-relative URL (stored data may be anything). */
export function isHistoryItem(x: unknown): x is HistoryItem {
  if (typeof x !== 'object' || x === null) return false;
  const h = x as Record<string, unknown>;
  return (
    (typeof h.id === 'number' || typeof h.id === 'string') &&
    (h.url === undefined || (typeof h.url === 'string' && h.url.startsWith('/') && !h.url.startsWith('//'))) &&
    (h.title === undefined || typeof h.title === 'string') &&
    (h.cover === undefined || typeof h.cover === 'string')
  );
}

/** The list with `item` first (moved up if it was there), at most `limit` entries. Pure. */
export function addToHistory(list: readonly HistoryItem[], item: HistoryItem, limit = HISTORY_LIMIT): HistoryItem[] {
  const key = keyOf(item);
  return [item, ...list.filter((h) => keyOf(h) !== key)].slice(0, limit);
}

/** The stored list, cleaned of entries that are not history items. */
export function readHistory(): HistoryItem[] {
  const stored = getItem('historyList');
  return Array.isArray(stored) ? stored.filter(isHistoryItem) : [];
}

/** Records a viewed item in local storage (historyList, SPEC §3). */
export function recordHistory(item: HistoryItem): void {
  setItem('historyList', addToHistory(readHistory(), { ...item, at: item.at ?? Date.now() }));
}

export function clearHistory(): void {
  setItem('historyList', []);
}
