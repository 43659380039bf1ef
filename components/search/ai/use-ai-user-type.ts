'use client';

import useSWR from 'swr';
import { NEVER_REFRESH_SWR_OPTIONS } from '@/lib/policy';
import { loadAiUserType } from './api';

const AI_USER_TYPE_KEY = '/ai/api/getUserType';
/** SPEC §4/§8: the value while the call failed. */
export const AI_USER_TYPE_ERROR = '-1';

/**
 * The AI-draw user type (SPEC §4): null while loading, "-1" on error, else the server's
 * data.name. Never refreshed automatically, on focus or on reconnect (SPEC §7).
 */
export function useAiUserType(): string | null {
  const { data, error } = useSWR(AI_USER_TYPE_KEY, () => loadAiUserType(), NEVER_REFRESH_SWR_OPTIONS);
  if (error) return AI_USER_TYPE_ERROR;
  return data ?? null;
}
