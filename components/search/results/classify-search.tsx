import { notFound } from 'next/navigation';
import { getClassifyTree } from '@/lib/api/classify';
import type { SearchSort } from '@/lib/api/contract/search';
import type { Channel } from '@/lib/channel/hosts';
import { classifyHref, SORT_CODES, type ClassifyParams } from '@/lib/content/classify-param';
import type { SearchUrlState } from '@/lib/search/url-state';
import { loadSearchView } from './load-view';
import { SearchResults } from './search-results';

/**
 * In a search URL the classify sort field means 0 综合 (what the header writes), 1 最新,
 * 2 最多下载; field 3 has no search meaning.
 */
const SEARCH_SORTS: readonly SearchSort[] = ['relevance', 'new', 'download'];

/**
 * The search state of /classify/{…_keyword_…}, or null when it is not a valid search URL (→ 404).
 * Every filter lives in the path: the page is cached per URL (ISR), so it cannot read a query.
 */
export function classifySearchState(p: ClassifyParams): SearchUrlState | null {
  if (p.keyword === null) return null;
  const sort = SEARCH_SORTS[SORT_CODES.indexOf(p.sort)];
  if (!sort) return null;
  return { keyword: p.keyword, classifyId: p.sub || p.top || undefined, tagId: p.tagId || undefined, vip: p.vip === 'all' ? undefined : p.vip, orientation: p.orientation, color: p.color, sort, page: p.page };
}

function hrefOf(p: ClassifyParams, state: SearchUrlState) {
  return (change: Partial<SearchUrlState>) => {
    const s = { ...state, ...change };
    const cls = 'classifyId' in change ? { top: s.classifyId ?? 0, sub: 0 } : {};
    return classifyHref(p, { ...cls, keyword: s.keyword, page: s.page, tagId: s.tagId ?? 0, vip: s.vip ?? 'all', orientation: s.orientation, color: s.color, sort: SORT_CODES[SEARCH_SORTS.indexOf(s.sort)]! });
  };
}

/**
 * The classify page with text (SPEC §2 "with text instead of ids it is a search page"): a case
 * search whose filters all live in the classify fields (orientation and colour in fields 7 and 8).
 */
export async function ClassifySearch({ channel, params, state, categories }: { channel: Channel; params: ClassifyParams; state: SearchUrlState; categories?: { id: number; name: string }[] }) {
  const view = await loadSearchView(state, 'case', 1);
  const base = { ...params, top: 0, sub: 0, page: 1, tagId: 0, vip: 'all' as const, orientation: undefined, color: undefined, sort: SORT_CODES[0]! };
  return (
    <SearchResults
      channel={channel}
      scopeLabel="案例"
      state={state}
      result={view.result}
      href={hrefOf(params, state)}
      cut={false}
      categories={categories}
      rows={['categories', 'tags', 'vip', 'orientation', 'color', 'sort']}
      suggestions={view.suggestions}
      related={view.related}
      relatedHref={(w) => classifyHref(base, { keyword: w })}
    />
  );
}

/**
 * Entry point for the classify page's text branch: loads the case categories and renders the search.
 */
export async function ClassifyTextSearch({ channel, p }: { channel: Channel; p: ClassifyParams }) {
  const state = classifySearchState(p);
  if (!state) notFound();
  const tree = await getClassifyTree('case');
  const categories = tree.ok ? tree.data.map((c) => ({ id: c.id, name: c.name })) : undefined;
  return <ClassifySearch channel={channel} params={p} state={state} categories={categories} />;
}
