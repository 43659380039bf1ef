'use client';

import useSWR from 'swr';
import { loadUserGroups } from './api';
import type { UserGroupResponse } from '@/lib/api/contract/system';
import { NEVER_REFRESH_SWR_OPTIONS } from '@/lib/policy';
import { ensureDeviceUuid } from '@/lib/visitor/device-uuid';
import { DEFAULT_DEVICE_GROUPS } from './device-groups';

export const USER_GROUPS_KEY = '/userGroup/all';

interface UserGroupsState {
  groups: UserGroupResponse | undefined;
  /** SPEC §8: the call failed or answered errorCode ≠ 0 (the fetcher threw 获取数据失败). */
  error: boolean;
  message: string | null;
  loading: boolean;
}

/**
 * The browser's experiment groups (SPEC §7 POST {api}/userGroup/all for this device). Never
 * refreshed automatically, on focus or on reconnect (SPEC §7): a visitor's variant must not change
 * under their eyes. A failure is not retried either; lookups then use the stored A-B values and
 * the defaults.
 */
export function useUserGroups(): UserGroupsState {
  const deviceId = typeof window === 'undefined' ? null : ensureDeviceUuid();
  const { data, error, isLoading } = useSWR(
    deviceId ? [USER_GROUPS_KEY, deviceId] : null,
    ([, id]: [string, string]) => loadUserGroups({ deviceId: id, deviceGroupList: DEFAULT_DEVICE_GROUPS, accountGroupList: [] }),
    NEVER_REFRESH_SWR_OPTIONS,
  );
  return {
    groups: data,
    error: !!error,
    message: error instanceof Error ? error.message : null,
    loading: isLoading,
  };
}
