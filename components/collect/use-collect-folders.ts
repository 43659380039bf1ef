'use client';

import useSWR from 'swr';
import { dataOrThrow } from '@/lib/api/load';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';
import { getCollectFolders } from './api';

/** The member's collect folders (GET /case/api/collect/folders); `reload` after a change. */
export function useCollectFolders(accountId: number | undefined) {
  const { data, error, isLoading, mutate } = useSWR(accountId ? ['/case/api/collect/folders', accountId] : null, async () => {
    const res = await getCollectFolders();
    const list = dataOrThrow(res, '收藏夹加载失败，请稍后重试');
    return list;
  }, DEFAULT_SWR_OPTIONS);
  return { folders: data, error: error as Error | undefined, isLoading, reload: () => void mutate() };
}
