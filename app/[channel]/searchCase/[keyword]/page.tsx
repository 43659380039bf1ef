import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isChannel } from '@/lib/channel/hosts';
import { safeDecode } from '@/lib/content/classify-param';
import { pageMetadata } from '@/lib/seo';
import { searchCaseHref } from '@/lib/search/targets';
import { limitKeyword, parseSearchQuery, searchQueryString, type SearchUrlState } from '@/lib/search/url-state';
import { loadSearchView } from '@/lib/search/load-view';
import { SearchResults } from '@/components/search/results/search-results';
import { SearchTabs } from '@/components/search/results/search-tabs';


// Every query is its own page: rendered per request, never prerendered for a channel.
export const dynamic = 'force-dynamic';
type Props = { params: Promise<{ channel: string; keyword: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** searchType 0 = 灵感图片 (pin), 1 = 灵感图集 (pics) — SPEC §2 search types 2 and 4. */
const SCOPES = { '0': { kind: 'pin', label: '灵感图片', type: 2 }, '1': { kind: 'pics', label: '灵感图集', type: 4 } } as const;

async function resolve(props: Props) {
  const [{ channel, keyword: raw }, q] = await Promise.all([props.params, props.searchParams]);
  const st = (Array.isArray(q.searchType) ? q.searchType[0] : q.searchType) ?? '0';
  if (!isChannel(channel) || (st !== '0' && st !== '1')) return null;
  const { keyword, cut } = limitKeyword(safeDecode(raw));
  if (!keyword) return null;
  const state = parseSearchQuery(q, keyword);
  return state ? { channel, st: st as '0' | '1', state, cut } : null;
}

function hrefOf(st: string, state: SearchUrlState) {
  return (change: Partial<SearchUrlState>) => {
    const s = { ...state, ...change };
    return `/searchCase/${encodeURIComponent(s.keyword)}${searchQueryString(s, { searchType: st })}`;
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await resolve(props);
  if (!r) return {};
  return pageMetadata({ channel: r.channel, path: hrefOf(r.st, r.state)({}), title: `${r.state.keyword} - ${SCOPES[r.st].label}搜索`, description: `搜索“${r.state.keyword}”相关的${SCOPES[r.st].label}。`, noindex: true });
}

export default async function SearchCasePage(props: Props) {
  const r = await resolve(props);
  if (!r) notFound();
  const scope = SCOPES[r.st];
  const view = await loadSearchView(r.state, scope.kind, scope.type);
  const href = hrefOf(r.st, r.state);
  const tabs = (['0', '1'] as const).map((st) => ({ label: SCOPES[st].label, href: searchCaseHref(r.state.keyword, st), active: st === r.st }));
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
      related={view.related}
      relatedHref={(w) => searchCaseHref(w, r.st)}
      tabs={<SearchTabs tabs={tabs} />}
    />
  );
}
