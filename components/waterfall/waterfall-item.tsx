import type { CSSProperties } from 'react';
import type { ItemSummary } from '@/lib/api/contract/content';
import { preconnectImages } from '@/components/media/oss-img';
import { ItemCard, type ImagePriority } from '@/components/cards/item-card';
import { mediaRows } from './layout';
import styles from './waterfall.module.css';

/** How many cards load eagerly: about the first row on a desktop. */
const EAGER_COUNT = 5;
/** The LCP candidates: the first row on a phone (two columns; the taller one wins). */
const HIGH_PRIORITY_COUNT = 2;

function priorityAt(index: number, lcp: boolean): ImagePriority {
  if (!lcp) return 'lazy';
  if (index < HIGH_PRIORITY_COUNT) return 'high';
  return index < EAGER_COUNT ? 'eager' : 'lazy';
}

interface WaterfallItemProps {
  item: ItemSummary;
  priority?: ImagePriority;
  showTime?: boolean;
  /** 2 when the list has no section heading of its own (the page's h1 is right above). */
  headingLevel?: 2 | 3;
}

/** One grid cell: spans the rows its picture needs (--r) plus the caption rows (--cap, from CSS). */
export function WaterfallItem({ item, priority = 'lazy', showTime, headingLevel = 3 }: WaterfallItemProps) {
  const style = { '--r': mediaRows(item.cover.width, item.cover.height) } as CSSProperties;
  return (
    <li className={styles.item} style={style}>
      <ItemCard item={item} variant="masonry" priority={priority} showTime={showTime} headingLevel={headingLevel} />
    </li>
  );
}

/** The server-rendered cells of one page, in reading order. */
export function WaterfallItems({ items, lcp = false, showTime, headingLevel }: { items: readonly ItemSummary[]; lcp?: boolean; showTime?: boolean; headingLevel?: 2 | 3 }) {
  preconnectImages(items[0]?.cover.url);
  return (
    <>
      {items.map((item, i) => (
        <WaterfallItem key={`${item.kind}-${item.id}`} item={item} priority={priorityAt(i, lcp)} showTime={showTime} headingLevel={headingLevel} />
      ))}
    </>
  );
}
