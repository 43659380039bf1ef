import Link from 'next/link';
import type { Crumb } from '@/lib/seo';
import styles from './page.module.css';

/** The visible breadcrumb trail (the same crumbs feed the BreadcrumbList JSON-LD). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className={styles.crumbs} aria-label="面包屑">
      <ol>
        {crumbs.map((c, i) => (
          <li key={`${c.path}-${i}`}>
            {i === crumbs.length - 1 ? <span aria-current="page">{c.name}</span> : <Link href={c.path} prefetch={false}>{c.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Breadcrumbs, the page's single h1 and an optional lead paragraph. */
export function PageHeading({ crumbs, title, lead }: { crumbs: readonly Crumb[]; title: string; lead?: React.ReactNode }) {
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
    </>
  );
}

/** A titled block of a page with an optional "more" link. */
export function Section({ title, more, children, id }: { title: string; more?: { href: string; label: string }; children: React.ReactNode; id?: string }) {
  const headingId = id ?? undefined;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle} id={headingId}>
          {title}
        </h2>
        {more ? (
          <Link className={styles.sectionMore} href={more.href} prefetch={false}>
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export interface TabLink {
  key: string | number;
  label: string;
  href: string;
  current: boolean;
}

/** Filter tabs as plain links (each filter state is its own crawlable URL). */
export function TabLinks({ tabs, label, showLabel }: { tabs: readonly TabLink[]; label: string; showLabel?: boolean }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {showLabel ? (
          <li className={styles.tabsLabel} aria-hidden="true">
            {label}：
          </li>
        ) : null}
        {tabs.map((t) => (
          <li key={t.key}>
            <Link href={t.href} prefetch={false} aria-current={t.current ? 'page' : undefined}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const pageClass = `container ${styles.page}`;
export const countClass = styles.count;
