'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { readHistory } from '@/lib/history/history-list';
import { whenCalm } from '@/lib/ui/busy';
import { countView, markShown, NPS_CALM_MS, NPS_CALM_POLL_MS, NPS_DELAY_MS, readNps, shouldShowNps, writeNps } from './rules';

const NpsDialog = dynamic(() => import('./nps-dialog'), { ssr: false });

/**
 * Counts the page view and, for a returning engaged visitor, offers the NPS survey once per period
 * — after the delay, at the first moment the page has been calm for NPS_CALM_MS (no login or pay
 * modal open, no upload form, no download just started).
 */
export function NpsPrompt({ delayMs = NPS_DELAY_MS, calmMs = NPS_CALM_MS }: { delayMs?: number; calmMs?: number }) {
  const [show, setShow] = useState(false);

  useEffect(() => {
    const state = countView(readNps());
    writeNps(state);
    if (!shouldShowNps(state, readHistory().length)) return;
    return whenCalm(
      () => {
        // Another tab may have shown it meanwhile.
        if (!shouldShowNps(readNps(), readHistory().length)) return;
        writeNps(markShown(readNps()));
        setShow(true);
      },
      { delayMs, calmMs, pollMs: NPS_CALM_POLL_MS },
    );
  }, [delayMs, calmMs]);

  return show ? <NpsDialog onDone={() => setShow(false)} /> : null;
}
