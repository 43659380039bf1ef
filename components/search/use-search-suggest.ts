'use client';

import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { postIntentRecommendWord } from './words-api';
import type { IntentRecommendWords } from '@/lib/api/contract/search';
import { RATE_LIMITED_CODE } from '@/lib/api/envelope';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** Typing pause before asking for suggestions. */
const SUGGEST_DEBOUNCE_MS = 120;

/**
 * Suggestions for what is being typed (SPEC §7 intentRecommendWord: 4 words, requestId,
 * masterList). Debounced; a newer keyword aborts the request still in flight; failures give
 * nothing (SPEC §8), except the API's per-visitor limit, whose message (`refused`: 请求过于频繁，
 * 请 N 秒后再试) the dropdown shows instead of 按回车搜索 until a later answer arrives. The key is
 * null until there is text.
 */
export function useSearchSuggest(keyword: string, searchType: number) {
  const settled = useDebouncedValue(keyword.trim(), SUGGEST_DEBOUNCE_MS);
  const inflight = useRef<AbortController | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => () => inflight.current?.abort(), []);
  const { data, isLoading } = useSWR<IntentRecommendWords | null>(
    settled ? ['intentRecommendWord', settled, searchType] : null,
    ([, word, type]: [string, string, number]) => {
      inflight.current?.abort();
      const ctrl = new AbortController();
      inflight.current = ctrl;
      return postIntentRecommendWord({ keyword: word, searchType: type }, { signal: ctrl.signal }).then((r) => {
        setRefused(!r.ok && r.code === RATE_LIMITED_CODE ? (r.message ?? '请求过于频繁，请稍后再试') : null);
        return r.ok ? r.data : null;
      });
    },
    { ...DEFAULT_SWR_OPTIONS, revalidateOnReconnect: false, dedupingInterval: 30_000, keepPreviousData: true },
  );
  const fresh = settled === keyword.trim();
  return { data: data ?? null, isLoading: isLoading || !fresh, settled, refused };
}
