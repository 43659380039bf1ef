'use client';

import { useEffect, useState } from 'react';
import { afterLoad } from '@/lib/lazy/after-load';

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
