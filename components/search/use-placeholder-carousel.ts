'use client';

import { useEffect, useState } from 'react';
import type { SiteChannel } from '@/lib/api/contract/audience';
import { DEFAULT_PLACEHOLDER } from './targets';
import { useBannerWords } from './use-banner-words';

const CAROUSEL_INTERVAL_MS = 3000;

/**
 * The placeholder carousel: the banner words of the search type, one every 3 s while `running`
 * (input empty and closed). `word` is what an empty submit searches.
 */
export function usePlaceholderCarousel(type: number, running: boolean, audience?: SiteChannel): { text: string; word: string } {
  const words = useBannerWords(type, audience);
  const [i, setI] = useState(0);
  useEffect(() => {
    if (!running || words.length < 2) return;
    const t = setInterval(() => setI((n) => n + 1), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(t);
  }, [running, words.length]);
  const word = words.length ? words[i % words.length]! : '';
  const text = word ? `大家都在搜：${word}` : DEFAULT_PLACEHOLDER;
  return { text, word };
}
