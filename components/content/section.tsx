import type { ReactNode } from 'react';
import styles from './content.module.css';

/** A titled block of a screen, with an optional "更多" link to its full list. `deferRender`: below the fold, rendered as the reader nears it. */
export function Section({ title, moreHref, moreLabel = '查看更多', children, id, testId, deferRender = false }: { title: string; moreHref?: string; moreLabel?: string; children: ReactNode; id?: string; testId?: string; deferRender?: boolean }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={deferRender ? `${styles.section} ${styles.deferred}` : styles.section} aria-labelledby={headingId} id={id} data-testid={testId}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle} id={headingId}>
          {title}
        </h2>
        {moreHref && (
          <a className={styles.more} href={moreHref}>
            {moreLabel}
            <span className="visually-hidden">：{title}</span> ›
          </a>
        )}
      </div>
      {children}
    </section>
  );
}
