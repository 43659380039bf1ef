'use client';

import useSWR from 'swr';
import { dataOrThrow } from '@/lib/api/load';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';
import { getFollowedDesigners } from './api';

/** One page of the member's followed designers (GET /case/api/follow/list); the page shown stays while the next loads. */
export function useFollowedDesigners(accountId: number | undefined, page: number, pageSize: number) {
  const { data, error, isLoading, mutate } = useSWR(accountId ? ['/case/api/follow/list', accountId, page, pageSize] : null, async () => dataOrThrow(await getFollowedDesigners(page, pageSize), '关注列表加载失败，请稍后重试'), { ...DEFAULT_SWR_OPTIONS, keepPreviousData: true });
  return { data, error: error as Error | undefined, isLoading, reload: () => void mutate() };
}
