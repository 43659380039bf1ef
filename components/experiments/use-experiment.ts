'use client';

import { useSyncExternalStore } from 'react';
import { clientGroups, clientGroupsKnown, experimentValue, subscribeClientGroups } from './client-groups';
import type { ReportedExperiment } from './groups';
import { isEdgeExperiment } from './edge';
import { deviceUuid } from '@/lib/visitor/device-uuid';

/**
 * The visitor's value of one experiment in the browser (SPEC §3 lookup, inversion, stored A-B
 * values), or null until the groups hook has answered — a client-side variant waits for it
 * rather than flashing the other one. An experiment bucketed from the device id (./edge.ts) is
 * known at hydration when the browser has its device id. On the server (and in the first
 * render) always null.
 */
export function useExperiment(name: ReportedExperiment): string | null {
  return useSyncExternalStore(
    subscribeClientGroups,
    () => (clientGroupsKnown() || (isEdgeExperiment(name) && deviceUuid() !== null) ? experimentValue(clientGroups(), name) : null),
    () => null,
  );
}
