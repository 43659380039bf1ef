'use client';

import { useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { payModalAtom } from '@/components/checkout';
import { hasRightsAtom, loginStatusAtom, userInfoAtom, vipInfoAtom } from '@/components/login';
import { useExperiment } from './use-experiment';
import { shouldShowVipPop, markVipPopShown, VIP_POP_DELAY_MS } from './vip-pop-rules';
import { whenCalm } from '@/lib/ui/busy';
import { getItem, setItem } from '@/lib/storage';
import type { VipPopState } from './vip-pop-rules';

const VipOfferCard = dynamic(() => import('./vip-offer-card'), { ssr: false });

/**
 * The vipOrderPop experiment's variant: after a while on a page, a member without VIP in group
 * '1' gets a timed VIP offer (at most once a day). The card's code loads only when it shows.
 */
export function VipOrderPop({ delayMs = VIP_POP_DELAY_MS }: { delayMs?: number }) {
  const value = useExperiment('vipOrderPop');
  const status = useAtomValue(loginStatusAtom);
  const user = useAtomValue(userInfoAtom);
  const vip = useAtomValue(vipInfoAtom);
  const hasVip = useAtomValue(hasRightsAtom);
  const payOpen = useAtomValue(payModalAtom).open;
  const path = usePathname() ?? '/';
  const [offer, setOffer] = useState<VipPopState | null>(null);

  const loggedIn = status === 'user' && !!user;
  const vipKnown = vip ? hasVip : null;
  const banned = !!user?.banned;

  useEffect(() => {
    if (offer) return;
    const base = { value, loggedIn, hasVip: vipKnown, banned, path };
    if (!shouldShowVipPop({ ...base, stored: getItem('vipOrderPop'), now: Date.now() })) return;
    // After the delay, at the first moment nothing is under way (no login or pay modal, upload or
    // download: lib/ui/busy.ts), checked every 2 s.
    return whenCalm(
      () => {
        const next = markVipPopShown(getItem('vipOrderPop'), Date.now());
        setItem('vipOrderPop', next);
        setOffer(next);
      },
      { delayMs },
    );
  }, [value, loggedIn, vipKnown, banned, path, offer, delayMs]);

  // Bought VIP or logged out meanwhile: the offer goes away.
  const stillFor = status === 'user' && hasVip !== true;
  if (!offer || !stillFor || payOpen) return null;
  return <VipOfferCard endsAt={offer.endsAt} onClose={() => setOffer(null)} />;
}
