'use client';

import useSWR from 'swr';
import { loadAiUserType } from './api';

const AI_USER_TYPE_KEY = '/ai/api/getUserType';
/** SPEC §4/§8: the value while the call failed. */
export const AI_USER_TYPE_ERROR = '-1';

/**
 * The AI-draw user type (SPEC §4): null while loading, "-1" on error, else the server's
 * data.name. Never refreshed automatically, on focus or on reconnect (SPEC §7).
 */
export function useAiUserType(): string | null {
  const { data, error } = useSWR(AI_USER_TYPE_KEY, () => loadAiUserType(), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    refreshInterval: 0,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  if (error) return AI_USER_TYPE_ERROR;
  return data ?? null;
}
