'use client';

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { completePendingCollect } from './collect-actions';
import { collectNoticeAtom, collectedAtom } from './state';
import { loginStatusAtom } from '@/components/login';
import styles from './collect.module.css';
import { TOAST_MS } from '@/lib/policy';

/**
 * A notice with 撤销 stays the SPEC §9 notification's 4.5 s (NOTIFICATION_CONFIG, not imported:
 * that module carries antd); a plain one is the SPEC §9 toast.
 */
const UNDO_MS = 4500;

/**
 * Mounted once per page: shows the collect notice (with 撤销), completes a collect a visitor
 * asked for once the login lands, and forgets the collect states when the member logs out.
 */
export function CollectHost() {
  const status = useAtomValue(loginStatusAtom);
  const [notice, setNotice] = useAtom(collectNoticeAtom);
  const setCollected = useSetAtom(collectedAtom);
  useEffect(() => {
    if (status === 'user') void completePendingCollect();
    if (status === 'guest') setCollected({});
  }, [status, setCollected]);
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => setNotice((n) => (n?.id === notice.id ? null : n)), notice.undo ? UNDO_MS : TOAST_MS);
    return () => clearTimeout(t);
  }, [notice, setNotice]);
  return (
    <div aria-live="polite" role="status">
      {notice && (
        <div className={styles.notice} data-tone={notice.tone} data-testid="collect-notice">
          <span>{notice.text}</span>
          {notice.undo && (
            <button
              type="button"
              onClick={() => {
                setNotice(null);
                notice.undo?.();
              }}
            >
              撤销
            </button>
          )}
        </div>
      )}
    </div>
  );
}
