import type { ItemSummary } from '@/lib/api/contract/content';
import { preconnectImages } from '@/components/media/oss-img';
import { ItemCard, type ImagePriority } from '@/components/cards/item-card';
import { DISLIKE_ATTRS, areaAttrs } from '@/components/tracking/server';
import styles from './content.module.css';

interface CardGridProps {
  items: readonly ItemSummary[];
  /** The list's accessible name. */
  label: string;
  /** How many cards (in reading order) load their pictures eagerly: those above the fold. */
  eager?: number;
  /** Width / height of every cover (default 4:3). */
  ratio?: number;
  headingLevel?: 2 | 3 | 4;
  dense?: boolean;
  /** Recommendations: each card gets a 不感兴趣 (the tracking host sends `dislike` and removes the card). */
  dislike?: boolean;
}

/** A row-wrapping grid of fixed-ratio cards (home sections, related items, editorial lists). */
export function CardGrid({ items, label, eager = 0, ratio, headingLevel, dense = false, dislike = false }: CardGridProps) {
  const priority = (i: number): ImagePriority => (i < eager ? 'eager' : 'lazy');
  preconnectImages(items[0]?.cover.url);
  return (
    <ul className={`${styles.cardGrid} ${dense ? styles.dense : ''}`} aria-label={label} {...areaAttrs(label)}>
      {items.map((item, i) => (
        <li key={`${item.kind}-${item.id}`}>
          <ItemCard item={item} variant="grid" ratio={ratio} priority={priority(i)} headingLevel={headingLevel} />
          {dislike && (
            <button type="button" className={styles.dislike} aria-label={`不感兴趣：${item.title}`} {...DISLIKE_ATTRS}>
              不感兴趣
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
