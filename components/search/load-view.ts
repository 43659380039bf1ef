import type { ApiResult } from '@/lib/api/load';
import type { SearchPage, SearchWord } from '@/lib/api/contract/search';
import { CONTENT_REVALIDATE, PAGE_SIZE, SEARCH_WORD_REVALIDATE } from '@/lib/policy';
import { loadSearchPage } from './api';
import { getSearchPattern, getSearchWordId, postEveryoneSearchWord, wordsOf } from './words-api';
import type { SearchUrlState } from './url-state';

export interface SearchView {
  result: ApiResult<SearchPage>;
  /** Everyone's search words, when nothing was found. */
  suggestions: SearchWord[];
  /** Words close to the keyword. */
  related: string[];
  /** The keyword's id (SPEC §7 GET /searchWord/id), carried by the page's search event; null when unknown. */
  wordId: number | null;
}

/**
 * The search call of a page plus the words it shows beside the results (both on the server).
 * The call asks for per-kind counts, so an empty kind can point to the kinds that have hits.
 */
export async function loadSearchView(state: SearchUrlState, kinds: string | undefined, searchType: number): Promise<SearchView> {
  const [result, pattern, wordId] = await Promise.all([
    loadSearchPage({
      keyword: state.keyword,
      kind: state.kind ?? kinds,
      classifyId: state.classifyId,
      tagIds: state.tagId ? String(state.tagId) : undefined,
      vip: state.vip,
      orientation: state.orientation,
      color: state.color,
      sort: state.sort,
      page: state.page,
      pageSize: PAGE_SIZE,
      facets: 1,
    }),
    getSearchPattern(searchType, { next: { revalidate: CONTENT_REVALIDATE } }).then(wordsOf),
    getSearchWordId(state.keyword, { next: { revalidate: SEARCH_WORD_REVALIDATE } }).then((r) => (r.ok ? r.data : null)),
  ]);
  const empty = !result.ok || result.data.total === 0;
  const suggestions = empty ? wordsOf(await postEveryoneSearchWord({}, { next: { revalidate: CONTENT_REVALIDATE } })) : [];
  const related = pattern.map((w) => w.word).filter((w) => w !== state.keyword).slice(0, 8);
  return { result, suggestions, related, wordId };
}
