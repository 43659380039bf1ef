import type { ReactNode } from 'react';
import styles from './states.module.css';

export interface StateAction {
  href: string;
  label: string;
}

/**
 * Nothing to show (an empty category, a day without updates): say so and offer a way on.
 * `compact` (no picture, less padding) when other content follows it on the same screen, as the
 * other types' results under an empty search: on a phone those should start in the first screen.
 */
export function EmptyState({ title = '暂无内容', text, actions = [], children, compact = false }: { title?: string; text?: string; actions?: StateAction[]; children?: ReactNode; compact?: boolean }) {
  return (
    <section className={`${styles.box} ${compact ? styles.compact : ''}`} data-testid="empty-state" aria-label={title}>
      {!compact && (
        <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="2.5" d="M6 30 12 10h24l6 20v10H6zM6 30h11l2 5h10l2-5h11" />
        </svg>
      )}
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {(actions.length > 0 || children) && (
        <div className={styles.actions}>
          {actions.map((a) => (
            <a key={a.href} href={a.href} className={styles.action}>
              {a.label}
            </a>
          ))}
          {children}
        </div>
      )}
    </section>
  );
}
