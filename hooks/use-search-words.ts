'use client';

import useSWR from 'swr';
import { getHotSearch, getSearchPattern, postEveryoneSearchWord, wordsOf } from '@/lib/api/words';

const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false, dedupingInterval: 300_000 } as const;

/**
 * The dropdown's word lists, fetched once the dropdown is first opened (`enabled`): everyone
 * searches (12), hot searches and the search-pattern words of the chosen type. Failures are empty.
 */
export function useSearchWords(enabled: boolean, searchType: number) {
  const everyone = useSWR(enabled ? 'everyoneSearchWord' : null, () => postEveryoneSearchWord().then(wordsOf), ONCE);
  const hot = useSWR(enabled ? 'getHotSearch' : null, () => getHotSearch().then(wordsOf), ONCE);
  const pattern = useSWR(enabled ? ['searchPattern', searchType] : null, () => getSearchPattern(searchType).then(wordsOf), ONCE);
  return { everyone: everyone.data ?? [], hot: hot.data ?? [], pattern: pattern.data ?? [] };
}
