'use client';

import { useEffect } from 'react';
import { firstViewVisibleSince, startHost } from './host';

/** The document's first page view: read once, so a remount (StrictMode) keeps it. */
let firstView: number | null | undefined;

/** Mounted once in the root layout: the page's behaviour tracking (./host.ts). Renders nothing. */
export function TrackingHost() {
  useEffect(() => startHost({ visibleSince: (firstView ??= firstViewVisibleSince()) }), []);
  return null;
}
