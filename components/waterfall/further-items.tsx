import type { ItemSummary } from '@/lib/api/contract/content';
import { WaterfallItem } from './waterfall-item';

export interface FurtherItemsProps {
  items: readonly ItemSummary[];
  showTime?: boolean;
  headingLevel?: 2 | 3;
}

/**
 * The cells of the pages loaded in the browser after the server's page. Fetched with the first
 * further page, beside the page loader (hooks/use-infinite-pages.ts): the card's code (picture
 * URLs, srcset, labels) is then not in a list's first load (issue 15), where the server's cards
 * need none of it.
 */
export function FurtherItems({ items, showTime, headingLevel }: FurtherItemsProps) {
  return (
    <>
      {items.map((item) => (
        <WaterfallItem key={`${item.kind}-${item.id}`} item={item} showTime={showTime} headingLevel={headingLevel} />
      ))}
    </>
  );
}
