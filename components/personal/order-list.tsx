'use client';

import { Button, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { OrderStatus, PayOrder } from '@/lib/api/contract/pay';
import { closeOrder, openCheckout, useOrders } from '@/components/checkout';
import { messageOf } from '@/lib/api/load';
import { formatYuan } from '@/lib/content/format';
import { chinaDate } from '@/lib/time/days';
import { withinDays } from '@/lib/validation/date-range';
import { useFeedback } from '@/hooks/use-feedback';
import { DateRangeFilter, EMPTY_DAY_RANGE } from './date-range-filter';
import { ListState } from './list-state';
import styles from './personal.module.css';

const STATUS: Record<OrderStatus, { text: string; color: string }> = {
  created: { text: '待支付', color: 'orange' },
  paying: { text: '待支付', color: 'orange' },
  paid: { text: '已支付', color: 'green' },
  expired: { text: '已过期', color: 'default' },
  closed: { text: '已关闭', color: 'default' },
};

/** 我的订单: every order with its state; an unpaid one can be paid or closed from here. */
export function OrderList({ accountId, version }: { accountId: number; version: number }) {
  const { message } = useFeedback();
  const { orders, error, isLoading, retry } = useOrders(accountId, version);
  const [closing, setClosing] = useState<string | null>(null);
  const [range, setRange] = useState(EMPTY_DAY_RANGE);
  const [today] = useState(() => chinaDate(Date.now()));
  const shown = useMemo(() => withinDays(orders ?? [], (o) => chinaDate(o.createdAt), range), [orders, range]);
  const close = async (o: PayOrder) => {
    setClosing(o.orderId);
    const res = await closeOrder(o.orderId);
    setClosing(null);
    if (res.ok) void message.success(res.data.status === 'paid' ? '该订单已支付' : '订单已关闭');
    else void message.error(messageOf(res, '关闭失败，请稍后重试'));
    retry();
  };
  const open = (o: PayOrder) =>
    openCheckout(
      o.orderType === 'item'
        ? // The unpaid purchase of one item: its own price is all there is to pay (the API answers this order again).
          { item: { id: o.itemId!, title: o.title.replace(/^单独购买：/, ''), access: { state: 'locked', needs: [], price: o.realPrice, held: [] } } }
        : { kinds: [o.orderType.replace('_vip', '') as 'case' | 'ins' | 'joint'] },
    );
  return (
    <section className={styles.card} aria-labelledby="personal-orders">
      <h2 id="personal-orders">我的订单</h2>
      {(orders?.length ?? 0) > 1 && <DateRangeFilter label="按下单日期筛选" value={range} onChange={setRange} max={today} />}
      <ListState
        isLoading={isLoading}
        error={error}
        retry={retry}
        empty={!orders?.length}
        emptyText="还没有订单"
        emptyExtra={
          <Button type="primary" onClick={() => openCheckout()}>
            开通会员
          </Button>
        }
      >
        {shown.length === 0 && <p className={styles.note}>所选日期内没有订单</p>}
        <ul className={styles.devices} data-testid="order-list">
          {shown.map((o) => (
            <li key={o.orderId}>
              <div>
                <strong>{o.title}</strong>
                <span className={styles.meta}>
                  {chinaDate(o.createdAt)} · {formatYuan(o.realPrice)} · 订单号 {o.orderId}
                </span>
              </div>
              {o.status === 'created' || o.status === 'paying' ? (
                <span className={styles.rowActions}>
                  <Button size="small" type="primary" onClick={() => open(o)}>
                    去支付
                  </Button>
                  <Button size="small" loading={closing === o.orderId} onClick={() => void close(o)} aria-label={`关闭订单 ${o.orderId}`}>
                    关闭
                  </Button>
                </span>
              ) : (
                <Tag color={STATUS[o.status].color}>{STATUS[o.status].text}</Tag>
              )}
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
