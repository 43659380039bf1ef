'use client';

import { useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { LazyExperimentsHost, LazyVipOrderPop } from '@/components/experiments';
import { useAfterLoadSteps } from '@/hooks/use-after-load';
import { loginStatusAtom } from '@/components/login';

// Each first rendered in its own task (see DeferredWidgets); each its own chunk but for the three
// action hosts, which share their code (./action-hosts).
// In mount order: the visitor cookies and experiment groups first (events carry the groups),
// then the tracking host (exposures of what is on screen), the collect and gather hosts
// (a pending collect or gather completes after a login), the elevator, the NPS survey's view
// count.
const WIDGETS: ComponentType[] = [
  LazyExperimentsHost,
  dynamic(() => import('./action-hosts').then((m) => m.TrackingHost), { ssr: false }),
  dynamic(() => import('./action-hosts').then((m) => m.CollectHost), { ssr: false }),
  dynamic(() => import('./action-hosts').then((m) => m.GatherHost), { ssr: false }),
  dynamic(() => import('@/components/elevator/elevator').then((m) => m.Elevator), { ssr: false }),
  dynamic(() => import('@/components/nps').then((m) => m.NpsPrompt), { ssr: false }),
];

/**
 * The root layout's mount point of what no first screen needs (issue 15: phone speed), fetched
 * once the page has loaded and is idle, never with the page's own scripts: the page widgets
 * (experiment groups and the visitor cookies, the tracking host — so the tracking engine, which
 * the first exposure starts, also loads after the page —, collect and gather notices, the
 * elevator, NPS; the VIP offer once a member is logged in). One more widget per idle callback:
 * mounted together, their code and first renders made one long task inside Lighthouse's
 * blocking-time window.
 * Renders nothing until then.
 */
export function DeferredWidgets() {
  const mounted = useAfterLoadSteps(WIDGETS.length);
  const member = useAtomValue(loginStatusAtom) === 'user';
  return (
    <>
      {WIDGETS.slice(0, mounted).map((Widget, i) => (
        <Widget key={i} />
      ))}
      {/* The VIP offer is for members only: a visitor never loads it (after a login it mounts and starts its timer). */}
      {member && mounted === WIDGETS.length && <LazyVipOrderPop />}
    </>
  );
}
