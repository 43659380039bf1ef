'use client';

import useSWR from 'swr';
import type { MailingAddress } from '@/lib/api/contract/upload';
import { messageOf } from '@/lib/api/load';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';
import { getAddress } from './api';

/** The creator's saved mailing address, null when none (GET /api/homepage/address). */
export function useMailingAddress(accountId: number | undefined) {
  const { data, error, isLoading, mutate } = useSWR(accountId ? ['/api/homepage/address', accountId] : null, async (): Promise<MailingAddress | null> => {
    const res = await getAddress();
    if (!res.ok) throw new Error(messageOf(res, '收货地址加载失败，请稍后重试'));
    return res.data;
  }, DEFAULT_SWR_OPTIONS);
  return { address: data, error: error as Error | undefined, isLoading, reload: () => void mutate(), set: (a: MailingAddress) => void mutate(a, { revalidate: false }) };
}
