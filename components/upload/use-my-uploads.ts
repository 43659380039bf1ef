'use client';

import useSWR from 'swr';
import type { CaseState } from '@/lib/api/contract/upload';
import { dataOrThrow } from '@/lib/api/load';
import { CARD_PAGE_SIZE, DEFAULT_SWR_OPTIONS } from '@/lib/policy';
import { getMyUploads } from './api';


/** One page of the member's uploaded cases with their review states and numbers (GET /api/personal/queryMyUploadDetail). */
export function useMyUploads(accountId: number | undefined, page: number, state?: CaseState) {
  const { data, error, isLoading, mutate } = useSWR(accountId ? ['/api/personal/queryMyUploadDetail', accountId, page, state ?? ''] : null, async () => {
    const res = await getMyUploads({ page, pageSize: CARD_PAGE_SIZE, state });
    const d = dataOrThrow(res, '我的上传加载失败，请稍后重试');
    return d;
  }, { ...DEFAULT_SWR_OPTIONS, keepPreviousData: true });
  return { uploads: data, error: error as Error | undefined, isLoading, reload: () => void mutate() };
}
