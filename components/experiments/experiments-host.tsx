'use client';

import { useEffect } from 'react';
import { useUserGroups } from '@/hooks/use-user-groups';
import { setClientGroups } from '@/lib/experiments/client-groups';

/**
 * Mounted once in the root layout: asks for the browser's groups and publishes them to
 * lib/experiments/client-groups (experiment_id of events, client-side variants). Renders nothing.
 */
export function ExperimentsHost() {
  const { groups, error } = useUserGroups();
  useEffect(() => {
    if (groups) setClientGroups(groups);
    else if (error) setClientGroups(null);
  }, [groups, error]);
  return null;
}
