'use client';

import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { openLoginModal, loginStatusAtom } from '@/components/login';
import { CollectButton } from './collect-button';
import styles from './collect-panel.module.css';

type Folders = typeof import('./collect-folders').CollectFolders;

/**
 * A detail's collect row: the toggle (default folder) and 收藏夹…, which opens the member's folders
 * (CollectFolders, fetched on the first opening: issue 40, the detail's first-load script).
 */
export function CollectPanel({ itemId, title }: { itemId: number; title: string }) {
  const status = useAtomValue(loginStatusAtom);
  const [open, setOpen] = useState(false);
  const [Folders, setFolders] = useState<Folders | null>(null);
  const [failed, setFailed] = useState(false);
  const listId = useId();

  function toggleOpen() {
    // While the login check is still running, try: the API answers 请先登录 if it must.
    if (status === 'guest') {
      openLoginModal('code');
      return;
    }
    const next = !open;
    setOpen(next);
    if (!next || Folders) return;
    setFailed(false);
    import('./collect-folders').then(
      (m) => setFolders(() => m.CollectFolders),
      () => setFailed(true),
    );
  }

  return (
    <div className={styles.panel} data-testid="collect-panel">
      <div className={styles.row}>
        <CollectButton itemId={itemId} title={title} size="large" />
        <button type="button" className={styles.more} aria-expanded={open} aria-controls={listId} onClick={toggleOpen}>
          收藏夹…
        </button>
      </div>
      {open && (
        <div id={listId} className={styles.popover} data-testid="collect-folders">
          {Folders ? (
            <Folders itemId={itemId} listId={listId} onClose={() => setOpen(false)} />
          ) : failed ? (
            <p className={styles.error} role="alert">
              收藏功能加载失败，请刷新页面重试
            </p>
          ) : (
            <p className={styles.muted}>正在加载收藏夹…</p>
          )}
        </div>
      )}
    </div>
  );
}
