import Link from 'next/link';
import type { ItemSummary } from '@/lib/api/contract/content';
import { itemHref } from '@/lib/content/item-href';
import { CoverImage } from './cover-image';
import styles from './cards.module.css';

export const CARD_SIZES = '(max-width: 600px) 50vw, (max-width: 1100px) 33vw, 260px';

export interface ItemCardProps {
  item: ItemSummary;
  /** Box ratio of the cover (default 4:3). */
  ratio?: number;
  priority?: boolean;
  /** One short line under the title (defaults to the category and views). */
  meta?: React.ReactNode;
  /** Heading level of the title inside the list. */
  headingLevel?: 'h2' | 'h3';
}

// Not components/cards ItemCard: editorial covers keep their kind's ratio (magazine 5:7, award 1:1) and the whole card is the link.
/** One item in a grid: cover, title, one line of facts; the whole card is one link. */
export function ItemCard({ item, ratio = 4 / 3, priority, meta, headingLevel = 'h3' }: ItemCardProps) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <Link href={itemHref(item)} prefetch={false}>
        <CoverImage className={styles.cover} src={item.cover.url} alt={item.title} ratio={ratio} sizes={CARD_SIZES} priority={priority} />
        <div className={styles.body}>
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.meta}>
            {meta ?? (
              <>
                <span>{item.classifyName}</span>
                <span>{item.viewCount.toLocaleString('zh-CN')} 次浏览</span>
              </>
            )}
          </p>
        </div>
      </Link>
    </article>
  );
}

/** A responsive grid of item cards in reading order; the first row loads eagerly. */
export function ItemGrid({ items, ratio, wide, eager = 0, headingLevel }: { items: readonly ItemSummary[]; ratio?: number; wide?: boolean; eager?: number; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={`${styles.grid} ${wide ? styles.gridWide : ''}`}>
      {items.map((item, i) => (
        <li key={item.id}>
          <ItemCard item={item} ratio={ratio} priority={i < eager} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
