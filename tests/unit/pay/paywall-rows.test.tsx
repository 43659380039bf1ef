import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { http as mock, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import '../login/helpers/antd-jsdom';
import PayModal from '@/components/checkout/pay-modal';
import type { PayOrder, VipKind, VipPlan } from '@/lib/api/contract/pay';
import { accessFor, FILE_KINDS, planUnlocks, singlePrice, type LockedAccess, type RightsItem } from '@/lib/api/contract/rights';
import { payModalAtom, rightsVersionAtom } from '@/components/checkout';
import { userInfoAtom, loginStatusAtom } from '@/components/login';
import { envelope, MOCK_SERVER_TIME } from '../../mocks/handlers';
import { accountInfo } from '../../mocks/account-handlers';
import { server, setupMswServer } from '../../mocks/server';

// The paywall against every row of the rights table: whatever it would show for a locked item —
// each tab, each plan under it, the single purchase — must unlock that item; it opens on the
// cheapest offer; and after paying it says 权益已到账 / 继续下载 only when the item is downloadable.
jest.mock('@/components/login/account-store', () => ({ ...jest.requireActual('@/components/login/account-store'), refreshAccount: jest.fn(async () => ({ status: 'user' })) }));
setupMswServer();
jest.setTimeout(300_000);
const SLOW = { timeout: 20_000 };
const store = getDefaultStore();

const TERMS = [['month', '月卡', 1], ['year', '年卡', 5], ['lifetime', '永久', 12]] as const;
const BASE: Record<VipKind, number> = { joint: 5800, case: 3800, ins: 2800 };
const NAMES: Record<VipKind, string> = { joint: '联合会员', case: '案例 VIP', ins: '灵感 VIP' };
const PLANS: VipPlan[] = (['joint', 'case', 'ins'] as const).flatMap((kind) =>
  TERMS.map(([term, label, times]) => ({ planId: `${kind}-${term}`, kind, term, name: `${NAMES[kind]} · ${label}`, price: BASE[kind] * times, originalPrice: BASE[kind] * times * 2, days: 31, benefits: [], recommended: term === 'year' })),
);
const planByName = (text: string) => PLANS.find((p) => text.includes(p.name));

/** Every locked row: each kind with a file, VIP or priced, for each set of plans a member may hold. */
const HELD: VipKind[][] = [[], ['case'], ['ins'], ['joint'], ['case', 'ins']];
const ROWS = FILE_KINDS.flatMap((kind) =>
  [{ vip: true, price: 0 }, { vip: false, price: 2 }].flatMap(({ vip, price }) =>
    // A priced item is never in a plan: which plan is held changes only the words.
    (price > 0 ? [[], ['joint']] as VipKind[][] : HELD).flatMap((held) => {
      const item: RightsItem = { kind, vip, price };
      const access = accessFor(item, held);
      return access.state === 'locked' ? [{ item, held, access }] : [];
    }),
  ),
);

const order = (over: Partial<PayOrder>): PayOrder => ({
  orderId: 'O200', payorderId: 'P200', orderType: 'item', isCase: true, planId: null, itemId: 7, title: '单独购买：现代沙发', realPrice: 1990, originalPrice: 1990, voucherAmount: 0,
  status: 'created', payType: null, createdAt: MOCK_SERVER_TIME, expireAt: MOCK_SERVER_TIME + 15 * 60_000, paidAt: null, ...over,
});

function payApi() {
  const creates: Record<string, unknown>[] = [];
  server.use(
    mock.get('*/payCenter/vip/plans', () => HttpResponse.json(envelope({ plans: PLANS }))),
    mock.get('*/payCenter/case/vip/voucher/randomVoucherInfo', () => HttpResponse.json(envelope(null))),
    mock.post('*/payCenter/case/vip/createCaseOrder', async ({ request }) => {
      creates.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(envelope({ order: order({}), reused: false, riskLevel: 0 }));
    }),
    mock.post('*/payCenter/case/vip/casePayUmsQrcode', () => HttpResponse.json(envelope({ orderId: 'O200', payType: 'ums', qrUrl: 'http://localhost:4000/cashier?order=O200&t=secret', expireAt: MOCK_SERVER_TIME + 15 * 60_000 }))),
    mock.post('*/payCenter/case/vip/checkCaseOrderStatus', () => HttpResponse.json(envelope({ orderId: 'O200', status: 'paid', paidAt: MOCK_SERVER_TIME + 1000, expireAt: MOCK_SERVER_TIME + 15 * 60_000 }))),
    mock.post('*/payCenter/pay/checkPayorder', () => HttpResponse.json(envelope({ orderId: 'O200', status: 'paid', paidAt: 1, expireAt: 1, reported: true }))),
  );
  return creates;
}

function view() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PayModal />
    </SWRConfig>,
  );
}

