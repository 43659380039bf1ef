'use client';

import useSWR from 'swr';
import { listOrders } from './api';
import { dataOrThrow } from '@/lib/api/load';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';

/** The account's orders (GET /payCenter/order/list); reloaded when `version` (a payment landed) changes. */
export function useOrders(accountId: number | undefined, version: number) {
  const { data, error, isLoading, mutate } = useSWR(accountId ? ['/payCenter/order/list', accountId, version] : null, async () => {
    const res = await listOrders();
    const list = dataOrThrow(res, '订单加载失败，请稍后重试');
    return list.items;
  }, DEFAULT_SWR_OPTIONS);
  return { orders: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
