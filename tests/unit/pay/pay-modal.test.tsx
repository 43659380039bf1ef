import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { http as mock, HttpResponse } from 'msw';
import '../login/helpers/antd-jsdom';
import PayModal from '@/components/checkout/pay-modal';
import type { PayOrder, VipPlan } from '@/lib/api/contract/pay';
import { payModalAtom, rightsVersionAtom } from '@/components/checkout';
import { userInfoAtom, userRiskAtom, loginStatusAtom } from '@/components/login';
import type { RiskFlagged } from '@/lib/api/contract/risk';
import { envelope, MOCK_SERVER_TIME } from '../../mocks/handlers';
import { accountInfo } from '../../mocks/account-handlers';
import { server, setupMswServer } from '../../mocks/server';
import { FreshSwr } from '../helpers/swr';

jest.mock('@/components/login/account-store', () => ({ ...jest.requireActual('@/components/login/account-store'), refreshAccount: jest.fn(async () => ({ status: 'user' })) }));
setupMswServer();
jest.setTimeout(60_000);
const SLOW = { timeout: 20_000 };
const store = getDefaultStore();

const plan = (over: Partial<VipPlan>): VipPlan => ({ planId: 'joint-year', kind: 'joint', term: 'year', name: '联合会员 · 年卡', price: 59800, originalPrice: 99800, days: 365, benefits: ['全站资源免费下载'], recommended: true, ...over });
const PLANS = [plan({}), plan({ planId: 'joint-month', term: 'month', name: '联合会员 · 月卡', price: 9800, originalPrice: 16800, days: 30, recommended: false }), plan({ planId: 'case-year', kind: 'case', name: '案例 VIP · 年卡', price: 29800 })];

const order = (over: Partial<PayOrder> = {}): PayOrder => ({
  orderId: 'O100',
  payorderId: 'P100',
  orderType: 'joint_vip',
  isCase: true,
  planId: 'joint-year',
  itemId: null,
  title: '联合会员 · 年卡',
  realPrice: 58800,
  originalPrice: 99800,
  voucherAmount: 1000,
  status: 'created',
  payType: null,
  createdAt: MOCK_SERVER_TIME,
  expireAt: MOCK_SERVER_TIME + 15 * 60_000,
  paidAt: null,
  ...over,
});

/** The payment API: plans, a voucher, create (recording bodies), QR, status answers in turn, checkPayorder. */
function payApi(opts: { statuses?: string[]; riskLevel?: number; flagged?: RiskFlagged[]; created?: PayOrder } = {}) {
  const creates: Record<string, unknown>[] = [];
  const checks: unknown[] = [];
  let polls = 0;
  const statuses = opts.statuses ?? ['paying'];
  server.use(
    mock.get('*/payCenter/vip/plans', () => HttpResponse.json(envelope({ plans: PLANS }))),
    mock.get('*/payCenter/case/vip/voucher/randomVoucherInfo', () => HttpResponse.json(envelope({ voucherId: 'V1', amount: 1000, kinds: ['joint', 'case'], expireAt: MOCK_SERVER_TIME + 10 * 60_000 }))),
    mock.post('*/payCenter/case/vip/createCaseOrder', async ({ request }) => {
      creates.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(envelope({ order: opts.created ?? order(), reused: false, riskLevel: opts.riskLevel ?? 0, flagged: opts.flagged ?? [] }));
    }),
    mock.post('*/payCenter/case/vip/casePayUmsQrcode', ({ request }) =>
      HttpResponse.json(envelope({ orderId: new URL(request.url).searchParams.get('orderId'), payType: 'ums', qrUrl: 'http://localhost:4000/cashier?order=O100&t=secret', expireAt: MOCK_SERVER_TIME + 15 * 60_000 })),
    ),
    mock.post('*/payCenter/case/vip/checkCaseOrderStatus', () => {
      const status = statuses[Math.min(polls++, statuses.length - 1)]!;
      return HttpResponse.json(envelope({ orderId: 'O100', status, paidAt: status === 'paid' ? MOCK_SERVER_TIME + 1000 : null, expireAt: MOCK_SERVER_TIME + 15 * 60_000 }));
    }),
    mock.post('*/payCenter/pay/checkPayorder', async ({ request }) => {
      checks.push(await request.json());
      return HttpResponse.json(envelope({ orderId: 'O100', status: 'paid', paidAt: 1, expireAt: 1, reported: true }));
    }),
  );
  return { creates, checks };
}

