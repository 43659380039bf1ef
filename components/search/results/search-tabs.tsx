import styles from './results.module.css';

interface SearchTab {
  label: string;
  href: string;
  active: boolean;
  /** Hits of this scope (the API caps it at 99). */
  count?: number;
}

/** Tabs between search scopes of the same keyword (plain links). */
export function SearchTabs({ tabs, testId }: { tabs: SearchTab[]; testId?: string }) {
  return (
    <ul className={styles.tabs} aria-label="搜索范围" data-testid={testId}>
      {tabs.map((t) => (
        <li key={t.href}>
          <a href={t.href} className={`${styles.tab} ${t.active ? styles.tabActive : ''}`} aria-current={t.active ? 'page' : undefined}>
            {t.label}
            {t.count !== undefined && <span className={styles.tabCount}>{t.count >= 99 ? '99+' : t.count}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
