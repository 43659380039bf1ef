import styles from './content.module.css';

export interface Crumb {
  name: string;
  path: string;
}

/** The visible trail (the same crumbs feed the BreadcrumbList JSON-LD). The last is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="面包屑" className={styles.crumbs}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={`${c.path}-${i}`}>
            {i < crumbs.length - 1 ? <a href={c.path}>{c.name}</a> : <span aria-current="page">{c.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
