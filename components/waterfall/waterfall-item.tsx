import type { CSSProperties } from 'react';
import type { ItemSummary } from '@/lib/api/contract/content';
import { preconnectImages } from '@/components/media/oss-img';
import { ItemCard, type ImagePriority } from '@/components/cards/item-card';
import { HydrateNearView } from '@/components/content/hydrate-near-view';
import { mediaRows } from './layout';
import styles from './waterfall.module.css';

/** How many cards load eagerly: about the first row on a desktop. */
const EAGER_COUNT = 5;
/** The LCP candidates: the first row on a phone (two columns; the taller one wins). */
const HIGH_PRIORITY_COUNT = 2;
/** Cells made interactive with the page (a phone's first screens); the rest as each nears the viewport. */
const HYDRATE_FIRST = 8;

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
  /** Below the first screens: hydrated as it nears the viewport (HydrateNearView). */
  later?: boolean;
}

/** One grid cell: spans the rows its picture needs (--r) plus the caption rows (--cap, from CSS). */
export function WaterfallItem({ item, priority = 'lazy', showTime, headingLevel = 3, later = false }: WaterfallItemProps) {
  const style = { '--r': mediaRows(item.cover.width, item.cover.height) } as CSSProperties;
  const card = <ItemCard item={item} variant="masonry" priority={priority} showTime={showTime} headingLevel={headingLevel} />;
  if (later) {
    return (
      <HydrateNearView as="li" className={styles.item} style={style}>
        {card}
      </HydrateNearView>
    );
  }
  return (
    <li className={styles.item} style={style}>
      {card}
    </li>
  );
}

/** The server-rendered cells of one page, in reading order; those past HYDRATE_FIRST come alive as the reader nears them (issue 40). */
export function WaterfallItems({ items, lcp = false, showTime, headingLevel }: { items: readonly ItemSummary[]; lcp?: boolean; showTime?: boolean; headingLevel?: 2 | 3 }) {
  preconnectImages(items[0]?.cover.url);
  return (
    <>
      {items.map((item, i) => (
        <WaterfallItem key={`${item.kind}-${item.id}`} item={item} priority={priorityAt(i, lcp)} showTime={showTime} headingLevel={headingLevel} later={i >= HYDRATE_FIRST} />
      ))}
    </>
  );
}
