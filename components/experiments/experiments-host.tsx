'use client';

import { useEffect } from 'react';
import { useUserGroups } from './use-user-groups';
import { setCookie } from '@/lib/storage/cookies';
import { setClientGroups } from './client-groups';
import { resolveAbGroups } from './ab-groups';
import { HOME_MIRROR_COOKIE } from './home-variant';
import { syncVisitor } from '@/lib/visitor/sync-visitor';

const MIRROR_MAX_AGE_S = 365 * 86_400;

/**
 * Mounted once in the root layout: asks for the browser's groups and publishes them to
 * ./client-groups (experiment_id of events, client-side variants). The home
 * group's value (the API's, else the one kept in local storage) is mirrored into a readable
 * cookie so the proxy honours the stored A-B value when the API gave none. Also posts the
 * visitor to /site-api/visitor (lib/visitor/sync-visitor.ts). Renders nothing.
 */
export function ExperimentsHost() {
  const { groups, error } = useUserGroups();
  // The visitor cookies (device id, session with groups, landing source): pages set none.
  useEffect(() => void syncVisitor(), []);
  useEffect(() => {
    if (!groups && !error) return;
    setClientGroups(groups ?? null);
    const home = resolveAbGroups(groups ?? null).home;
    setCookie(HOME_MIRROR_COOKIE, home, { path: '/', maxAge: MIRROR_MAX_AGE_S, sameSite: 'lax' });
  }, [groups, error]);
  return null;
}
