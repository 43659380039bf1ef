import { Suspense, type CSSProperties, type ReactNode } from 'react';
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
/** Cells hydrated with the page (a phone's first screens); the rest hydrate in groups of as many as they near the viewport. */
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
}

/** One grid cell: spans the rows its picture needs (--r) plus the caption rows (--cap, from CSS). */
export function WaterfallItem({ item, priority = 'lazy', showTime, headingLevel = 3, id }: WaterfallItemProps & { id?: string }) {
  const style = { '--r': mediaRows(item.cover.width, item.cover.height) } as CSSProperties;
  return (
    <li className={styles.item} style={style} id={id}>
      <ItemCard item={item} variant="masonry" priority={priority} showTime={showTime} headingLevel={headingLevel} />
    </li>
  );
}

/**
 * The server-rendered cells of one page, in reading order. The first HYDRATE_FIRST hydrate with the
 * page; the rest in groups of as many, each as its first cell nears the viewport (HydrateNearView:
 * the server HTML stays as it is until then; issue 40, a phone's main thread at load).
 */
export function WaterfallItems({ items, lcp = false, showTime, headingLevel }: { items: readonly ItemSummary[]; lcp?: boolean; showTime?: boolean; headingLevel?: 2 | 3 }) {
  preconnectImages(items[0]?.cover.url);
  const cell = (item: ItemSummary, i: number, id?: string) => <WaterfallItem key={`${item.kind}-${item.id}`} item={item} priority={priorityAt(i, lcp)} showTime={showTime} headingLevel={headingLevel} id={id} />;
  const groups: ReactNode[] = [];
  for (let start = HYDRATE_FIRST; start < items.length; start += HYDRATE_FIRST) {
    const first = items[start]!;
    const anchorId = `wf-${first.kind}-${first.id}`;
    groups.push(
      <Suspense key={anchorId} fallback={null}>
        <HydrateNearView anchorId={anchorId}>{items.slice(start, start + HYDRATE_FIRST).map((item, j) => cell(item, start + j, j === 0 ? anchorId : undefined))}</HydrateNearView>
      </Suspense>,
    );
  }
  return (
    <>
      {items.slice(0, HYDRATE_FIRST).map((item, i) => cell(item, i))}
      {groups}
    </>
  );
}
