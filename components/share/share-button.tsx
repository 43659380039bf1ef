'use client';

import { useId, useRef, useState } from 'react';
import styles from './share-button.module.css';
import { TOAST_MS } from '@/lib/policy';

// The tracking call is fetched with the click (issue 15: not part of the detail's first load).
const tracking = () => import('@/components/tracking');

type State = 'idle' | 'copied' | 'manual';

/**
 * 分享 on a detail: copies the page's link (the canonical path on this host) to the clipboard.
 * Where the clipboard is refused (an http page, an old browser) the link is shown selected in a
 * read-only field to copy by hand. Either way the share event is sent (SPEC §3 share).
 */
export function ShareButton({ itemId, path }: { itemId: number; path: string }) {
  const [state, setState] = useState<State>('idle');
  const field = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const url = () => `${window.location.origin}${path}`;

  async function share() {
    let copied = false;
    try {
      await navigator.clipboard.writeText(url());
      copied = true;
    } catch {
      copied = false;
    }
    setState(copied ? 'copied' : 'manual');
    const method = copied ? 'copy_link' : 'manual_copy';
    void tracking().then((m) => m.trackItem('share', itemId, { trans_data: { method } }));
    if (!copied) requestAnimationFrame(() => field.current?.select());
    else setTimeout(() => setState((s) => (s === 'copied' ? 'idle' : s)), TOAST_MS);
  }

  return (
    <div className={styles.share}>
      <button type="button" className={styles.button} onClick={() => void share()} aria-describedby={statusId} data-testid="share-button">
        分享
      </button>
      <span id={statusId} role="status" className={styles.status}>
        {state === 'copied' ? '链接已复制' : ''}
      </span>
      {state === 'manual' && (
        <label className={styles.manual}>
          <span>复制链接：</span>
          <input ref={field} readOnly value={url()} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}
