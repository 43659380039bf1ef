'use client';

import { CollectHost } from '@/components/collect/collect-host';
import { GatherHost } from '@/components/gather/gather-host';
import { Elevator } from '@/components/elevator/elevator';
import { NpsPrompt } from '@/components/nps/nps-prompt';
import { ExperimentsHost } from '@/components/experiments/experiments-host';
import { VipOrderPop } from '@/components/experiments/vip-order-pop';

/** The floating pieces of every screen: the elevator (back to top + history), the NPS survey, the collect notice, the gather completion, the experiment groups and the VIP offer pop. Mounted once, by the root layout. */
export function PageWidgets() {
  return (
    <>
      <Elevator />
      <NpsPrompt />
      <CollectHost />
      <GatherHost />
      <ExperimentsHost />
      <VipOrderPop />
    </>
  );
}
