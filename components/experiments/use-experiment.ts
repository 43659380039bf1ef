'use client';

import { useSyncExternalStore } from 'react';
import { clientGroups, clientGroupsKnown, experimentValue, subscribeClientGroups } from './client-groups';
import type { ReportedExperiment } from './groups';

/**
 * The visitor's value of one experiment in the browser (SPEC §3 lookup, inversion, stored A-B
 * values), or null until the groups hook has answered — a client-side variant waits for it
 * rather than flashing the other one. On the server (and in the first render) always null.
 */
export function useExperiment(name: ReportedExperiment): string | null {
  return useSyncExternalStore(
    subscribeClientGroups,
    () => (clientGroupsKnown() ? experimentValue(clientGroups(), name) : null),
    () => null,
  );
}
