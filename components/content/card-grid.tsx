import type { ItemSummary } from '@/lib/api/contract/content';
import { preconnectImages } from '@/components/cards/card-image';
import { ItemCard, type ImagePriority } from '@/components/cards/item-card';
import styles from './content.module.css';

/** A row-wrapping grid of fixed-ratio cards (home sections, related items). */
export function CardGrid({ items, label, priorityFirst = false, dense = false }: { items: readonly ItemSummary[]; label: string; priorityFirst?: boolean; dense?: boolean }) {
  const priority = (i: number): ImagePriority => (priorityFirst && i < 4 ? 'eager' : 'lazy');
  preconnectImages(items[0]?.cover.url);
  return (
    <ul className={`${styles.cardGrid} ${dense ? styles.dense : ''}`} aria-label={label}>
      {items.map((item, i) => (
        <li key={`${item.kind}-${item.id}`}>
          <ItemCard item={item} variant="grid" priority={priority(i)} />
        </li>
      ))}
    </ul>
  );
}
