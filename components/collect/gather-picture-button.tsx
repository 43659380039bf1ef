'use client';

import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { gatheredAtom } from './state';
import { loginStatusAtom } from '@/components/login';
import styles from './gather.module.css';

// Fetched on the first click, or once the visitor is a member (issue 15), as in GatherPanel.
const actions = () => import('./gather-actions');

/** 采集 / 已采集 on one picture of a detail's gallery (`index`: its place in the item's pictures). */
export function GatherPictureButton({ itemId, index, label }: { itemId: number; index: number; label: string }) {
  const status = useAtomValue(loginStatusAtom);
  const done = useAtomValue(gatheredAtom)[itemId]?.includes(index) ?? false;
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (status === 'user') void actions().then((m) => m.requestGatherStatus(itemId));
  }, [status, itemId]);
  return (
    <button
      type="button"
      className={styles.onPicture}
      aria-pressed={done}
      aria-label={done ? `取消采集：${label}` : `采集：${label}`}
      disabled={busy}
      data-testid="gather-picture"
      onClick={async () => {
        setBusy(true);
        try {
          const m = await actions();
          await (done ? m.cancelGather(itemId, [index]) : m.gather(itemId, [index]));
        } finally {
          setBusy(false);
        }
      }}
    >
      {done ? '已采集' : '采集'}
    </button>
  );
}