function view() {
  return render(
    <FreshSwr config={{ dedupingInterval: 0 }}>
      <PayModal />
    </FreshSwr>,
  );
}

beforeEach(() => {
  store.set(loginStatusAtom, 'user');
  store.set(userInfoAtom, accountInfo());
  store.set(payModalAtom, { open: true });
  store.set(rightsVersionAtom, 0);
  store.set(userRiskAtom, { riskLevel: 0, flagged: [] });
});

describe('PayModal (VIP centre and checkout)', () => {
  it('shows plans with the voucher, makes one request id of a double click, and shows success once the order is paid', async () => {
    const api = payApi({ statuses: ['paying', 'paid'] });
    view();
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(dialog).findByRole('radio', { name: /联合会员 · 年卡/ }, SLOW)).toHaveAttribute('aria-checked', 'true');
    expect(await within(dialog).findByTestId('voucher')).toHaveTextContent(/限时优惠券 立减 ¥10 · 剩余 \d\d:\d\d/);
    const submit = within(dialog).getByTestId('pay-submit');
    expect(submit).toHaveTextContent('立即支付 ¥588');
    fireEvent.click(submit);
    fireEvent.click(submit);
    const qr = await within(dialog).findByTestId('pay-qr-image', {}, SLOW);
    expect(qr).toHaveAttribute('data-url', 'http://localhost:4000/cashier?order=O100&t=secret');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(new Set(api.creates.map((c) => c.requestId)).size).toBe(1);
    expect(api.creates[0]).toMatchObject({ planId: 'joint-year', voucherId: 'V1' });
    expect(api.creates[0]).not.toHaveProperty('price');
    expect(within(dialog).getByText(/请在 1\d:\d\d 内完成支付/)).toBeInTheDocument();
    expect(await within(dialog).findByText('支付成功，权益已到账', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(api.checks).toEqual([expect.objectContaining({ payorderId: 'P100', deviceType: 2, newType: 10 })]));
    expect(store.get(rightsVersionAtom)).toBe(1);
  });

  it('shows an expired QR with a way to a new one (a renewed order)', async () => {
    const api = payApi({ created: order({ expireAt: MOCK_SERVER_TIME - 1000 }) });
    view();
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(await within(dialog).findByTestId('pay-submit', {}, SLOW));
    fireEvent.click(await within(dialog).findByRole('button', { name: '重新获取二维码' }, SLOW));
    await waitFor(() => expect(api.creates).toHaveLength(2));
    expect(api.creates[1]).toMatchObject({ renew: true });
    expect(api.creates[1]!.requestId).not.toBe(api.creates[0]!.requestId);
  });

  it('asks a risk-flagged account to confirm with the slider and an SMS code before any QR', async () => {
    payApi({ riskLevel: 2 });
    view();
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(await within(dialog).findByTestId('pay-submit', {}, SLOW));
    expect(await within(dialog).findByText('安全验证', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('绑定手机号')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('pay-qr-image')).toBeNull();
  });

  it('asks for the SMS code when the order’s SKU is flagged for the account (the §5 id branch), and holds the inputs as the UI flag', async () => {
    const flagged: RiskFlagged[] = [{ skuId: 'joint-year', caseId: null, reason: 'refund' }];
    payApi({ riskLevel: 0, flagged });
    view();
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(await within(dialog).findByTestId('pay-submit', {}, SLOW));
    expect(await within(dialog).findByText('安全验证', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('pay-qr-image')).toBeNull();
    expect(store.get(userRiskAtom)).toEqual({ riskLevel: 0, flagged });
  });

  it('goes straight to the QR when the flagged SKU and case are other purchases', async () => {
    payApi({ riskLevel: 1, flagged: [{ skuId: 'case-month', caseId: null, reason: 'refund' }, { skuId: null, caseId: 15, reason: 'dispute' }] });
    view();
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(await within(dialog).findByTestId('pay-submit', {}, SLOW));
    expect(await within(dialog).findByTestId('pay-qr-image', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByText('安全验证')).toBeNull();
    expect(store.get(userRiskAtom).riskLevel).toBe(1);
  });
});
