'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import type { FeedSource } from '@/lib/api/feed';
import { ErrorState } from '@/components/states/error-state';
import { useInfinitePages } from '@/hooks/use-infinite-pages';
import { Waterfall } from './waterfall';
import { WaterfallItem } from './waterfall-item';
import { WaterfallSkeleton } from './waterfall-skeleton';
import styles from './waterfall.module.css';

export interface InfiniteWaterfallProps {
  label: string;
  source: FeedSource;
  /** The page the server rendered (children) and the last page there is. */
  page: number;
  totalPages: number;
  /** Keys (`${kind}-${id}`) of the server-rendered items, to skip duplicates. */
  initialKeys: string[];
  /** Pages appended on scroll before a button takes over (keeps the footer reachable). */
  autoPages?: number;
  showTime?: boolean;
  /** Heading level of the cards (matches the server-rendered ones). */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/**
 * A waterfall whose first page comes from the server (crawlable, in the HTML) and whose next
 * pages load in the browser as the reader nears the end. The numbered page links beside it stay
 * for crawlers and for readers without JavaScript.
 */
export function InfiniteWaterfall({ label, source, page, totalPages, initialKeys, autoPages = 4, showTime, headingLevel, children }: InfiniteWaterfallProps) {
  const { items, status, nextPage, loadMore } = useInfinitePages(source, page, totalPages, initialKeys);
  const sentinel = useRef<HTMLDivElement>(null);
  const auto = nextPage !== undefined && nextPage - page <= autoPages;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !auto || status !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '800px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [auto, status, loadMore]);

  return (
    <div data-testid="infinite-waterfall" data-status={status}>
      <Waterfall label={label}>
        {children}
        {items.map((item) => (
          <WaterfallItem key={`${item.kind}-${item.id}`} item={item} showTime={showTime} headingLevel={headingLevel} />
        ))}
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
        {status === 'done' && items.length > 0 && <span>已经到底了</span>}
      </div>
    </div>
  );
}
