'use client';

import { getDefaultStore, useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { withChunkTimeout } from '@/lib/lazy';
import { installChannelHandoff } from './channel-links';
import { startLoginCheck, startLoginCheckSoon } from './login-check-start';
import { openLoginModal } from './open-login';
import { hasRightsAtom, loginStatusAtom, userInfoAtom } from './state';
import styles from './header-account.module.css';

// A member's menu: not in a visitor's first load (issue 15); the placeholder holds its place meanwhile.
const AccountMenu = dynamic(() => withChunkTimeout(import('./account-menu')).then((m) => m.AccountMenu), {
  ssr: false,
  loading: () => <span className={styles.placeholder} aria-hidden="true" />,
});

/**
 * The header's one account island: starts the login check of SPEC §4 once per page load
 * (./login-check-start: at once for a member, a hand-off or an ad landing; else after
 * the load or at the first touch), then shows 登录 / 注册 or the account menu.
 */
export function HeaderAccount() {
  const status = useAtomValue(loginStatusAtom);
  const user = useAtomValue(userInfoAtom);
  const vip = useAtomValue(hasRightsAtom);

  useEffect(() => {
    const cancel = startLoginCheckSoon();
    const uninstall = installChannelHandoff(() => getDefaultStore().get(loginStatusAtom), startLoginCheck);
    return () => {
      cancel();
      uninstall();
    };
  }, []);

  return (
    <div className={styles.account} data-testid="header-account" data-status={status}>
      {status === 'checking' ? (
        <span className={styles.placeholder} aria-hidden="true" />
      ) : status === 'user' && user ? (
        <AccountMenu user={user} vip={vip} />
      ) : (
        <button type="button" className={styles.login} onClick={() => openLoginModal('code')} aria-label="登录 / 注册">
          登录<span className={styles.register}> / 注册</span>
        </button>
      )}
    </div>
  );
}
