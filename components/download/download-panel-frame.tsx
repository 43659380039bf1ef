import type { ReactNode } from 'react';
import styles from './download-panel.module.css';

/** The download panel's box and heading: the same for the panel and its shell (deferred-download-panel.tsx). */
export function DownloadPanelFrame({ itemId, busy, children }: { itemId: number; busy?: boolean; children: ReactNode }) {
  return (
    // data-busy while a file is being prepared: nothing unasked pops up meanwhile (lib/ui/busy.ts).
    <section className={styles.panel} aria-labelledby={`download-${itemId}`} data-testid="download-panel" data-busy={busy ? 'download' : undefined}>
      <h2 id={`download-${itemId}`} className={styles.title}>
        资源下载
      </h2>
      {children}
    </section>
  );
}
