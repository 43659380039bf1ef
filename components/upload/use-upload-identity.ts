'use client';

import useSWR from 'swr';
import type { UploadIdentity } from '@/lib/api/contract/upload';
import { NEVER_REFRESH_SWR_OPTIONS } from '@/lib/policy';
import { getUploadIdentity } from './api';

const UPLOAD_IDENTITY_KEY = '/account/uploadIdentity';
/** SPEC §8: errorCode ≠ 0 throws this generic message; the hook reports an error flag. */
const IDENTITY_ERROR = '获取数据失败';

/**
 * The creator flags and counts (SPEC §1, §7 GET {api host}/account/uploadIdentity). Like the
 * group and AI hooks it never refreshes by itself, on focus or on reconnect (SPEC §7); a failed
 * answer (errorCode ≠ 0) is the `error` flag (SPEC §8). `reload` after an upload changes it.
 */
export function useUploadIdentity(accountId: number | undefined) {
  const { data, error, isLoading, mutate } = useSWR(
    accountId ? [UPLOAD_IDENTITY_KEY, accountId] : null,
    async (): Promise<UploadIdentity> => {
      const res = await getUploadIdentity();
      if (!res.ok) throw new Error(IDENTITY_ERROR);
      return res.data;
    },
    NEVER_REFRESH_SWR_OPTIONS,
  );
  return { identity: data, error: Boolean(error), isLoading, reload: () => void mutate() };
}
