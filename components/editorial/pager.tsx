import Link from 'next/link';
import { pageWindow } from '@/lib/content/pagination';
import styles from './pager.module.css';

/**
 * Crawlable pagination: every page is a plain <a href> to its own URL. Text is English
 * (SPEC §9 "Pagination text is English").
 */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pagination">
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" prefetch={false}>
              Previous
            </Link>
          ) : (
            <span className={styles.disabled} aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((slot) =>
          slot.type === 'gap' ? (
            <li key={slot.key}>
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={slot.page}>
              {slot.page === page ? (
                <span className={styles.current} aria-current="page">
                  {slot.page}
                </span>
              ) : (
                <Link href={href(slot.page)} prefetch={false} aria-label={`Page ${slot.page}`}>
                  {slot.page}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link href={href(page + 1)} rel="next" prefetch={false}>
              Next
            </Link>
          ) : (
            <span className={styles.disabled} aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
      <p className={styles.summary}>
        Page {page} of {pages}
      </p>
    </nav>
  );
}
