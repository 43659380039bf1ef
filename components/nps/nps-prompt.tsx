'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { readHistory } from '@/lib/history/history-list';
import { isBusy } from '@/lib/ui/busy';
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
    let calmSince: number | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;
    const check = () => {
      const now = Date.now();
      if (isBusy(document, now)) {
        calmSince = null;
        return;
      }
      calmSince ??= now;
      if (now - calmSince < calmMs) return;
      clearInterval(poll);
      // Another tab may have shown it meanwhile.
      if (!shouldShowNps(readNps(), readHistory().length, now)) return;
      writeNps(markShown(readNps(), now));
      setShow(true);
    };
    const timer = setTimeout(() => {
      poll = setInterval(check, Math.min(NPS_CALM_POLL_MS, Math.max(calmMs, 1)));
      check();
    }, delayMs);
    return () => {
      clearTimeout(timer);
      clearInterval(poll);
    };
  }, [delayMs, calmMs]);

  return show ? <NpsDialog onDone={() => setShow(false)} /> : null;
}
