'use client';

import { Elevator } from '@/components/elevator/elevator';
import { NpsPrompt } from '@/components/nps/nps-prompt';

/** The floating pieces of every screen: the elevator (back to top + history) and the NPS survey. Mounted once, by the root layout. */
export function PageWidgets() {
  return (
    <>
      <Elevator />
      <NpsPrompt />
    </>
  );
}
