'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { readHistory } from '@/lib/history/history-list';
import { countView, markShown, NPS_DELAY_MS, readNps, shouldShowNps, writeNps } from './rules';

const NpsDialog = dynamic(() => import('./nps-dialog'), { ssr: false });

/** Counts the page view and, once the visitor is engaged, offers the NPS survey (once). */
export function NpsPrompt({ delayMs = NPS_DELAY_MS }: { delayMs?: number }) {
  const [show, setShow] = useState(false);

  useEffect(() => {
    const state = countView(readNps());
    writeNps(state);
    if (!shouldShowNps(state, readHistory().length)) return;
    const timer = setTimeout(() => {
      writeNps(markShown(readNps()));
      setShow(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  return show ? <NpsDialog onDone={() => setShow(false)} /> : null;
}
