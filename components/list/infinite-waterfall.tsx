'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FeedSource } from '@/lib/api/feed';
import { pageLinkHref, type PageLinks } from '@/lib/content/pagination';
import { Pagination } from './pagination';
import { ErrorState } from '@/components/states/error-state';
import { Waterfall } from '@/components/waterfall/waterfall';
import { WaterfallSkeleton } from '@/components/waterfall/waterfall-skeleton';
import styles from '@/components/waterfall/waterfall.module.css';
import { useInfinitePages } from './use-infinite-pages';

interface InfiniteWaterfallProps {
  label: string;
  source: FeedSource;
  /** The page the server rendered (children) and the last page there is. */
  page: number;
  totalPages: number;
  /** The list's numbered page URLs (`pageLinks(href)`), rendered below as plain links. */
  links: PageLinks;
  /**
   * Keep the address bar on the last page shown (default). Off where the links lead to another
   * page's list (a home's preview of /listPage/…), whose own URL must stay.
   */
  syncUrl?: boolean;
  /** Keys (`${kind}-${id}`) of the server-rendered items, to skip duplicates. */
  initialKeys: string[];
  /**
   * The server rendered only the start of `page` (a home's preview: fewer cards to parse and
   * hydrate on a phone); the rest of it is the first page loaded, as the reader nears the end.
   */
  partial?: boolean;
  /** Pages appended on scroll before a button takes over (keeps the footer reachable). */
  autoPages?: number;
  showTime?: boolean;
  /** Heading level of the cards (matches the server-rendered ones). */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/**
 * The one list model (issue 19): a waterfall whose first page comes from the server (crawlable,
 * in the HTML) and whose next pages load in the browser as the reader nears the end, with the
 * numbered page links below kept in step — they, the summary and the address bar always name the
 * pages on screen (第 1–5 页), so 下一页 never repeats what was shown, and the end of the list is
 * said once (已经到底了).
 */
export function InfiniteWaterfall({ label, source, page, totalPages, links, syncUrl = true, initialKeys, partial = false, autoPages = 4, showTime, headingLevel, children }: InfiniteWaterfallProps) {
  const { items, status, nextPage, lastPage, loadMore, Cells } = useInfinitePages(source, page, totalPages, initialKeys, partial);
  const sentinel = useRef<HTMLDivElement>(null);
  const auto = nextPage !== undefined && nextPage - page <= autoPages;

  // The address names the last page on screen, so a reload or a shared link lands where the
  // reader is (replaceState: the loaded pages are one visit, not history entries).
  useEffect(() => {
    if (!syncUrl || lastPage === page) return;
    const target = pageLinkHref(links, lastPage);
    if (window.location.pathname + window.location.search !== target) window.history.replaceState(window.history.state, '', target);
  }, [syncUrl, lastPage, page, links]);

  // Pages are appended as the reader scrolls, never on arrival: on a tall screen the end of page 1
  // is already near, and loading then would move the address to page 2 before anyone read on.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => setScrolled(true);
    if (window.scrollY > 0) onScroll();
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !auto || !scrolled || status !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '800px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [auto, scrolled, status, loadMore]);

  return (
    <div data-testid="infinite-waterfall" data-status={status}>
      <Waterfall label={label}>
        {children}
        {Cells && <Cells items={items} showTime={showTime} headingLevel={headingLevel} />}
      </Waterfall>
      {/* The next page's placeholder cards (their status line is the announcement). */}
      {status === 'loading' && <WaterfallSkeleton count={6} label="正在加载更多…" />}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.status} aria-live="polite">
        {status === 'error' && <ErrorState compact title="加载失败" text="网络不太顺畅，请重试。" onRetry={loadMore} />}
        {status === 'idle' && !auto && (
          <button type="button" className={styles.more} onClick={loadMore}>
            加载更多
          </button>
        )}
        {status === 'done' && (lastPage > page || partial) && <span data-testid="list-end">已经到底了</span>}
      </div>
      <Pagination from={page} page={lastPage} totalPages={totalPages} href={(n) => pageLinkHref(links, n)} />
    </div>
  );
}
