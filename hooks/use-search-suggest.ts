'use client';

import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { postIntentRecommendWord } from '@/lib/api/words';
import type { IntentRecommendWords } from '@/lib/api/contract/search';
import { useDebouncedValue } from './use-debounced-value';

/** Typing pause before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 120;

/**
 * Suggestions for what is being typed (SPEC §7 intentRecommendWord: 4 words, requestId,
 * masterList). Debounced; a newer keyword aborts the request still in flight; failures give
 * nothing (SPEC §8). The key is null until there is text.
 */
export function useSearchSuggest(keyword: string, searchType: number) {
  const settled = useDebouncedValue(keyword.trim(), SUGGEST_DEBOUNCE_MS);
  const inflight = useRef<AbortController | null>(null);
  useEffect(() => () => inflight.current?.abort(), []);
  const { data, isLoading } = useSWR<IntentRecommendWords | null>(
    settled ? ['intentRecommendWord', settled, searchType] : null,
    ([, word, type]: [string, string, number]) => {
      inflight.current?.abort();
      const ctrl = new AbortController();
      inflight.current = ctrl;
      return postIntentRecommendWord({ keyword: word, searchType: type }, { signal: ctrl.signal }).then((r) => (r.ok ? r.data : null));
    },
    { revalidateOnFocus: false, revalidateOnReconnect: false, dedupingInterval: 30_000, keepPreviousData: true, shouldRetryOnError: false },
  );
  const fresh = settled === keyword.trim();
  return { data: data ?? null, isLoading: isLoading || !fresh, settled };
}
