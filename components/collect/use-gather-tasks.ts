'use client';

import useSWR from 'swr';
import { dataOrThrow } from '@/lib/api/load';
import { CARD_PAGE_SIZE, DEFAULT_SWR_OPTIONS } from '@/lib/policy';
import { getGatherTasks } from './gather-api';


/** One page of the member's gather tasks, newest first (GET /api/gatherTask/list). */
export function useGatherTasks(accountId: number | undefined, page: number) {
  const { data, error, isLoading, mutate } = useSWR(accountId ? ['/api/gatherTask/list', accountId, page] : null, async () => {
    const res = await getGatherTasks(page, CARD_PAGE_SIZE);
    const d = dataOrThrow(res, '采集任务加载失败，请稍后重试');
    return d;
  }, { ...DEFAULT_SWR_OPTIONS, keepPreviousData: true });
  return { tasks: data, error: error as Error | undefined, isLoading, reload: () => void mutate() };
}
