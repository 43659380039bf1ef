import styles from './results.module.css';

/** Tabs between search scopes of the same keyword (plain links). */
export function SearchTabs({ tabs }: { tabs: { label: string; href: string; active: boolean }[] }) {
  return (
    <ul className={styles.tabs} aria-label="搜索范围">
      {tabs.map((t) => (
        <li key={t.href}>
          <a href={t.href} className={`${styles.tab} ${t.active ? styles.tabActive : ''}`} aria-current={t.active ? 'page' : undefined}>
            {t.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
