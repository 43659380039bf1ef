import type { ReactNode } from 'react';
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
