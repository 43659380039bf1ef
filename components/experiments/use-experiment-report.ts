'use client';

import useSWR from 'swr';
import { getExperimentReport } from './api';
import { dataOrThrow } from '@/lib/api/load';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';

/**
 * The editors' experiment report for the last `days` (GET /editor/experimentReport); asked only
 * for an editor (`accountId` set). Not refreshed on focus: an editor reloads it on purpose.
 */
export function useExperimentReport(accountId: number | undefined, days: number) {
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    accountId ? ['/editor/experimentReport', accountId, days] : null,
    async () => {
      const res = await getExperimentReport(days);
      const report = dataOrThrow(res, '实验报告加载失败，请稍后重试');
      return report;
    },
    { ...DEFAULT_SWR_OPTIONS, revalidateOnReconnect: false, keepPreviousData: true },
  );
  return { report: data, error: error as Error | undefined, isLoading, isValidating, reload: () => void mutate() };
}
