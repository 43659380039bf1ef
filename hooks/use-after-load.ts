'use client';

import { useEffect, useState } from 'react';
import { afterLoad, afterLoadSteps } from '@/lib/lazy/after-load';

/**
 * False until the page has loaded and the browser is idle (lib/lazy/after-load), then true: a
 * component rendered only then (a `next/dynamic` one with `ssr: false`) has its code fetched after
 * the page's own scripts and pictures, never with them.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoad(() => setReady(true)), []);
  return ready;
}

/**
 * 0 until the page has loaded and the browser is idle, then one more per idle callback up to
 * `count` (lib/lazy/after-load `afterLoadSteps`): render the n-th deferred island once this is
 * ≥ n, so their first renders are spread over idle time instead of one long task.
 */
export function useAfterLoadSteps(count: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => afterLoadSteps(count, setStep), [count]);
  return step;
}
