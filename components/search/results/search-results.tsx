import type { ReactNode } from 'react';
import type { ApiResult } from '@/lib/api/load';
import { PAGE_SIZE } from '@/lib/policy';
import { KEYWORD_LIMIT, type SearchPage, type SearchWord } from '@/lib/api/contract/search';
import type { Channel } from '@/lib/channel/hosts';
import { itemHref } from '@/lib/content/item-href';
import { JsonLd, itemList } from '@/lib/seo';
import { otherKindHits } from '../targets';
import { SEARCH_MAX_PAGE, type SearchUrlState } from '../url-state';
import { Waterfall } from '@/components/waterfall/waterfall';
import { WaterfallItems } from '@/components/waterfall/waterfall-item';
import { Pagination } from '@/components/list';
import { RelatedTopics } from '@/components/content/related-topics';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { CardGrid } from '@/components/content/card-grid';
import { Section } from '@/components/content/section';
import type { CrossKindHits } from '../load-view';
import { FilterBar, type FilterRow } from './filter-bar';
import { SearchTabs } from './search-tabs';
import { searchAttrs } from '@/components/tracking/server';
import styles from './results.module.css';

/** Cards of the first other type whose pictures load at once when the chosen type found nothing: its first two rows on a phone. */
const CROSS_EAGER = 4;

interface SearchResultsProps {
  channel: Channel;
  /** What is searched, e.g. 案例 / 灵感图片. */
  scopeLabel: string;
  /** The kinds this page searches: an empty result offers the other kinds' hits. */
  kinds: readonly string[];
  state: SearchUrlState;
  result: ApiResult<SearchPage>;
  href: (change: Partial<SearchUrlState>) => string;
  /** The keyword was longer than the limit and was cut. */
  cut: boolean;
  showKindFacets?: boolean;
  categories?: { id: number; name: string }[];
  suggestions: SearchWord[];
  /** Words close to the keyword (shown above the results). */
  related?: string[];
  relatedHref?: (word: string) => string;
  tabs?: ReactNode;
  /** Filter rows to offer (default all). */
  rows?: FilterRow[];
  /** The keyword's id (GET /searchWord/id) for the search event. */
  wordId?: number | null;
  /** Few or no hits here: other kinds' first hits, shown on this page (load-view.ts). */
  crossKinds?: CrossKindHits[];
}

/** The filters in force, for the search event (SPEC §3 filters): only those set, plus the kinds searched. */
function searchFilters(state: SearchUrlState, kinds: readonly string[]): Record<string, unknown> {
  const set = Object.fromEntries(Object.entries(state).filter(([k, v]) => k !== 'keyword' && v !== undefined && v !== '' && v !== 0));
  return { ...set, scope: kinds.join(',') };
}

