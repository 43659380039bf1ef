'use client';

import useSWR from 'swr';
import { getRandomVoucher } from './api';
import { dataOf } from '@/lib/api/load';

/** The account's random voucher (GET /payCenter/case/vip/voucher/randomVoucherInfo); none when the call fails. */
export function useVoucher(accountId: number | null) {
  const { data } = useSWR(accountId ? ['/payCenter/case/vip/voucher/randomVoucherInfo', accountId] : null, async () => dataOf(await getRandomVoucher()) ?? null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data ?? null;
}
