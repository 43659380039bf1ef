'use client';

import useSWR from 'swr';
import { getRandomVoucher } from './api';
import { dataOf } from '@/lib/api/load';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';

/** The account's random voucher (GET /payCenter/case/vip/voucher/randomVoucherInfo); none when the call fails. */
export function useVoucher(accountId: number | null) {
  const { data } = useSWR(accountId ? ['/payCenter/case/vip/voucher/randomVoucherInfo', accountId] : null, async () => dataOf(await getRandomVoucher()) ?? null, DEFAULT_SWR_OPTIONS);
  return data ?? null;
}
