'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ItemSummary } from '@/lib/api/contract/content';
import type { ApiResult } from '@/lib/api/load';
import type { FeedSource, ItemSummaryPage } from '@/lib/api/feed';

type FeedStatus = 'idle' | 'loading' | 'error' | 'done';

interface InfinitePages {
  items: ItemSummary[];
  status: FeedStatus;
  /** The next page to load (undefined when done). */
  nextPage: number | undefined;
  /** The last page on screen (the server's page until another one loads). */
  lastPage: number;
  loadMore: () => void;
  /** The renderer of `items`, once the first further page has come (null before). */
  Cells: FurtherCells | null;
}

const keyOf = (item: ItemSummary) => `${item.kind}-${item.id}`;

/** The further pages' cells (components/waterfall/waterfall-item.tsx `WaterfallItems`). */
type FurtherCells = ComponentType<{ items: readonly ItemSummary[]; showTime?: boolean; headingLevel?: 2 | 3 }>;

/**
 * The page loader and the cells' code are fetched with the first further page, as the reader
 * nears the end of the server's page (issue 15: not in the list's first load, where the
 * server's cards need none of it); the request starts as soon as the loader is here, while the
 * cells' code is still coming. A chunk that cannot be fetched is a failed page (the list offers 重试).
 */
function fetchPage(source: FeedSource, page: number, signal: AbortSignal): Promise<{ result: ApiResult<ItemSummaryPage>; Cells: FurtherCells } | null> {
  const cells = import('@/components/waterfall/waterfall-item').then((m) => m.WaterfallItems);
  const result = import('@/lib/api/feed').then((m) => m.fetchFeedPage(source, page, signal));
  return Promise.all([result, cells]).then(
    ([r, Cells]) => ({ result: r, Cells }),
    () => null,
  );
}

/**
 * Pages after `page` of a list (from `page` itself when the server showed only its start:
 * `partial`), fetched from the API in the browser one at a time. Items already shown (the
 * server's page, earlier pages) are skipped: lists shift while people read.
 */
export function useInfinitePages(source: FeedSource, page: number, totalPages: number, initialKeys: readonly string[], partial = false): InfinitePages {
  const [items, setItems] = useState<ItemSummary[]>([]);
  const [Cells, setCells] = useState<FurtherCells | null>(null);
  // `partial`: the server showed only the start of `page`, so its rest is the first page loaded.
  const [next, setNext] = useState(partial ? page : page + 1);
  const [status, setStatus] = useState<FeedStatus>(page >= totalPages && !partial ? 'done' : 'idle');
  const seen = useRef(new Set(initialKeys));
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const sourceKey = JSON.stringify(source);

  useEffect(() => () => abort.current?.abort(), []);

  const loadMore = useCallback(() => {
    if (busy.current || next > totalPages) return;
    busy.current = true;
    setStatus('loading');
    const controller = new AbortController();
    abort.current = controller;
    void fetchPage(JSON.parse(sourceKey) as FeedSource, next, controller.signal).then((loaded) => {
      busy.current = false;
      if (controller.signal.aborted) return;
      const result = loaded?.result;
      if (!loaded || !result?.ok) {
        setStatus('error');
        return;
      }
      const fresh = result.data.list.filter((item) => !seen.current.has(keyOf(item)));
      fresh.forEach((item) => seen.current.add(keyOf(item)));
      // A component in state is set through a function (a bare function would be called as an updater).
      setCells(() => loaded.Cells);
      setItems((prev) => [...prev, ...fresh]);
      const after = next + 1;
      setNext(after);
      setStatus(after > totalPages || result.data.list.length === 0 ? 'done' : 'idle');
    });
  }, [next, totalPages, sourceKey]);

  return { items, status, nextPage: status === 'done' ? undefined : next, lastPage: Math.max(page, Math.min(next - 1, Math.max(page, totalPages))), loadMore, Cells };
}