function open(access: LockedAccess, extra: { recheck?: () => Promise<boolean>; download?: () => void; open?: 'item' | 'plan' } = {}) {
  store.set(payModalAtom, { open: true, item: { id: 7, title: '现代沙发', access, ...extra } });
}

beforeEach(() => {
  store.set(loginStatusAtom, 'user');
  store.set(userInfoAtom, accountInfo());
  store.set(rightsVersionAtom, 0);
});

describe('the paywall against every row of the rights table', () => {
  it(`shows only offers that unlock the item, opening on the cheapest (${ROWS.length} rows)`, async () => {
    payApi();
    expect(ROWS.length).toBeGreaterThan(25);
    for (const { item, held, access } of ROWS) {
      const row = `${item.kind} vip=${item.vip} price=${item.price} held=${held.join('+') || '-'}`;
      act(() => open(access));
      const ui = view();
      const dialog = await screen.findByRole('dialog', {}, SLOW);
      const tabs = await within(dialog).findAllByRole('tab', {}, SLOW);
      // Opens on the cheapest: the item's own purchase (every locked row has one, and it costs less than any plan).
      expect([row, tabs.find((t) => t.getAttribute('aria-selected') === 'true')?.textContent]).toEqual([row, '单独购买']);
      expect([row, within(dialog).getByTestId('pay-submit').textContent]).toEqual([row, `立即支付 ¥${(singlePrice(item)! / 100).toFixed(singlePrice(item)! % 100 ? 2 : 0)}`]);
      const shown: string[] = [];
      for (const name of tabs.map((t) => t.textContent!)) {
        fireEvent.click(within(dialog).getByRole('tab', { name }));
        if (name === '单独购买') {
          expect(singlePrice(item)).not.toBeNull();
          shown.push('item');
          continue;
        }
        const radios = within(within(dialog).getByRole('radiogroup', { name: '选择套餐' })).getAllByRole('radio');
        expect(radios.length).toBeGreaterThan(0);
        for (const r of radios) {
          const p = planByName(r.textContent ?? '');
          // The one check this test exists for: an offer that would not unlock the item fails it.
          expect([row, p?.planId, p && planUnlocks(p.kind, item), p && held.includes(p.kind)]).toEqual([row, p?.planId, true, false]);
          shown.push(p!.kind);
        }
      }
      // ...and nothing that unlocks it is missing.
      expect([row, [...new Set(shown)].sort()]).toEqual([row, ['item', ...access.needs].sort()]);
      const note = within(dialog).queryByTestId('paywall-held');
      expect([row, note === null]).toEqual([row, held.length === 0]);
      if (held.length) for (const k of held) expect(note).toHaveTextContent(NAMES[k]);
      ui.unmount();
    }
  });

  it('orders a plan for the item (the API checks it unlocks it) and the purchase by item id', async () => {
    const creates = payApi();
    const access = accessFor({ kind: '3d', vip: true, price: 0 }, ['case']);
    if (access.state !== 'locked') throw new Error('locked');
    open(access, { open: 'plan' });
    view();
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(dialog).findByRole('tab', { name: '联合会员', selected: true }, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /联合会员 · 月卡/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByTestId('paywall-held')).toHaveTextContent('你已开通案例 VIP（可免费下载 VIP 案例），但不含此资源');
    fireEvent.click(within(dialog).getByTestId('pay-submit'));
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(creates[0]).toMatchObject({ planId: 'joint-month', forItemId: 7 });
  });

  it('says 权益已到账 and offers 继续下载 (which starts the download) only when the API says the item is downloadable', async () => {
    for (const downloadable of [true, false]) {
      payApi();
      const download = jest.fn();
      open({ state: 'locked', needs: [], price: 200, held: ['joint'] }, { recheck: async () => downloadable, download });
      const ui = view();
      const dialog = await screen.findByRole('dialog', {}, SLOW);
      expect(await within(dialog).findByTestId('paywall-held', {}, SLOW)).toHaveTextContent('你已开通联合会员，设计币资源不在会员权益内，需单独购买');
      expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['单独购买']);
      fireEvent.click(within(dialog).getByTestId('pay-submit'));
      if (downloadable) {
        expect(await within(dialog).findByText('支付成功，权益已到账', {}, SLOW)).toBeInTheDocument();
        fireEvent.click(within(dialog).getByRole('button', { name: '继续下载' }));
        expect(download).toHaveBeenCalledTimes(1);
        expect(store.get(payModalAtom).open).toBe(false);
      } else {
        expect(await within(dialog).findByText(/该资源暂未显示为可下载/, {}, SLOW)).toBeInTheDocument();
        expect(within(dialog).queryByText('支付成功，权益已到账')).toBeNull();
        expect(within(dialog).queryByRole('button', { name: '继续下载' })).toBeNull();
      }
      await waitFor(() => expect(store.get(rightsVersionAtom)).toBeGreaterThan(0));
      ui.unmount();
      store.set(rightsVersionAtom, 0);
    }
  });
});
