'use client';

import { useAtom } from 'jotai';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { takeCashierReturn } from './cashier-return';
import { withChunkTimeout } from '@/lib/lazy';
import { useOnceTrue } from '@/hooks/use-once-true';
import { payModalAtom } from './state';

// antd and the checkout live only in this chunk, fetched the first time the VIP centre opens.
const PayModal = dynamic(() => withChunkTimeout(import('./pay-modal')), { ssr: false });

/**
 * Mounts the VIP centre once it has been opened (openCheckout), and keeps it for its close
 * animation. On a page the phone's cashier sent the browser back to, it reopens the checkout the
 * phone left, which shows the payment's result.
 */
export function PayModalHost() {
  const [state, setState] = useAtom(payModalAtom);
  useEffect(() => {
    const resume = takeCashierReturn();
    if (resume) setState({ open: true, kinds: resume.kinds, item: resume.item, resume });
  }, [setState]);
  const loaded = useOnceTrue(state.open);
  return loaded ? <PayModal /> : null;
}
