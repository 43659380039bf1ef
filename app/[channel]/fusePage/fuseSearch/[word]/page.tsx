import type { Metadata } from 'next';
import type { ApiResult } from '@/lib/api/load';
import type { SearchPage } from '@/lib/api/contract/search';
import { queryRoute } from '@/lib/route/page-params';
import { safeDecode } from '@/lib/content/classify-param';
import { pageMetadata } from '@/lib/seo';
import { CONTENT_REVALIDATE, PAGE_SIZE } from '@/lib/policy';
import { limitKeyword, parseSearchQuery, postEveryoneSearchWord, searchQueryString, wordsOf, type SearchUrlState } from '@/components/search';
import { loadFusionPage, SearchResults } from '@/components/search/server';


// Every query is its own page: rendered per request, never prerendered for a channel.
export const dynamic = 'force-dynamic';
type Props = { params: Promise<{ channel: string; word: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const resolve = (props: Props) =>
  queryRoute(props, (p, q) => {
    const { keyword, cut } = limitKeyword(safeDecode(p.word));
    const state = keyword ? parseSearchQuery(q, keyword) : null;
    return state && !state.classifyId && !state.tagId ? { state, cut } : null;
  });

function hrefOf(state: SearchUrlState) {
  return (change: Partial<SearchUrlState>) => {
    const s = { ...state, ...change };
    return `/fusePage/fuseSearch/${encodeURIComponent(s.keyword)}${searchQueryString(s)}`;
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await resolve(props);
  return pageMetadata({ channel: r.channel, path: hrefOf(r.state)({}), title: `${r.state.keyword} - 案例与灵感`, description: `“${r.state.keyword}”相关的设计案例与灵感图片。`, noindex: true });
}

/** Fused search (SPEC §2 /fusePage/fuseSearch/{word}): cases and inspiration together. */
export default async function FuseSearchPage(props: Props) {
  const r = await resolve(props);
  const { state } = r;
  const fused = await loadFusionPage({ keyword: state.keyword, page: state.page, pageSize: PAGE_SIZE, vip: state.vip, orientation: state.orientation, color: state.color, sort: state.sort });
  const result: ApiResult<SearchPage> = fused.ok
    ? {
        ok: true,
        data: {
          list: fused.data.list,
          total: fused.data.caseTotal + fused.data.insTotal,
          totalCapped: false,
          page: state.page,
          pageSize: PAGE_SIZE,
          keyword: state.keyword,
          tokens: fused.data.tokens,
          relaxed: false,
          facets: [],
          tookMs: 0,
        },
      }
    : fused;
  const suggestions = !fused.ok || !fused.data.list.length ? wordsOf(await postEveryoneSearchWord({}, { next: { revalidate: CONTENT_REVALIDATE } })) : [];
  return (
    <SearchResults
      channel={r.channel}
      scopeLabel="案例与灵感"
      kinds={['case', 'pin', 'pics']}
      state={state}
      result={result}
      href={hrefOf(state)}
      cut={r.cut}
      suggestions={suggestions}
      relatedHref={(w) => `/fusePage/fuseSearch/${encodeURIComponent(w)}`}
    />
  );
}
