'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { openCheckout, PayModalHost } from '@/components/checkout';
import { LoginModalsHost, vipActionAtom } from '@/components/login';

/**
 * The one mount point of the modals any page may open, beside the page (a client island of the
 * root layout). Each host renders nothing and loads its modal's code on the first open. It also
 * wires features that must not import each other: the account menu's 开通会员 opens the checkout.
 */
export function ModalHost() {
  const setVipAction = useSetAtom(vipActionAtom);
  useEffect(() => setVipAction({ open: () => openCheckout() }), [setVipAction]);
  return (
    <>
      <LoginModalsHost />
      <PayModalHost />
    </>
  );
}
