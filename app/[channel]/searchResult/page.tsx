import type { Metadata } from 'next';
import { queryRoute } from '@/lib/route/page-params';
import { CONTENT_REVALIDATE } from '@/lib/policy';
import { pageMetadata } from '@/lib/seo';
import { limitKeyword, MATERIAL_SEARCH_KINDS, MODEL_KIND, MODEL_SEARCH_KINDS, parseSearchQuery, postEveryoneSearchWord, searchQueryString, wordsOf, type SearchUrlState } from '@/components/search';
import { loadSearchView, SearchResults } from '@/components/search/server';
import { EmptyState } from '@/components/states/empty-state';


// Every query is its own page: rendered per request, never prerendered for a channel.
export const dynamic = 'force-dynamic';
type Props = { params: Promise<{ channel: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** st 21 = renderings (SPEC §3): inspiration pictures, picture sets and rendering topics. */
const RENDER_KINDS = ['pin', 'pics', 'jhy'];
/** Kinds this page also lists when asked (kind=3d|su, or model for both: the header's 模型 type). */
const KINDS = [...RENDER_KINDS, ...MODEL_SEARCH_KINDS];
const PAGE_KINDS = [...KINDS, MODEL_KIND, ...Object.keys(MATERIAL_SEARCH_KINDS)];

/** What the page lists, by its kind: textures, drawings or texts alone (named so), models, or renderings. */
function scopeOf(kind: string | undefined): { label: string; kinds: readonly string[]; single: boolean } {
  if (kind !== undefined && MATERIAL_SEARCH_KINDS[kind]) return { label: MATERIAL_SEARCH_KINDS[kind], kinds: [kind], single: true };
  if (kind === MODEL_KIND || (kind !== undefined && MODEL_SEARCH_KINDS.includes(kind))) return { label: '模型', kinds: MODEL_SEARCH_KINDS, single: false };
  return { label: '效果图', kinds: RENDER_KINDS, single: false };
}

const resolve = (props: Props) =>
  queryRoute(props, (_, q) => {
    const st = (Array.isArray(q.st) ? q.st[0] : q.st) ?? '21';
    if (st !== '21') return null;
    const rawKeyword = (Array.isArray(q.keyword) ? q.keyword[0] : q.keyword) ?? '';
    const { keyword, cut } = limitKeyword(rawKeyword);
    const state = parseSearchQuery(q, keyword, { kinds: PAGE_KINDS });
    return state ? { state, cut } : null;
  });

function hrefOf(state: SearchUrlState) {
  return (change: Partial<SearchUrlState>) => {
    const s = { ...state, ...change };
    return `/searchResult${searchQueryString(s, { keyword: s.keyword, st: '21' })}`;
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await resolve(props);
  const scope = scopeOf(r.state.kind);
  const title = r.state.keyword ? `${r.state.keyword} - ${scope.label}搜索` : `${scope.label}搜索`;
  const description = scope.single ? `搜索${scope.label}：${r.state.keyword}` : `搜索效果图、灵感图片与专题：${r.state.keyword}`;
  return pageMetadata({ channel: r.channel, path: hrefOf(r.state)({}), title, description, noindex: true });
}

/** The rendering-image search of search type 3 (its default origin is our own rendering channel). */
export default async function SearchResultPage(props: Props) {
  const r = await resolve(props);
  if (!r.state.keyword) {
    const words = wordsOf(await postEveryoneSearchWord({}, { next: { revalidate: CONTENT_REVALIDATE } }));
    return (
      <div className="container">
        <h1>效果图搜索</h1>
        <EmptyState title="请输入要搜索的关键词" text="试试这些大家都在搜的词：" actions={words.map((w) => ({ href: hrefOf({ ...r.state, keyword: w.word })({}), label: w.word }))} />
      </div>
    );
  }
  const bothModels = r.state.kind === MODEL_KIND;
  const scope = scopeOf(r.state.kind);
  // kind=model is the page's name for both model kinds; the API is asked for them by name.
  const view = await loadSearchView(bothModels ? { ...r.state, kind: undefined } : r.state, bothModels ? MODEL_SEARCH_KINDS.join(',') : RENDER_KINDS.join(','), 3);
  if (view.result.ok) view.result.data.facets = view.result.data.facets.filter((f) => KINDS.includes(f.kind));
  return (
    <SearchResults
      channel={r.channel}
      scopeLabel={scope.label}
      kinds={scope.kinds}
      state={r.state}
      result={view.result}
      href={hrefOf(r.state)}
      cut={r.cut}
      // A page of one kind that no tab names (施工图) offers no kind tabs: they would lead away from it.
      showKindFacets={!scope.single}
      suggestions={view.suggestions}
      wordId={view.wordId}
      related={view.related}
      crossKinds={view.crossKinds}
      relatedHref={(w) => hrefOf({ ...r.state, keyword: w, page: 1 })({})}
    />
  );
}
