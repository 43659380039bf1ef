'use client';

import { PayModalHost } from '@/components/checkout';

/**
 * The one mount point of the modals any page may open, beside the page (a client island of the
 * root layout). Each host renders nothing and loads its modal's code on the first open.
 */
export function ModalHost() {
  return <PayModalHost />;
}
