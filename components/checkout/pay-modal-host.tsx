'use client';

import { useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import { withChunkTimeout } from '@/lib/lazy';
import { useOnceTrue } from '@/hooks/use-once-true';
import { payModalAtom } from './state';

// antd and the checkout live only in this chunk, fetched the first time the VIP centre opens.
const PayModal = dynamic(() => withChunkTimeout(import('./pay-modal')), { ssr: false });

/** Mounts the VIP centre once it has been opened (openCheckout), and keeps it for its close animation. */
export function PayModalHost() {
  const loaded = useOnceTrue(useAtomValue(payModalAtom).open);
  return loaded ? <PayModal /> : null;
}
