import type { CSSProperties } from 'react';
import styles from './waterfall.module.css';
import skeleton from './waterfall-skeleton.module.css';

/** Image rows of the placeholder cards: a fixed pattern, so server and client agree. */
const PATTERN = [40, 30, 45, 34, 52, 28, 38, 44, 33, 48, 30, 41];

/**
 * SPEC §2's waterfall skeleton: the same grid as the real waterfall with grey cards, shown while
 * a list streams in. Hidden from assistive technology except for one status line.
 */
export function WaterfallSkeleton({ count = 12, label = '正在加载内容…' }: { count?: number; label?: string }) {
  return (
    <div className={styles.wrap} data-testid="waterfall-skeleton">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.item} style={{ '--r': PATTERN[i % PATTERN.length] } as CSSProperties}>
            <div className={skeleton.card}>
              <div className={skeleton.media} data-card-media="" />
              <div className={skeleton.line} />
              <div className={skeleton.short} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
