'use client';

import dynamic from 'next/dynamic';
import { useAfterLoad } from '@/hooks/use-after-load';

const PageWidgets = dynamic(() => import('./page-widgets').then((m) => m.PageWidgets), { ssr: false });
const TrackingHost = dynamic(() => import('@/components/tracking/tracking-host').then((m) => m.TrackingHost), { ssr: false });

/**
 * The root layout's mount point of what no first screen needs (issue 15: phone speed), fetched
 * once the page has loaded and is idle, never with the page's own scripts: PageWidgets
 * (elevator, NPS, collect and gather notices, experiment groups and the visitor cookies, the VIP
 * offer) and the tracking host (exposures of what is on screen then and later, clicks, stay —
 * so the tracking engine, which the first exposure starts, also loads after the page).
 * Renders nothing until then.
 */
export function DeferredWidgets() {
  if (!useAfterLoad()) return null;
  return (
    <>
      <PageWidgets />
      <TrackingHost />
    </>
  );
}
