'use client';

import useSWR from 'swr';
import { dataOf } from '@/lib/api/load';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';
import { getUploadActivateFlag } from './api';

/** Whether the upload-activity banner shows for this member (GET /api/gatherTask/uploadActivateShowFlag); quiet on failure. */
export function useUploadActivateFlag(accountId: number | undefined) {
  const { data } = useSWR(accountId ? ['/api/gatherTask/uploadActivateShowFlag', accountId] : null, async () => dataOf(await getUploadActivateFlag()) ?? null, {
    ...DEFAULT_SWR_OPTIONS,
    revalidateOnReconnect: false,
  });
  return data ?? null;
}
