import type { ReactNode } from 'react';
import styles from './download-panel.module.css';

/** The download panel's box and heading: the same for the panel and its shell (deferred-download-panel.tsx). */
export function DownloadPanelFrame({ itemId, children }: { itemId: number; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={`download-${itemId}`} data-testid="download-panel">
      <h2 id={`download-${itemId}`} className={styles.title}>
        资源下载
      </h2>
      {children}
    </section>
  );
}
