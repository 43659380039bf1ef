import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import styles from './content.module.css';

/** The screen's h1 with an optional line under it. */
export function PageHead({ title, sub, children }: { title: string; sub?: ReactNode; children?: ReactNode }) {
  return (
    <header className={styles.pageHead}>
      <h1 className={styles.h1}>{title}</h1>
      {sub && <p className={styles.sub}>{sub}</p>}
      {children}
    </header>
  );
}

/** Breadcrumbs, then the page's single h1 and an optional lead line. */
export function PageHeading({ crumbs, title, lead }: { crumbs: readonly Crumb[]; title: string; lead?: ReactNode }) {
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <PageHead title={title} sub={lead} />
    </>
  );
}

/** The frame of a content screen (centred, with the screen's vertical padding). */
export const pageClass = `container ${styles.page}`;
/** The "共 N 个" line above a list. */
export const countClass = styles.count;
