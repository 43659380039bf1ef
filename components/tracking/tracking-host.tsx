'use client';

import { useEffect } from 'react';
import { startHost } from './host';

/** Mounted once in the root layout: the page's behaviour tracking (./host.ts). Renders nothing. */
export function TrackingHost() {
  useEffect(() => startHost(), []);
  return null;
}
