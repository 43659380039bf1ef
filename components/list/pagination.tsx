import { pageJumps, pageWindow } from '@/lib/content/pagination';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page (page 1 must be the list's own URL: one canonical URL per page). */
  href: (page: number) => string;
  label?: string;
  /**
   * The first page on screen when a "load more" has appended pages `from`..`page` to this one:
   * 上一页 then leads before `from`, and the summary names the range, so links and the
   * list never contradict each other (issue 19: one list model).
   */
  from?: number;
}

/**
 * Numbered page links for crawlers and readers without JavaScript: plain <a href>, rel=prev/next.
 * The words are Chinese like the rest of the interface (issue 19 supersedes SPEC §9's English
 * pagination text: a Chinese site that says "Page 1 of 131" reads as unfinished).
 */
export function Pagination({ page, totalPages, href, label = '分页', from = page }: PaginationProps) {
  if (totalPages <= 1) return null;
  const first = Math.min(from, page);
  const whole = first === 1 && page >= totalPages;
  const slots = pageWindow(page, totalPages);
  const jumps = pageJumps(page, totalPages);
  return (
    <nav className={styles.nav} aria-label={label} data-testid="pagination">
      <ul className={styles.list}>
        <li>
          {first > 1 ? (
            <a className={styles.step} href={href(first - 1)} rel="prev">
              上一页
            </a>
          ) : (
            <span className={styles.step} aria-disabled="true">
              上一页
            </span>
          )}
        </li>
        {slots.map((slot) =>
          slot.type === 'gap' ? (
            <li key={slot.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.page}>
              {slot.page === page ? (
                <a className={styles.current} href={href(slot.page)} aria-current="page" aria-label={`第 ${slot.page} 页`}>
                  {slot.page}
                </a>
              ) : (
                <a className={styles.num} href={href(slot.page)} aria-label={`第 ${slot.page} 页`}>
                  {slot.page}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <a className={styles.step} href={href(page + 1)} rel="next">
              下一页
            </a>
          ) : (
            <span className={styles.step} aria-disabled="true">
              下一页
            </span>
          )}
        </li>
      </ul>
      {/* Farther pages one click away (pageJumps): a reader's shortcut, a crawler's way to every page. */}
      {jumps.length > 0 && (
        <ul className={styles.jumps} aria-label="跳转页码" data-testid="pagination-jumps">
          {jumps.map((n) => (
            <li key={n}>
              <a href={href(n)} aria-label={`第 ${n} 页`}>
                {n}
              </a>
            </li>
          ))}
        </ul>
      )}
      {/* With every page on screen the list's own end line says so; no second summary. */}
      {!whole && (
        <p className={styles.summary} data-testid="pagination-summary">
          {first < page ? `第 ${first}–${page} 页` : `第 ${page} 页`}，共 {totalPages} 页
        </p>
      )}
    </nav>
  );
}
