'use client';

import { useEffect } from 'react';
import type { HistoryItem } from '@/lib/storage/keys';
import { recordHistory } from '@/lib/history/history-list';

/** Adds the viewed item to the elevator's history (local storage historyList). Renders nothing. */
export function RecordHistory({ item }: { item: HistoryItem }) {
  const { id, kind, title, url, cover } = item;
  useEffect(() => {
    recordHistory({ id, kind, title, url, cover });
  }, [id, kind, title, url, cover]);
  return null;
}
