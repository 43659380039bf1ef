'use client';

import dynamic from 'next/dynamic';
import { useAfterLoad } from '@/hooks/use-after-load';
import styles from './header-account.module.css';

/** What HeaderAccount itself shows while it checks the login. */
function Checking() {
  return (
    <div className={styles.account} data-testid="header-account" data-status="checking">
      <span className={styles.placeholder} aria-hidden="true" />
    </div>
  );
}

const HeaderAccount = dynamic(() => import('./header-account').then((m) => m.HeaderAccount), { ssr: false, loading: Checking });

/**
 * The header's place for the account island (HeaderAccount: the login check, 登录 / 注册 or the
 * account menu, and the login, account and pay modals). Its code (jotai, the HTTP wrapper, the
 * login store) is fetched once the page has loaded and is idle (issue 15: phone speed); until
 * then the slot shows the checking placeholder. A modal asked for earlier (its atom set) opens
 * when the island mounts.
 */
export function HeaderAccountSlot() {
  return useAfterLoad() ? <HeaderAccount /> : <Checking />;
}
