'use client';

import { useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import { useOnceTrue } from '@/hooks/use-once-true';
import { withChunkTimeout } from '@/lib/lazy';
import { accountModalAtom, bannedModalAtom, loginModalAtom } from './state';

// antd lives only in these chunks, fetched the first time they are needed.
const LoginModal = dynamic(() => withChunkTimeout(import('./login-modal')), { ssr: false });
const AccountModals = dynamic(() => withChunkTimeout(import('./account-modals')), { ssr: false });

/**
 * Mounts the login modal and the account / VIP / banned modals once each has been opened, and
 * keeps them for their close animation (mounted once, by the layout's modal host).
 */
export function LoginModalsHost() {
  const loginOpen = useAtomValue(loginModalAtom).open;
  const accountOpen = useAtomValue(accountModalAtom).open;
  const bannedOpen = useAtomValue(bannedModalAtom);
  const loginLoaded = useOnceTrue(loginOpen);
  const accountLoaded = useOnceTrue(accountOpen || bannedOpen);
  return (
    <>
      {loginLoaded && <LoginModal />}
      {accountLoaded && <AccountModals />}
    </>
  );
}
