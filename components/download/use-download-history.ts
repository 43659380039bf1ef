'use client';

import useSWR from 'swr';
import { getDownloadHistory } from './api';
import { dataOrThrow } from '@/lib/api/load';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';

/** The account's downloads (GET /case/api/download/history). */
export function useDownloadHistory(accountId: number | undefined, version: number) {
  const { data, error, isLoading, mutate } = useSWR(accountId ? ['/case/api/download/history', accountId, version] : null, async () => {
    const res = await getDownloadHistory();
    const list = dataOrThrow(res, '下载记录加载失败，请稍后重试');
    return list.items;
  }, DEFAULT_SWR_OPTIONS);
  return { items: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
