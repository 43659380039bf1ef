'use client';

import { Button, Form, Input, Modal, Radio, Skeleton, Tabs } from 'antd';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PayChannel, PayOrder, VipKind, VipPlan } from '@/lib/api/contract/pay';
import { toRiskInputs, type RiskInputs } from '@/lib/api/contract/risk';
import { checkPayorder, createOrder, getPayOrder, getPayQrCode, sendRiskCode, verifyRiskCode } from './api';
import { track, trackItem, type TrackInput } from '@/components/tracking';
import { messageOf } from '@/lib/api/load';
import { payModalAtom, rightsVersionAtom, type PayModalState } from './state';
import { refreshAccount, devQrShortcut, qrDataUrl, phoneError, userInfoAtom, userRiskAtom, vipInfoAtom, PhoneCodeField, ruleOf } from '@/components/login';
import { purchaseRisk } from '@/lib/validation/risk-flag';
import { formatYuan } from '@/lib/content/format';
import { centreKinds, heldNote, heldPlanKinds, VIP_KIND_LABELS } from './paywall';
import { paywallOffers } from '@/lib/api/contract/rights';
import { AntdProvider } from '@/components/providers/antd-provider';
import { useOrderStatus } from './use-order-status';
import { useServerTime } from '@/hooks/use-server-time';
import { useVipPlans } from './use-vip-plans';
import { useVoucher } from './use-voucher';
import { useFeedback } from '@/hooks/use-feedback';
import { usePhone } from '@/hooks/use-phone';
import { cashierReturnUrl, rememberCheckout } from './cashier-return';
import { StatusResult } from '@/components/providers/status-result';
import styles from './pay-modal.module.css';

const CHANNELS: { value: PayChannel; label: string }[] = [
  { value: 'ums', label: '银联云闪付' },
  { value: 'alipay', label: '支付宝' },
];
const yuan = (fen: number) => formatYuan(fen, true);
const newRequestId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_-]/g, '');

/** "14:59" from milliseconds (never negative). */
function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Re-renders every second while mounted (countdowns); the browser clock of the latest tick. */
function useTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/**
 * After paying from an item's paywall, whether the API now lets the member download it:
 * checking, yes, no, or unknown (a paywall that cannot ask); 'plan' for the VIP centre without an item.
 */
type Unlocked = 'checking' | 'yes' | 'no' | 'unknown' | 'plan';
type Step =
  | { name: 'choose' }
  | { name: 'rebuy'; order: PayOrder }
  | { name: 'risk'; order: PayOrder }
  /** The payment step: the QR (`image`) on a computer, the button to the cashier on a phone (`image` null). */
  | { name: 'qr'; order: PayOrder; url: string; image: string | null }
  | { name: 'done'; order: PayOrder; unlocked: Unlocked };

/**
 * The VIP centre and checkout (issue 10): plans by kind — or, as an item's paywall, only the
 * offers that unlock the item (issue 35: the rights table, cheapest first) — the random voucher
 * with its server-time countdown, the payment way, then the order — the rebuy prompt for an
 * unpaid order of the same plan, the SMS confirmation for a risk-flagged account, the payment QR
 * with its own countdown and status polling, and the result.
 */
/**
 * SPEC §3 prepay, as the payment lands: once when the payment QR is issued (prepay_amount, the
 * sum to pay) and once when it is paid (pay_amount, is_vip_conversion for a VIP plan). Money in
 * yuan; prepay_type is the order type (case_vip, ins_vip, joint_vip, item).
 */
function trackPrepay(order: PayOrder, stage: 'qr' | 'paid', payChannel: PayChannel): void {
  const fields: TrackInput = {
    order_id: order.orderId,
    current_price: order.originalPrice / 100,
    prepay_type: order.orderType,
    prepay_amount: order.realPrice / 100,
    area: 'pay',
    trans_data: { stage, pay_channel: payChannel, voucher: order.voucherAmount / 100 },
  };
  if (stage === 'paid') {
    fields.pay_amount = order.realPrice / 100;
    fields.is_vip_conversion = order.orderType !== 'item';
  }
  if (order.itemId !== null) trackItem('prepay', order.itemId, fields);
  else track('prepay', { ...fields, doc_id: order.planId ?? order.orderId });
}

