'use client';

import Link from 'next/link';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { gatheredAtom } from './state';
import { loginStatusAtom } from '@/components/login';
import styles from './gather.module.css';

// The gather actions (and their API) are fetched on the first click, or once the visitor is known
// to be a member (issue 15: not with the detail's first load), like CollectButton's.
const actions = () => import('./gather-actions');

/**
 * A detail's 采集 row (items with pictures: cases, picture sets): gather every picture into the
 * member's task, see how many are already gathered, cancel. Single pictures are gathered from
 * the gallery (GatherPictureButton).
 */
export function GatherPanel({ itemId, count }: { itemId: number; count: number }) {
  const status = useAtomValue(loginStatusAtom);
  const gathered = useAtomValue(gatheredAtom)[itemId];
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (status === 'user') void actions().then((m) => m.requestGatherStatus(itemId));
  }, [status, itemId]);

  const n = gathered?.length ?? 0;
  const all = n >= count;
  const run = (action: (m: Awaited<ReturnType<typeof actions>>) => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action(await actions());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.panel} data-testid="gather-panel">
      <button type="button" className={styles.primary} disabled={busy || (all && n > 0)} onClick={run((m) => m.gather(itemId))} aria-pressed={all && n > 0}>
        {n === 0 ? `采集全部图片（${count}）` : all ? `已采集全部 ${count} 张` : `采集其余 ${count - n} 张`}
      </button>
      {n > 0 && (
        <>
          <button type="button" className={styles.secondary} disabled={busy} onClick={run((m) => m.cancelGather(itemId))}>
            取消采集
          </button>
          <p className={styles.note}>
            已采集 {n} 张 · <Link href="/personal#gather-tasks">我的采集</Link>
          </p>
        </>
      )}
    </div>
  );
}
