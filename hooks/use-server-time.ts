'use client';

import { useCallback } from 'react';
import useSWR from 'swr';
import { FALLBACK_CLOCK, loadServerClock, SERVER_TIME_ERROR, serverNow } from '@/lib/time/server-time';
import { SERVER_TIME_SWR_OPTIONS } from '@/lib/policy';

export const SERVER_TIME_KEY = '/activity/group/time';

interface UseServerTimeOptions {
  /** Called with '获取服务器时间失败' on each failed attempt (e.g. to show a message). */
  onError?: (message: string) => void;
}

/**
 * The server clock (SPEC §4/§7): refreshed every 60 s, on focus (throttled 30 s) and on
 * reconnect, deduped 10 s, 3 retries 5 s apart. Until a valid answer — or after failures with
 * no earlier answer — serverTime is 0 and now() is the local time.
 */
export function useServerTime({ onError }: UseServerTimeOptions = {}) {
  const { data, error, isLoading } = useSWR(SERVER_TIME_KEY, () => loadServerClock(), {
    ...SERVER_TIME_SWR_OPTIONS,
    onError: () => onError?.(SERVER_TIME_ERROR),
  });
  const clock = data ?? FALLBACK_CLOCK;
  const offset = clock.offset;
  const now = useCallback(() => serverNow(offset), [offset]);
  return {
    serverTime: clock.serverTime,
    offset,
    now,
    isLoading,
    /** The SPEC §8 message while the latest attempt failed. */
    error: error ? SERVER_TIME_ERROR : undefined,
  };
}
