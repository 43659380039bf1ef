'use client';

import { useEffect, useMemo } from 'react';
import type { SearchWord } from '@/lib/api/contract/search';
import type { Channel } from '@/lib/channel/hosts';
import type { SearchType } from './targets';
import { useSearchSuggest } from './use-search-suggest';
import { useSearchWords } from './use-search-words';
import { usePlaceholderCarousel } from './use-placeholder-carousel';
import type { DropdownModel } from './dropdown-options';

const NONE: SearchWord[] = [];

/** What the header search shows from the API: the dropdown's word lists and the placeholder. */
export type SearchWordsReport = Omit<DropdownModel, 'keyword' | 'history'> & {
  /** The trimmed keyword the suggestions and `loading` are for (the box may be a keystroke ahead). */
  keyword: string;
  placeholder: { text: string; word: string };
};

interface Props {
  keyword: string;
  type: SearchType;
  /** The dropdown has been opened once: the word lists are fetched from then on. */
  everOpened: boolean;
  /** The placeholder carousel turns (empty box, dropdown closed). */
  carousel: boolean;
  /** The channel whose words the lists favour. */
  channel: Channel;
  /** The channel whose own words the placeholder shows (on the channel's default type only). */
  placeholderChannel: Channel | undefined;
  onReport: (report: SearchWordsReport) => void;
}

/**
 * The header search's API side (suggestions, word lists, placeholder carousel with SWR), loaded
 * after the page or on the first touch of the box (issue 15, phone speed): renders nothing and
 * hands its results to the box, which stays the same element from the first paint on.
 */
export function SearchWordsEngine({ keyword, type, everOpened, carousel, channel, placeholderChannel, onReport }: Props) {
  const suggest = useSearchSuggest(keyword, type);
  const lists = useSearchWords(everOpened, type, channel);
  const placeholder = usePlaceholderCarousel(type, carousel, placeholderChannel);
  const trimmed = keyword.trim();
  const settled = !!suggest.data && suggest.settled === trimmed;
  const suggestions = settled ? suggest.data!.wordList : null;
  const masters = settled ? suggest.data!.masterList : null;
  // The hooks answer a fresh [] while a list is missing; one shared empty list keeps the report
  // (and so the box's state) unchanged between renders.
  const everyone = lists.everyone.length ? lists.everyone : NONE;
  const hot = lists.hot.length ? lists.hot : NONE;
  const pattern = lists.pattern.length ? lists.pattern : NONE;
  const report = useMemo<SearchWordsReport>(
    () => ({
      keyword: trimmed,
      suggestions: suggestions ? suggestions.map((w) => w.word) : [],
      masters: masters ?? [],
      everyone,
      hot,
      pattern,
      loading: suggest.isLoading,
      refused: suggest.refused,
      placeholder: { text: placeholder.text, word: placeholder.word },
    }),
    [trimmed, suggestions, masters, everyone, hot, pattern, suggest.isLoading, suggest.refused, placeholder.text, placeholder.word],
  );
  useEffect(() => onReport(report), [report, onReport]);
  return null;
}
