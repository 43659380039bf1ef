import type { Metadata } from 'next';
import { queryRoute } from '@/lib/route/page-params';
import { safeDecode } from '@/lib/content/classify-param';
import { pageMetadata } from '@/lib/seo';
import { limitKeyword, parseSearchQuery, searchCaseHref, searchQueryString, type SearchUrlState } from '@/components/search';
import { loadClassifyCollections, loadCollTotalCount, loadResultCount, loadSearchView, SearchResults, SearchTabs } from '@/components/search/server';
import { CardGrid } from '@/components/content/card-grid';
import { Section } from '@/components/content/section';


// Every query is its own page: rendered per request, never prerendered for a channel.
export const dynamic = 'force-dynamic';
type Props = { params: Promise<{ channel: string; keyword: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** searchType 0 = 灵感图片 (pin), 1 = 灵感图集 (pics) — SPEC §2 search types 2 and 4. */
const SCOPES = { '0': { kind: 'pin', label: '灵感图片', type: 2 }, '1': { kind: 'pics', label: '灵感图集', type: 4 } } as const;

const resolve = (props: Props) =>
  queryRoute(props, (p, q) => {
    const st = (Array.isArray(q.searchType) ? q.searchType[0] : q.searchType) ?? '0';
    if (st !== '0' && st !== '1') return null;
    const { keyword, cut } = limitKeyword(safeDecode(p.keyword));
    const state = keyword ? parseSearchQuery(q, keyword) : null;
    return state ? { st: st as '0' | '1', state, cut } : null;
  });

function hrefOf(st: string, state: SearchUrlState) {
  return (change: Partial<SearchUrlState>) => {
    const s = { ...state, ...change };
    return `/searchCase/${encodeURIComponent(s.keyword)}${searchQueryString(s, { searchType: st })}`;
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await resolve(props);
  return pageMetadata({ channel: r.channel, path: hrefOf(r.st, r.state)({}), title: `${r.state.keyword} - ${SCOPES[r.st].label}搜索`, description: `搜索“${r.state.keyword}”相关的${SCOPES[r.st].label}。`, noindex: true });
}

export default async function SearchCasePage(props: Props) {
  const r = await resolve(props);
  const scope = SCOPES[r.st];
  const keyword = r.state.keyword;
  // Each scope's count on its tab (per-kind counts; the collections' own total), and on the
  // pictures' first page the collections that match the word.
  const [view, counts, collTotal, collections] = await Promise.all([
    loadSearchView(r.state, scope.kind, scope.type),
    loadResultCount({ keyword }),
    loadCollTotalCount({ keyword }),
    r.st === '0' && r.state.page === 1 ? loadClassifyCollections({ keyword, page: 1, pageSize: 4 }) : null,
  ]);
  const href = hrefOf(r.st, r.state);
  const count = { '0': counts.ok ? (counts.data.counts.find((c) => c.kind === 'pin')?.count ?? 0) : undefined, '1': collTotal.ok ? collTotal.data.total : undefined };
  const tabs = (['0', '1'] as const).map((st) => ({ label: SCOPES[st].label, href: searchCaseHref(keyword, st), active: st === r.st, count: count[st] }));
  const related = collections?.ok && collections.data.list.length > 0 ? collections.data.list : [];
  return (
    <SearchResults
      channel={r.channel}
      scopeLabel={scope.label}
      kinds={[scope.kind]}
      state={r.state}
      result={view.result}
      href={href}
      cut={r.cut}
      suggestions={view.suggestions}
      wordId={view.wordId}
      related={view.related}
      crossKinds={view.crossKinds}
      relatedHref={(w) => searchCaseHref(w, r.st)}
      tabs={
        <>
          <SearchTabs tabs={tabs} testId="search-scope-tabs" />
          {related.length > 0 && (
            <Section title="相关灵感图集" moreHref={searchCaseHref(keyword, '1')} moreLabel={`查看全部${count['1'] ? ` ${count['1']} 个` : ''}图集`} testId="related-collections">
              <CardGrid items={related} label="相关灵感图集" dense />
            </Section>
          )}
        </>
      }
    />
  );
}
