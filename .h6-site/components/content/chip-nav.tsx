import styles from './content.module.css';

export interface Chip {
  key: string | number;
  label: string;
  href: string;
  current?: boolean;
  count?: number;
}

/** A row of link chips (categories, sorts, days): crawlable links, the current one marked. */
export function ChipNav({ label, chips, testId }: { label: string; chips: readonly Chip[]; testId?: string }) {
  return (
    <nav aria-label={label} className={styles.chips} data-testid={testId}>
      <ul>
        {chips.map((c) => (
          <li key={c.key}>
            <a href={c.href} aria-current={c.current ? 'page' : undefined} className={c.current ? styles.chipOn : styles.chip}>
              {c.label}
              {c.count !== undefined && <span className={styles.chipCount}>{c.count}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
