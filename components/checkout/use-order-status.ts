'use client';

import useSWR from 'swr';
import { checkOrderStatus } from './api';
import { dataOf } from '@/lib/api/load';
import { FINAL_ORDER_STATUSES, type OrderStatusResult } from '@/lib/api/contract/pay';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';

/** How often an open order's status is asked while its QR shows. */
export const ORDER_POLL_MS = 2000;

const isFinal = (s: OrderStatusResult | undefined) => !!s && FINAL_ORDER_STATUSES.includes(s.status);
// Module-level on purpose: SWR restarts its timer whenever this function's identity changes, and
// the checkout re-renders every second for its countdown (an inline function never let it fire).
const pollInterval = (latest: OrderStatusResult | undefined) => (isFinal(latest) ? 0 : ORDER_POLL_MS);

/**
 * SPEC §4 "order status is polled": every 2 s while `orderId` is set and the order is open;
 * stops by itself on a final state (paid, expired, closed) and when the component unmounts or
 * the order is cleared (null key). `onStatus` hears every answer (the checkout acts on `paid`).
 */
export function useOrderStatus(orderId: string | null, isCase: boolean, onStatus?: (status: OrderStatusResult) => void) {
  const { data, error } = useSWR(
    orderId ? ['/payCenter/order/status', orderId, isCase] : null,
    async () => {
      const res = await checkOrderStatus(orderId!, isCase);
      const status = dataOf(res);
      if (!status) throw new Error('订单状态查询失败');
      return status;
    },
    {
      ...DEFAULT_SWR_OPTIONS,
      refreshInterval: pollInterval,
      dedupingInterval: 500,
      shouldRetryOnError: true,
      errorRetryInterval: ORDER_POLL_MS,
      // The payment happens on a phone or in another tab: keep asking while this one is hidden.
      refreshWhenHidden: true,
      onSuccess: (status) => onStatus?.(status),
    },
  );
  return { status: data, final: isFinal(data), error: error as Error | undefined };
}