/** A search results screen: heading, notices, filters, the waterfall, page links, or an empty state with suggestions. */
export function SearchResults({ channel, scopeLabel, kinds, state, result, href, cut, showKindFacets, categories, suggestions, related = [], relatedHref, tabs, rows, wordId, crossKinds = [] }: SearchResultsProps) {
  const page = result.ok ? result.data : null;
  // Nothing here but hits elsewhere: tabs to the other kinds, with their counts. Only for an
  // unfiltered search, whose counts are exactly what those pages (unfiltered too) list.
  const unfiltered = !state.kind && !state.classifyId && !state.tagId && !state.vip && !state.orientation && !state.color;
  const elsewhere = page && page.total === 0 && unfiltered ? otherKindHits(page.facets, kinds, state.keyword) : [];
  const totalPages = page ? Math.min(SEARCH_MAX_PAGE, Math.max(1, Math.ceil(page.total / PAGE_SIZE))) : 1;
  const tags = page ? [...new Map(page.list.flatMap((i) => i.tags).map((t) => [t.id, t])).values()].slice(0, 14) : [];
  const chosenTag = state.tagId ? tags.find((t) => t.id === state.tagId) ?? { id: state.tagId, name: `标签 ${state.tagId}` } : null;
  if (chosenTag && !tags.some((t) => t.id === chosenTag.id)) tags.unshift(chosenTag);
  return (
    <div className={`container ${styles.page}`} data-testid="search-results" {...searchAttrs({ query: state.keyword, filters: searchFilters(state, kinds), requestId: page?.requestId, recallId: page?.recallId, scm: page?.scm, wordId })}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          <span className={styles.keyword}>“{state.keyword}”</span>的{scopeLabel}搜索结果
        </h1>
        {page && (
          <span className={styles.total} data-testid="search-total">
            共 {page.total.toLocaleString('zh-CN')}{page.totalCapped ? '+' : ''} 个结果
          </span>
        )}
      </div>
      {elsewhere.length > 0 ? (
        <SearchTabs
          testId="search-kind-tabs"
          tabs={[{ label: scopeLabel, href: href({ page: 1 }), active: true, count: 0 }, ...elsewhere.map((k) => ({ label: k.label, href: k.href, active: false, count: k.count }))]}
        />
      ) : (
        tabs
      )}
      {cut && <p className={styles.notice}>关键词过长，已只搜索前 {KEYWORD_LIMIT} 个字。</p>}
      {page?.relaxed && page.total > 0 && <p className={styles.notice}>没有同时包含全部关键词的结果，已为你显示包含「{page.tokens.join('、')}」的内容。</p>}
      {related.length > 0 && relatedHref && (
        <nav className={styles.related} aria-label="相关搜索">
          <span>相关搜索：</span>
          {related.map((w) => (
            <a key={w} href={relatedHref(w)}>
              {w}
            </a>
          ))}
        </nav>
      )}
      {!result.ok && result.error === 'invalid' ? (
        <EmptyState title="关键词无法搜索" text={result.message ?? '关键词包含不支持的字符，请修改后重试。'}>
          <Suggestions words={suggestions} relatedHref={relatedHref} />
        </EmptyState>
      ) : !result.ok ? (
        <ErrorState title="搜索暂时不可用" text="服务暂时不可用，请稍后重试。" retryHref={href({})} />
      ) : (
        <>
          {/* Filters only narrow: with nothing found and none chosen they would all lead to nothing. */}
          {!(page!.total === 0 && unfiltered) && <FilterBar state={state} href={href} rows={rows} facets={showKindFacets ? page!.facets : undefined} categories={categories} tags={tags.length ? tags : undefined} />}
          {page!.list.length ? (
            <>
              <JsonLd data={itemList(channel, `${state.keyword} 的搜索结果`, page!.list.map((i) => ({ name: i.title, path: itemHref(i) })))} />
              <Waterfall label={`“${state.keyword}”的搜索结果`}>
                <WaterfallItems items={page!.list} lcp />
              </Waterfall>
              <Pagination page={state.page} totalPages={totalPages} href={(p) => href({ page: p })} label="搜索结果分页" />
              <RelatedTopics of={{ keyword: state.keyword }} />
            </>
          ) : elsewhere.length > 0 ? (
            <EmptyState
              title={`没有找到与“${state.keyword}”相关的${scopeLabel}`}
              text="这些类型中有相关结果："
              actions={elsewhere.map((k) => ({ href: k.href, label: `${k.label}（${k.count >= 99 ? '99+' : k.count}）` }))}
              compact={crossKinds.length > 0}
            />
          ) : (
            <EmptyState title="没有找到相关内容" text={`换个关键词试试，或减少筛选条件。`}>
              <Suggestions words={suggestions} relatedHref={relatedHref} />
            </EmptyState>
          )}
          {crossKinds.map((k, i) => (
            <Section key={k.kind} title={`“${state.keyword}”的${k.label}`} moreHref={k.href} moreLabel={`查看全部 ${k.count >= 99 ? '99+' : k.count} 个${k.label}`} testId={`search-cross-${k.kind}`}>
              {/* With nothing found in the chosen type, the first other type's cards are the first screen: their pictures load at once. */}
              <CardGrid items={k.items} label={`“${state.keyword}”的${k.label}`} dense eager={i === 0 && !page!.list.length ? CROSS_EAGER : 0} />
            </Section>
          ))}
        </>
      )}
    </div>
  );
}

function Suggestions({ words, relatedHref }: { words: SearchWord[]; relatedHref?: (w: string) => string }) {
  if (!words.length || !relatedHref) return null;
  return (
    <div>
      <p>大家都在搜：</p>
      <ul className={styles.suggest} data-testid="search-suggestions">
        {words.map((w) => (
          <li key={w.word}>
            <a href={relatedHref(w.word)}>{w.word}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
