'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { getItem, setItem } from '@/lib/storage';

/**
 * SPEC §3/§4 sidebar flag: whether the sidebar is shown, kept in local storage `showSider`
 * (shown unless the reader closed it). Read on every render through a store, written by the
 * toggle, and followed across tabs (the storage event) and within the page (every user of the
 * hook updates at once).
 */
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key === 'showSider' || e.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const read = (): boolean => getItem('showSider') !== false;

export function useShowSider(): [boolean, (shown: boolean) => void] {
  const shown = useSyncExternalStore(subscribe, read, () => true);
  const set = useCallback((next: boolean) => {
    setItem('showSider', next);
    for (const l of listeners) l();
  }, []);
  return [shown, set];
}
