'use client';

import { useState } from 'react';
import useSWR from 'swr';
import type { CaseClassifyList } from '@/lib/api/contract/classify';
import { fetchCaseClassifyList, isTree } from '@/lib/api/classify';
import { messageOf } from '@/lib/api/load';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';
import { getItem, removeItem, setItem } from '@/lib/storage';

const CASE_CLASSIFY_LIST_KEY = '/case/api/case/classify/list';

/** The cached tree of local storage `localClassifyList`, when it still has the tree's shape. */
function cachedClassifyList(): CaseClassifyList | undefined {
  const stored = getItem('localClassifyList');
  if (stored === null) return undefined;
  if (isTree(stored) && stored.length > 0) return stored;
  removeItem('localClassifyList');
  return undefined;
}

/**
 * The case category tree for the category sidebar: shown at once from local storage
 * `localClassifyList` (SPEC §3), refreshed from GET /case/api/case/classify/list once per page,
 * and the fresh tree cached again. A failed refresh keeps the cached tree.
 */
export function useCaseClassifyList() {
  const [cached] = useState(() => (typeof window === 'undefined' ? undefined : cachedClassifyList()));
  const { data, error, isLoading, mutate } = useSWR(
    CASE_CLASSIFY_LIST_KEY,
    async () => {
      const res = await fetchCaseClassifyList();
      if (!res.ok) throw new Error(messageOf(res, '分类加载失败，请稍后重试'));
      setItem('localClassifyList', res.data);
      return res.data;
    },
    { ...DEFAULT_SWR_OPTIONS, fallbackData: cached, revalidateOnMount: true },
  );
  return { tree: data, error: error as Error | undefined, isLoading: isLoading && !data, retry: () => void mutate() };
}
