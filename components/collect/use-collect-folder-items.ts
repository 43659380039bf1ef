'use client';

import useSWR from 'swr';
import { dataOrThrow } from '@/lib/api/load';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';
import { getCollectFolderPage } from './api';

/** One page of one of the member's folders (GET /case/api/collect/folder); null id: nothing open. */
export function useCollectFolderItems(folderId: number | null, page: number) {
  const { data, error, isLoading, mutate } = useSWR(folderId ? ['/case/api/collect/folder', folderId, page] : null, async () => {
    const res = await getCollectFolderPage(folderId!, page);
    const folder = dataOrThrow(res, '收藏内容加载失败，请稍后重试');
    return folder;
  }, { ...DEFAULT_SWR_OPTIONS, keepPreviousData: true });
  return { page: data, error: error as Error | undefined, isLoading, reload: () => void mutate() };
}
