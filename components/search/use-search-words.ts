'use client';

import useSWR from 'swr';
import type { SiteChannel } from '@/lib/api/contract/audience';
import { NEVER_REFRESH_SWR_OPTIONS } from '@/lib/policy';
import { getHotSearch, getSearchPattern, postEveryoneSearchWord, wordsOf } from './words-api';

const ONCE = { ...NEVER_REFRESH_SWR_OPTIONS, dedupingInterval: 300_000 } as const;

/**
 * The dropdown's word lists, fetched once the dropdown is first opened (`enabled`): everyone
 * searches (12), hot searches and the search-pattern words of the chosen type; the first two are
 * the channel's (`audience`) when given. Failures are empty.
 */
export function useSearchWords(enabled: boolean, searchType: number, audience?: SiteChannel) {
  const everyone = useSWR(enabled ? ['everyoneSearchWord', audience] : null, () => postEveryoneSearchWord(audience ? { audience } : {}).then(wordsOf), ONCE);
  const hot = useSWR(enabled ? ['getHotSearch', audience] : null, () => getHotSearch(audience).then(wordsOf), ONCE);
  const pattern = useSWR(enabled ? ['searchPattern', searchType] : null, () => getSearchPattern(searchType).then(wordsOf), ONCE);
  return { everyone: everyone.data ?? [], hot: hot.data ?? [], pattern: pattern.data ?? [] };
}
