'use client';

import { lazy, Suspense } from 'react';
import { withChunkTimeout } from '@/lib/lazy';
import { useAfterLoad } from '@/hooks/use-after-load';
import type { DownloadPanelProps } from './download-panel';
import { DownloadPanelFrame } from './download-panel-frame';
import styles from './download-panel.module.css';

/**
 * The panel before its code has come: the same markup as DownloadPanel's first render (rights
 * not known yet: 下载, busy), so swapping it in shifts nothing (CLS 0). Also the server's render.
 * `failed`: the code could not be loaded.
 */
export function DownloadPanelShell({ itemId, failed = false }: { itemId: number; failed?: boolean }) {
  return (
    <DownloadPanelFrame itemId={itemId}>
      <p className={styles.file}>
        — · <span data-testid="download-size">—</span>
      </p>
      <button type="button" className={styles.button} disabled aria-busy={!failed}>
        下载
      </button>
      {failed && (
        <p className={styles.error} role="alert">
          下载功能加载失败，请刷新页面重试
        </p>
      )}
    </DownloadPanelFrame>
  );
}

const DownloadPanel = lazy(() =>
  withChunkTimeout(import('./download-panel')).then(
    (m) => ({ default: m.DownloadPanel }),
    () => ({ default: ({ itemId }: DownloadPanelProps) => <DownloadPanelShell itemId={itemId} failed /> }),
  ),
);

/**
 * 下载 on a detail (DownloadPanel), its code (rights with SWR, checkout, the link) fetched once
 * the page has loaded (issue 15, phone speed). A member's login check started at once
 * (components/login/login-check-start); a visitor's panel does not wait for it.
 */
export function DeferredDownloadPanel(props: DownloadPanelProps) {
  const ready = useAfterLoad();
  const shell = <DownloadPanelShell itemId={props.itemId} />;
  return ready ? (
    <Suspense fallback={shell}>
      <DownloadPanel {...props} />
    </Suspense>
  ) : (
    shell
  );
}
