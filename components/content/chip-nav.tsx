import styles from './content.module.css';
import { areaAttrs, hrefTrackAttrs } from '@/components/tracking/server';

export interface Chip {
  key: string | number;
  label: string;
  href: string;
  current?: boolean;
  count?: number;
}

/**
 * A row of link chips (categories, sorts, days, views): crawlable links, the current one marked;
 * `showLabel` prints the row's name before it. `tracked`: the chips lead to items (the 推荐榜单),
 * so each is tracked as its item in the row's spm area.
 */
export function ChipNav({ label, chips, testId, showLabel = false, tracked = false }: { label: string; chips: readonly Chip[]; testId?: string; showLabel?: boolean; tracked?: boolean }) {
  return (
    <nav aria-label={label} className={styles.chips} data-testid={testId} {...(tracked ? areaAttrs(label) : {})}>
      <ul>
        {showLabel && (
          <li className={styles.chipsLabel} aria-hidden="true">
            {label}：
          </li>
        )}
        {chips.map((c) => (
          <li key={c.key}>
            <a href={c.href} aria-current={c.current ? 'page' : undefined} className={c.current ? styles.chipOn : styles.chip} {...(tracked ? hrefTrackAttrs(c.href) : {})}>
              {c.label}
              {c.count !== undefined && <span className={styles.chipCount}>{c.count}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
