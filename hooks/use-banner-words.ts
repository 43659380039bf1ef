'use client';

import useSWR from 'swr';
import { getBannerWords, wordsOf } from '@/lib/api/words';

/** Placeholder carousel words of a search type (SPEC §7 getBannerWorlds, type default 1). */
export function useBannerWords(type = 1): string[] {
  const { data } = useSWR(['getBannerWorlds', type], () => getBannerWords(type).then(wordsOf), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return (data ?? []).map((w) => w.word);
}
