'use client';

import { useEffect } from 'react';
import { useUserGroups } from './use-user-groups';
import { setClientGroups } from './client-groups';
import { resolveAbGroups } from './ab-groups';
import { syncVisitor } from '@/lib/visitor/sync-visitor';

/**
 * Mounted once in the root layout: asks for the browser's groups and publishes them to
 * ./client-groups (experiment_id of events, client-side variants) and keeps the A-B values in
 * local storage (SPEC §3). Also posts the visitor to /site-api/visitor
 * (lib/visitor/sync-visitor.ts). Renders nothing.
 */
export function ExperimentsHost() {
  const { groups, error } = useUserGroups();
  // The visitor cookies (device id, session with groups, landing source): pages set none.
  useEffect(() => void syncVisitor(), []);
  useEffect(() => {
    if (!groups && !error) return;
    setClientGroups(groups ?? null);
    resolveAbGroups(groups ?? null);
  }, [groups, error]);
  return null;
}
