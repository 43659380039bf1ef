import Link from 'next/link';
import styles from './states.module.css';

interface ErrorStateProps {
  title?: string;
  text?: string;
  /** A plain link that reloads the page: works without JavaScript. */
  retryHref?: string;
  /** A button (client islands): retry just the failed request. */
  onRetry?: () => void;
  compact?: boolean;
}

/**
 * The API could not be reached or answered nonsense: say so, and offer a retry. With `retryHref`
 * it is the server-rendered failure of a page's main content, so it also marks the render as
 * unavailable (`data-render-unavailable`): the site server answers it 503 with Retry-After,
 * noindex and uncacheable, and the page cache never stores it (lib/server/unavailable-answer.cjs,
 * lib/cache/page-cache-handler.cjs; docs/security.md "API slow or down").
 */
export function ErrorState({ title = '内容加载失败', text = '服务暂时不可用，请稍后重试。', retryHref, onRetry, compact = false }: ErrorStateProps) {
  return (
    <section className={`${styles.box} ${compact ? styles.compact : ''}`} role="alert" data-testid="error-state" data-render-unavailable={retryHref ? '' : undefined}>
      {retryHref && <meta name="robots" content="noindex" />}
      {!compact && (
        <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="19" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path stroke="currentColor" strokeWidth="3" strokeLinecap="round" d="M24 13v14M24 34v.5" />
        </svg>
      )}
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      <div className={styles.actions}>
        {onRetry ? (
          <button type="button" className={`${styles.action} ${styles.primary}`} onClick={onRetry}>
            重试
          </button>
        ) : (
          retryHref && (
            <a href={retryHref} className={`${styles.action} ${styles.primary}`}>
              重试
            </a>
          )
        )}
        {!compact && (
          <Link href="/" className={styles.action}>
            返回首页
          </Link>
        )}
      </div>
    </section>
  );
}

/** A page whose main content failed: the ErrorState alone in the page's container. */
export function PageErrorState({ retryHref }: { retryHref: string }) {
  return (
    <div className="container">
      <ErrorState retryHref={retryHref} />
    </div>
  );
}
