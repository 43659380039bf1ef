'use client';

import { Elevator } from '@/components/elevator/elevator';
import { NpsPrompt } from '@/components/nps/nps-prompt';

/**
 * The floating pieces of a content screen: the elevator (back to top + history) and the NPS
 * survey. Mounted by each content screen; they belong in the root layout once every screen has them.
 */
export function PageWidgets() {
  return (
    <>
      <Elevator />
      <NpsPrompt />
    </>
  );
}
