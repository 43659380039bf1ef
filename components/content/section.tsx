import type { ReactNode } from 'react';
import { HydrateNearView } from './hydrate-near-view';
import styles from './content.module.css';

/**
 * A titled block of a screen, with an optional "更多" link to its full list. `deferRender`: below
 * the fold — laid out and painted as the reader nears it (content-visibility), and made
 * interactive then too (HydrateNearView), so a phone's first seconds skip both.
 */
export function Section({ title, moreHref, moreLabel = '查看更多', children, id, testId, deferRender = false }: { title: string; moreHref?: string; moreLabel?: string; children: ReactNode; id?: string; testId?: string; deferRender?: boolean }) {
  const headingId = id ? `${id}-title` : undefined;
  const body = (
    <>
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
    </>
  );
  if (deferRender) {
    return (
      <HydrateNearView as="section" className={`${styles.section} ${styles.deferred}`} aria-labelledby={headingId} id={id} data-testid={testId}>
        {body}
      </HydrateNearView>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={headingId} id={id} data-testid={testId}>
      {body}
    </section>
  );
}
