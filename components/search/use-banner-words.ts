'use client';

import useSWR from 'swr';
import type { SiteChannel } from '@/lib/api/contract/audience';
import { NEVER_REFRESH_SWR_OPTIONS } from '@/lib/policy';
import { getBannerWords, wordsOf } from './words-api';

/**
 * Placeholder carousel words of a search type (SPEC §7 getBannerWorlds, type default 1); on a
 * channel's own default type, the channel's words (its audience's categories).
 */
export function useBannerWords(type = 1, audience?: SiteChannel): string[] {
  const { data } = useSWR(['getBannerWorlds', type, audience], () => getBannerWords(type, audience).then(wordsOf), NEVER_REFRESH_SWR_OPTIONS);
  return (data ?? []).map((w) => w.word);
}
