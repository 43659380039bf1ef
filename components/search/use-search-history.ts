'use client';

import { useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { addToHistory, readHistory, removeFromHistory, writeHistory } from './history';
import { searchHistoryAtom } from './state';

/** Search history in local storage (localHistory): add, delete one, clear; kept in step across tabs. */
export function useSearchHistory() {
  const [history, setHistory] = useAtom(searchHistoryAtom);
  useEffect(() => {
    setHistory(readHistory());
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === 'localHistory') setHistory(readHistory());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setHistory]);
  const update = useCallback(
    (next: string[]) => {
      setHistory(next);
      writeHistory(next);
    },
    [setHistory],
  );
  return {
    history,
    add: useCallback((word: string) => update(addToHistory(readHistory(), word)), [update]),
    remove: useCallback((word: string) => update(removeFromHistory(readHistory(), word)), [update]),
    clear: useCallback(() => update([]), [update]),
  };
}
