'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { formatYuan } from '@/lib/content/format';
import { openCheckout, useVipPlans } from '@/components/checkout';
import { countdownText } from './vip-pop-rules';
import styles from './vip-offer-card.module.css';

/**
 * The timed VIP offer (vipOrderPop): a non-blocking card in the corner (a compact strip on phones)
 * with the recommended plan's price from the API and the offer's countdown. 立即开通 opens the
 * checkout; Esc or 暂不需要 closes it. It does not take the focus: nobody is interrupted.
 */
export default function VipOfferCard({ endsAt, onClose }: { endsAt: number; onClose: () => void }) {
  const { plans } = useVipPlans(true);
  const [now, setNow] = useState(() => Date.now());
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const plan = plans?.find((p) => p.recommended) ?? plans?.[0];
  const left = endsAt - now;

  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  useEffect(() => {
    if (left <= 0) onClose();
  }, [left, onClose]);
  // On a phone it is a strip across the bottom: the page keeps room for it below its end, so
  // nothing stays hidden under it.
  useEffect(() => {
    const el = card.current;
    if (!el || !window.matchMedia?.('(max-width: 520px)').matches) return;
    const before = document.body.style.paddingBottom;
    document.body.style.paddingBottom = `${el.offsetHeight}px`;
    return () => {
      document.body.style.paddingBottom = before;
    };
  }, []);

  return (
    <section ref={card} role="dialog" aria-modal="false" aria-labelledby={titleId} className={styles.card} data-testid="vip-order-pop">
      <button type="button" className={styles.close} aria-label="关闭优惠" onClick={onClose}>
        ×
      </button>
      <p className={styles.badge}>限时特惠</p>
      <h2 id={titleId} className={styles.title}>
        开通 VIP，海量素材随心下载
      </h2>
      {plan ? (
        <p className={styles.price}>
          {plan.name}
          <strong>{formatYuan(plan.price, true)}</strong>
          {plan.originalPrice > plan.price && <del>{formatYuan(plan.originalPrice, true)}</del>}
        </p>
      ) : (
        <p className={styles.price}>案例、灵感与模型 VIP 权益</p>
      )}
      <p className={styles.timer} aria-live="off">
        优惠剩余 <span data-testid="vip-pop-countdown">{countdownText(left)}</span>
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            onClose();
            openCheckout(plan ? { kinds: [plan.kind] } : {});
          }}
        >
          立即开通
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          暂不需要
        </button>
      </div>
    </section>
  );
}
