'use client';

import useSWR from 'swr';
import { getVipPlans } from './api';
import { dataOrThrow } from '@/lib/api/load';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';

/** The VIP centre's plans (prices from the API only). */
export function useVipPlans(enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR(enabled ? '/payCenter/vip/plans' : null, async () => {
    const res = await getVipPlans();
    const list = dataOrThrow(res, '套餐加载失败，请稍后重试');
    return list.plans;
  }, DEFAULT_SWR_OPTIONS);
  return { plans: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
