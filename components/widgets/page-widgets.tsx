'use client';

import { CollectHost } from '@/components/collect/collect-host';
import { GatherHost } from '@/components/gather/gather-host';
import { Elevator } from '@/components/elevator/elevator';
import { NpsPrompt } from '@/components/nps/nps-prompt';

/** The floating pieces of every screen: the elevator (back to top + history), the NPS survey, the collect notice and the gather completion. Mounted once, by the root layout. */
export function PageWidgets() {
  return (
    <>
      <Elevator />
      <NpsPrompt />
      <CollectHost />
      <GatherHost />
    </>
  );
}