function Checkout({ onClose }: { onClose: () => void }) {
  const { message } = useFeedback();
  const state = useAtomValue(payModalAtom);
  const user = useAtomValue(userInfoAtom);
  const bumpRights = useSetAtom(rightsVersionAtom);
  const [risk, setRisk] = useAtom(userRiskAtom);
  const { plans, error: plansError, retry } = useVipPlans(true);
  const voucher = useVoucher(user?.accountId ?? null);
  const { now } = useServerTime();
  useTick();

  const paywall = state.item ?? null;
  // An item's paywall offers only what unlocks the item (the rights table), cheapest first.
  const offers = useMemo(() => (paywall && plans ? paywallOffers(paywall.access, plans) : null), [paywall, plans]);
  // The VIP centre: every plan kind but those a held plan already includes.
  const vipInfo = useAtomValue(vipInfoAtom);
  const centre = useMemo(() => centreKinds(heldPlanKinds(vipInfo)), [vipInfo]);
  const itemPrice = paywall?.access.price ?? null;
  // Back from the phone's cashier: the same order, choice and payment step as it left them.
  const resume = state.resume;
  const [chosenTab, setTab] = useState<VipKind | 'item' | null>(resume?.tab ?? null);
  const opening = offers && (paywall?.open === 'item' ? offers.find((o) => o.key === 'item') : paywall?.open === 'plan' ? offers.find((o) => o.key !== 'item') : undefined);
  const tab: VipKind | 'item' = chosenTab ?? (offers ? (opening ?? offers[0])?.key : (state.kinds?.find((k) => centre.kinds.includes(k)) ?? centre.kinds[0])) ?? 'joint';
  const [planId, setPlanId] = useState<string | null>(resume?.planId ?? null);
  const [channel, setChannel] = useState<PayChannel>(resume?.channel ?? 'ums');
  const [step, setStep] = useState<Step>(resume ? { name: 'qr', order: resume.order, url: resume.url, image: null } : { name: 'choose' });
  const phone = usePhone();
  const [busy, setBusy] = useState(false);
  const requestId = useRef(newRequestId());

  const tabPlans = useMemo(() => (plans ?? []).filter((p) => p.kind === tab), [plans, tab]);
  // A paywall opens on the cheapest plan of the tab; the VIP centre on the recommended one.
  const cheapest = tabPlans.reduce<VipPlan | undefined>((a, p) => (!a || p.price < a.price ? p : a), undefined);
  const plan: VipPlan | undefined = tabPlans.find((p) => p.planId === planId) ?? (paywall ? cheapest : tabPlans.find((p) => p.recommended)) ?? tabPlans[0];
  const voucherLeft = voucher ? voucher.expireAt - now() : 0;
  const voucherFits = !!voucher && voucherLeft > 0 && tab !== 'item' && voucher.kinds.includes(tab);
  const price = tab === 'item' ? (itemPrice ?? 0) : plan ? Math.max(1, plan.price - (voucherFits ? voucher!.amount : 0)) : 0;

  // A new choice is a new request; repeating the same click keeps its id (one order).
  useEffect(() => {
    requestId.current = newRequestId();
  }, [tab, planId, channel]);

  // A computer shows the QR for a phone to scan; a phone opens the cashier itself, which sends it
  // back to this page (cashier-return.ts), where the checkout is kept meanwhile.
  const showQr = useCallback(
    async (order: PayOrder) => {
      const returnUrl = phone ? cashierReturnUrl(window.location.href, order.orderId) : undefined;
      const res = await getPayQrCode(order.orderId, channel, order.isCase, returnUrl);
      if (!res.ok) {
        void message.error(messageOf(res, phone ? '支付链接获取失败，请稍后重试' : '二维码获取失败，请稍后重试'));
        return;
      }
      trackPrepay(order, 'qr', channel);
      const url = res.data.qrUrl;
      if (phone) rememberCheckout({ order, url, channel, tab, planId: plan?.planId ?? null, kinds: state.kinds, item: state.item });
      setStep({ name: 'qr', order, url, image: phone ? null : await qrDataUrl(url) });
    },
    [channel, message, phone, tab, plan?.planId, state.kinds, state.item],
  );

  // SPEC §5 with every input: the account's level, and the order's SKU (a plan) or case (an
  // item) against those flagged for the account (userRiskAtom).
  const proceed = useCallback(
    async (order: PayOrder, inputs: RiskInputs = risk) => {
      if (purchaseRisk(inputs, order.orderType, order.planId ?? order.itemId)) setStep({ name: 'risk', order });
      else await showQr(order);
    },
    [risk, showQr],
  );

  const submit = async (renew = false) => {
    if (busy) return;
    setBusy(true);
    // A plan bought from an item's paywall names the item: the API refuses a plan that would not unlock it.
    const body = tab === 'item' ? { itemId: paywall!.id } : { planId: plan!.planId, ...(paywall ? { forItemId: paywall.id } : {}), ...(voucherFits ? { voucherId: voucher!.voucherId } : {}) };
    if (renew) requestId.current = newRequestId();
    const res = await createOrder({ ...body, requestId: requestId.current, ...(renew ? { renew: true } : {}) }, tab === 'ins');
    if (!res.ok) {
      setBusy(false);
      void message.error(messageOf(res, '下单失败，请稍后重试'));
      return;
    }
    // The order answer carries the risk inputs as they are now: the UI flag follows them.
    const fresh = toRiskInputs(res.data.riskLevel, res.data.flagged);
    setRisk(fresh);
    if (res.data.reused && !renew) {
      // The earlier order may have been paid on the phone meanwhile: ask the payment centre first.
      const latest = await getPayOrder(res.data.order.orderId);
      if (latest.ok && latest.data.status === 'paid') await paid({ ...res.data.order, status: 'paid', paidAt: latest.data.paidAt });
      else setStep({ name: 'rebuy', order: res.data.order });
    } else await proceed(res.data.order, fresh);
    setBusy(false);
  };

  const settled = useRef<string | null>(null);
  const paid = useCallback(
    async (order: PayOrder) => {
      if (settled.current === order.orderId) return;
      settled.current = order.orderId;
      trackPrepay(order, 'paid', order.payType ?? channel);
      const recheck = paywall?.recheck;
      setStep({ name: 'done', order, unlocked: !paywall ? 'plan' : recheck ? 'checking' : 'unknown' });
      await refreshAccount();
      // 权益已到账 and 继续下载 only once the API says the item is downloadable now.
      if (recheck) {
        const yes = await recheck().catch(() => false);
        setStep({ name: 'done', order, unlocked: yes ? 'yes' : 'no' });
      }
      bumpRights((v) => v + 1);
      void checkPayorder({ payorderId: order.payorderId, logidUrl: window.location.href });
    },
    [bumpRights, channel, paywall],
  );

  const qrOrder = step.name === 'qr' ? step.order : null;
  const { status } = useOrderStatus(qrOrder?.orderId ?? null, qrOrder?.isCase ?? true, (latest) => {
    if (qrOrder && latest.orderId === qrOrder.orderId && latest.status === 'paid') void paid({ ...qrOrder, status: 'paid', paidAt: latest.paidAt });
  });

  if (plansError) return <StatusResult status="warning" title={plansError.message} extra={<Button onClick={retry}>重试</Button>} />;
  if (!plans) return <Skeleton active paragraph={{ rows: 6 }} />;

  if (step.name === 'done') {
    const paidLine = `${step.order.title} · 实付 ${yuan(step.order.realPrice)}`;
    const { unlocked } = step;
    if (unlocked === 'yes' || unlocked === 'plan') {
      const download = unlocked === 'yes' ? paywall?.download : undefined;
      return (
        <StatusResult
          status="success"
          title="支付成功，权益已到账"
          subTitle={paidLine}
          extra={
            <Button type="primary" onClick={() => (onClose(), download?.())}>
              {download ? '继续下载' : '完成'}
            </Button>
          }
        />
      );
    }
    return (
      <StatusResult
        status={unlocked === 'no' ? 'warning' : 'success'}
        title="支付成功"
        subTitle={
          unlocked === 'checking'
            ? `${paidLine}，正在确认下载权限…`
            : unlocked === 'no'
              ? `${paidLine}。该资源暂未显示为可下载，请稍后刷新页面；如仍无法下载，请联系客服（订单号 ${step.order.orderId}）`
              : `${paidLine}，可回到资源页下载`
        }
        extra={
          <Button type="primary" loading={unlocked === 'checking'} onClick={onClose}>
            完成
          </Button>
        }
      />
    );
  }

  if (step.name === 'rebuy') {
    return (
      <StatusResult
        status="info"
        title="你有一笔未支付的订单"
        subTitle={`${step.order.title} · ${yuan(step.order.realPrice)}，可继续支付，或关闭它重新下单`}
        extra={[
          <Button key="go" type="primary" loading={busy} onClick={() => void proceed(step.order)}>
            继续支付
          </Button>,
          <Button key="renew" loading={busy} onClick={() => void submit(true)}>
            重新下单
          </Button>,
        ]}
      />
    );
  }

  if (step.name === 'risk') return <RiskConfirm order={step.order} onVerified={() => void showQr(step.order)} />;

  if (step.name === 'qr') {
    const final = status?.status;
    const left = step.order.expireAt - now();
    if (final === 'expired' || final === 'closed' || (left <= 0 && final !== 'paid')) {
      return (
        <StatusResult
          status="warning"
          title={final === 'closed' ? '订单已关闭' : step.image ? '二维码已过期' : '订单已过期'}
          subTitle={`订单未支付，已失效。${step.image ? '重新获取二维码' : '重新下单'}即可继续购买。`}
          extra={
            <Button type="primary" loading={busy} onClick={() => void submit(true)}>
              {step.image ? '重新获取二维码' : '重新下单'}
            </Button>
          }
        />
      );
    }
    const waiting = status?.status === 'paying' || !status;
    const way = CHANNELS.find((c) => c.value === channel)?.label;
    if (!step.image) {
      return (
        <div className={styles.qr} data-testid="pay-phone">
          <p className={styles.amount}>
            {way}支付 <strong>{yuan(step.order.realPrice)}</strong>
          </p>
          {/* A plain link: the cashier (the payment app's page) opens in this tab and sends it back here. */}
          <Button type="primary" size="large" block href={step.url} data-testid="pay-open-cashier">
            前往{way}付款
          </Button>
          <p className={styles.countdown} aria-live="polite">
            {waiting ? `请在 ${clock(left)} 内完成支付，付款后回到本页即可继续` : '正在确认支付结果…'}
          </p>
          <p className={styles.meta}>
            {step.order.title} · 订单号 {step.order.orderId}
          </p>
        </div>
      );
    }
    return (
      <div className={styles.qr} data-testid="pay-qr">
        <p className={styles.amount}>
          {way}扫码支付 <strong>{yuan(step.order.realPrice)}</strong>
        </p>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn in the browser */}
        <img src={step.image} alt={`付款二维码：${step.order.title}`} width={200} height={200} data-testid="pay-qr-image" data-url={step.url} />
        <p className={styles.countdown} aria-live="polite">
          {waiting ? `请在 ${clock(left)} 内完成支付，支付后本页自动更新` : '正在确认支付结果…'}
        </p>
        <p className={styles.meta}>
          {step.order.title} · 订单号 {step.order.orderId}
        </p>
        {devQrShortcut(step.url) && (
          <a className={styles.local} href={step.url} target="_blank" rel="noopener noreferrer">
            本机调试：在新窗口打开收银台
          </a>
        )}
      </div>
    );
  }

  const tabs = offers
    ? offers.map((o) => ({ key: o.key, label: o.key === 'item' ? '单独购买' : VIP_KIND_LABELS[o.key] }))
    : centre.kinds.map((key) => ({ key, label: VIP_KIND_LABELS[key] }));
  const note = paywall ? heldNote(paywall.access) : centre.note;
  if (offers && !offers.length) return <StatusResult status="info" title="该资源暂不可购买" subTitle="请刷新页面后重试" />;
  return (
    <div className={styles.choose}>
      {note && (
        <p className={styles.held} data-testid="paywall-held">
          {note}
        </p>
      )}
      <Tabs activeKey={tab} onChange={(k) => (setTab(k as VipKind | 'item'), setPlanId(null))} items={tabs} />
      {tab === 'item' && paywall && itemPrice !== null ? (
        <div className={styles.single}>
          <strong>{paywall.title}</strong>
          <span>单独购买后永久可下载 · {yuan(itemPrice)}</span>
        </div>
      ) : (
        <div className={styles.plans} role="radiogroup" aria-label="选择套餐">
          {tabPlans.map((p) => (
            <button
              key={p.planId}
              type="button"
              role="radio"
              aria-checked={plan?.planId === p.planId}
              className={plan?.planId === p.planId ? `${styles.plan} ${styles.selected}` : styles.plan}
              onClick={() => setPlanId(p.planId)}
            >
              {p.recommended && <span className={styles.badge}>推荐</span>}
              <span className={styles.planName}>{p.name}</span>
              <span className={styles.planPrice}>{yuan(p.price)}</span>
              <s className={styles.original}>{yuan(p.originalPrice)}</s>
            </button>
          ))}
        </div>
      )}
      {plan && tab !== 'item' && (
        <ul className={styles.benefits}>
          {plan.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      {voucherFits && (
        <p className={styles.voucher} data-testid="voucher">
          限时优惠券 立减 {yuan(voucher!.amount)} · 剩余 {clock(voucherLeft)}
        </p>
      )}
      <div className={styles.footer}>
        <Radio.Group value={channel} onChange={(e) => setChannel(e.target.value as PayChannel)} options={CHANNELS} optionType="button" aria-label="支付方式" />
        <Button type="primary" size="large" loading={busy} disabled={tab !== 'item' && !plan} onClick={() => void submit()} data-testid="pay-submit">
          立即支付 {yuan(price)}
        </Button>
      </div>
      <p className={styles.meta}>价格以服务器计算为准；未支付订单 15 分钟后自动关闭。</p>
    </div>
  );
}

/**
 * SPEC §5 risk flag: the purchase is confirmed with an SMS code first — the same slider + code
 * flow as the code login (PhoneCodeField), to the account's own phone typed in full.
 */
function RiskConfirm({ order, onVerified }: { order: PayOrder; onVerified: () => void }) {
  const { message } = useFeedback();
  const user = useAtomValue(userInfoAtom);
  const [form] = Form.useForm<{ phoneNo: string; code: string }>();
  const [busy, setBusy] = useState(false);
  const send = useCallback((phoneNo: string) => sendRiskCode(order.orderId, phoneNo), [order.orderId]);

  const verify = async ({ code }: { code: string }) => {
    setBusy(true);
    const res = await verifyRiskCode(order.orderId, code.trim());
    setBusy(false);
    if (res.ok) onVerified();
    else void message.error(messageOf(res, '验证失败，请重试'));
  };
  return (
    <div className={styles.risk}>
      <h3>安全验证</h3>
      <p>为保障账户安全，本次支付需要验证账号绑定的手机号{user?.phone ? `（${user.phone}）` : ''}。</p>
      <Form form={form} name="pay-risk" layout="vertical" requiredMark={false} onFinish={verify}>
        <Form.Item name="phoneNo" label="绑定手机号" rules={[ruleOf(phoneError)]}>
          <Input prefix="+86" maxLength={11} inputMode="numeric" autoComplete="tel" placeholder="请输入完整的绑定手机号" />
        </Form.Item>
        <PhoneCodeField form={form} scene="pay" idPrefix="pay-risk" send={send} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          验证并继续支付
        </Button>
      </Form>
    </div>
  );
}

/** The modal's title: what the paywall sells, or the VIP centre. */
function titleOf(item: PayModalState['item']): string {
  if (!item) return '开通会员';
  const { needs, price } = item.access;
  return needs.length ? (price !== null ? '开通会员或单独购买' : '开通会员') : '购买下载';
}

/** The lazily loaded VIP centre modal (opened through payModalAtom). */
export default function PayModal() {
  const [state, setState] = useAtom(payModalAtom);
  const close = () => setState({ open: false });
  return (
    <AntdProvider>
      <Modal open={state.open} onCancel={close} footer={null} width={680} title={titleOf(state.item)} destroyOnHidden>
        {state.open && <Checkout onClose={close} />}
      </Modal>
    </AntdProvider>
  );
}
