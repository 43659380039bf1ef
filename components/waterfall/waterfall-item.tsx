import type { CSSProperties } from 'react';
import type { ItemSummary } from '@/lib/api/contract/content';
import { ItemCard, type ImagePriority } from '@/components/cards/item-card';
import { mediaRows } from './layout';
import styles from './waterfall.module.css';

/** How many cards load eagerly: about the first row on a desktop. The first is the LCP candidate. */
export const EAGER_COUNT = 5;

export function priorityAt(index: number, lcp: boolean): ImagePriority {
  if (index === 0 && lcp) return 'high';
  return index < EAGER_COUNT && lcp ? 'eager' : 'lazy';
}

export interface WaterfallItemProps {
  item: ItemSummary;
  priority?: ImagePriority;
  showTime?: boolean;
}

/** One grid cell: spans the rows its picture needs (--r) plus the caption rows (--cap, from CSS). */
export function WaterfallItem({ item, priority = 'lazy', showTime }: WaterfallItemProps) {
  const style = { '--r': mediaRows(item.cover.width, item.cover.height) } as CSSProperties;
  return (
    <li className={styles.item} style={style}>
      <ItemCard item={item} variant="masonry" priority={priority} showTime={showTime} />
    </li>
  );
}

/** The server-rendered cells of one page, in reading order. */
export function WaterfallItems({ items, lcp = false, showTime }: { items: readonly ItemSummary[]; lcp?: boolean; showTime?: boolean }) {
  return (
    <>
      {items.map((item, i) => (
        <WaterfallItem key={`${item.kind}-${item.id}`} item={item} priority={priorityAt(i, lcp)} showTime={showTime} />
      ))}
    </>
  );
}
