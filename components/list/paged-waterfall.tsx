import type { ItemSummary } from '@/lib/api/contract/content';
import type { FeedSource } from '@/lib/api/feed';
import { pageLinks } from '@/lib/content/pagination';
import { EmptyState, type StateAction } from '@/components/states/empty-state';
import { InfiniteWaterfall } from './infinite-waterfall';
import { WaterfallItems } from '@/components/waterfall/waterfall-item';

interface PagedWaterfallProps {
  label: string;
  items: readonly ItemSummary[];
  source: FeedSource;
  page: number;
  totalPages: number;
  href: (page: number) => string;
  showTime?: boolean;
  empty: { title?: string; text: string; actions?: StateAction[] };
}

/** One page of a list as a waterfall (server HTML), infinite loading after it, numbered links below in step with it. Right under the page's h1, so the cards are h2. */
export function PagedWaterfall({ label, items, source, page, totalPages, href, showTime, empty }: PagedWaterfallProps) {
  if (items.length === 0) return <EmptyState title={empty.title} text={empty.text} actions={empty.actions} />;
  return (
    <>
      <InfiniteWaterfall label={label} source={source} page={page} totalPages={totalPages} links={pageLinks(href)} initialKeys={items.map((i) => `${i.kind}-${i.id}`)} showTime={showTime} headingLevel={2}>
        <WaterfallItems items={items} lcp showTime={showTime} headingLevel={2} />
      </InfiniteWaterfall>
    </>
  );
}
