'use client';

import useSWR from 'swr';
import type { DeviceBinding } from '@/lib/api/contract/account';
import { listDevices } from './api';
import { dataOrThrow } from '@/lib/api/load';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';

const DEVICES_KEY = '/account/devices';

/** The logged-in account's browsers that may restore its login (null key: not logged in). */
export function useDevices(accountId: number | undefined) {
  const { data, error, isLoading, mutate } = useSWR(accountId ? [DEVICES_KEY, accountId] : null, async () => {
    const res = await listDevices();
    const list = dataOrThrow(res, '设备列表加载失败，请稍后重试');
    return list.items;
  }, DEFAULT_SWR_OPTIONS);
  return { devices: data as DeviceBinding[] | undefined, error: error as Error | undefined, isLoading, mutate };
}
