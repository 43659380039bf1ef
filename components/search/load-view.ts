import type { ApiResult } from '@/lib/api/load';
import type { ItemSummary } from '@/lib/api/contract/content';
import type { SearchPage, SearchWord } from '@/lib/api/contract/search';
import { CONTENT_REVALIDATE, PAGE_SIZE, SEARCH_WORD_REVALIDATE } from '@/lib/policy';
import { loadSearchPage } from './api';
import { getSearchPattern, getSearchWordId, postEveryoneSearchWord, wordsOf } from './words-api';
import type { SearchUrlState } from './url-state';
import { otherKindHits } from './targets';

/** Fewer hits than this on a page's own kinds: the other kinds' first items are shown under them. */
const FEW_HITS = 6;
const CROSS_KINDS = 6;
const CROSS_ITEMS = 8;

/** Another kind's first hits for the word, with its results page and count (as its tab says). */
export interface CrossKindHits {
  kind: string;
  label: string;
  count: number;
  href: string;
  items: ItemSummary[];
}

export interface SearchView {
  result: ApiResult<SearchPage>;
  /** Everyone's search words, when nothing was found. */
  suggestions: SearchWord[];
  /** Words close to the keyword. */
  related: string[];
  /** The keyword's id (SPEC §7 GET /searchWord/id), carried by the page's search event; null when unknown. */
  wordId: number | null;
  /** Few or no hits here: the kinds that have them (models, pictures, cases …), first items each. */
  crossKinds: CrossKindHits[];
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
    getSearchPattern(searchType, { next: { revalidate: CONTENT_REVALIDATE } }, state.keyword).then(wordsOf),
    getSearchWordId(state.keyword, { next: { revalidate: SEARCH_WORD_REVALIDATE } }).then((r) => (r.ok ? r.data : null)),
  ]);
  const empty = !result.ok || result.data.total === 0;
  const unfiltered = !state.kind && !state.classifyId && !state.tagId && !state.vip && !state.orientation && !state.color && state.page === 1;
  const searched = (state.kind ?? kinds ?? '').split(',').filter(Boolean);
  // Few hits, or only a loosened reading of the words (客厅沙发 → anything with 客厅): the kinds that do have them are shown too.
  const others = result.ok && unfiltered && (result.data.total < FEW_HITS || result.data.relaxed) ? otherKindHits(result.data.facets, searched, state.keyword).sort((a, b) => b.count - a.count).slice(0, CROSS_KINDS) : [];
  const [suggestions, crossKinds] = await Promise.all([
    empty && !others.length ? postEveryoneSearchWord({}, { next: { revalidate: CONTENT_REVALIDATE } }).then(wordsOf) : Promise.resolve([]),
    Promise.all(
      others.map(async (k) => {
        const r = await loadSearchPage({ keyword: state.keyword, kind: k.kind, page: 1, pageSize: CROSS_ITEMS });
        return r.ok && r.data.list.length ? [{ ...k, items: r.data.list }] : [];
      }),
    ).then((x) => x.flat()),
  ]);
  const related = pattern.map((w) => w.word).filter((w) => w !== state.keyword).slice(0, 8);
  return { result, suggestions, related, wordId, crossKinds };
}
