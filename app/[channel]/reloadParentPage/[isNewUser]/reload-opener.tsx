'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import styles from './reload.module.css';

/** Message the opener receives (same origin only) before it reloads. */
const LOGIN_MESSAGE = 'login:reload';

type State = 'working' | 'closing' | 'no-opener';

/**
 * With an opener: post a same-origin message (so a listening page can refresh its state
 * without a full reload), reload the opener, close this popup. Without one (the page was
 * opened directly, or the browser cut the opener link): a visible link home.
 */
export function ReloadOpener({ isNewUser }: { isNewUser: boolean }) {
  const [state, setState] = useState<State>('working');

  useEffect(() => {
    const opener = window.opener as Window | null;
    const hasOpener = !!opener && !opener.closed;
    if (opener && hasOpener) {
      try {
        // targetOrigin = our own origin: the message never reaches a foreign opener.
        opener.postMessage({ type: LOGIN_MESSAGE, isNewUser }, window.location.origin);
      } catch {
        // Nothing to tell a window we cannot address; the reload below decides.
      }
      try {
        opener.location.reload();
      } catch {
        // Cross-origin openers refuse reload(): they are not ours to refresh.
      }
      window.close();
    }
    // State changes after the fact: the first shows what happened, the second (only reached
    // when the browser refused to close a window it did not open by script) offers the link.
    const shown = window.setTimeout(() => setState(hasOpener ? 'closing' : 'no-opener'), 0);
    const fallback = hasOpener ? window.setTimeout(() => setState('no-opener'), 1500) : undefined;
    return () => {
      window.clearTimeout(shown);
      if (fallback !== undefined) window.clearTimeout(fallback);
    };
  }, [isNewUser]);

  return (
    <div aria-live="polite" data-testid="reload-parent" data-state={state}>
      <p className={styles.text}>
        {state === 'working' && '正在返回原页面…'}
        {state === 'closing' && '已通知原页面刷新，本窗口即将关闭。'}
        {state === 'no-opener' && '没有找到原页面，您可以直接继续浏览。'}
      </p>
      <p className={styles.actions}>
        <Link href="/" className={styles.primary} data-testid="reload-fallback">
          返回首页
        </Link>
      </p>
    </div>
  );
}
