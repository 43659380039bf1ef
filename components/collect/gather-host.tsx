'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { completePendingGather } from './gather-actions';
import { gatheredAtom } from './state';
import { loginStatusAtom } from '@/components/login';

/** Mounted once per page: completes a gather a visitor asked for once the login lands; forgets gathered states on logout. */
export function GatherHost() {
  const status = useAtomValue(loginStatusAtom);
  const setGathered = useSetAtom(gatheredAtom);
  useEffect(() => {
    if (status === 'user') void completePendingGather();
    if (status === 'guest') setGathered({});
  }, [status, setGathered]);
  return null;
}
