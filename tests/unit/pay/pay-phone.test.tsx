import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { http as mock, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import '../login/helpers/antd-jsdom';
import PayModal from '@/components/checkout/pay-modal';
import { PayModalHost } from '@/components/checkout/pay-modal-host';
import { DownloadPanel } from '@/components/download/download-panel';
import { pendingDownloadAtom } from '@/components/download/state';
import { navigateTo } from '@/lib/http/navigate';
import { cashierReturnUrl, takeCashierReturn } from '@/components/checkout/cashier-return';
import type { PayOrder, VipPlan } from '@/lib/api/contract/pay';
import { payModalAtom, rightsVersionAtom } from '@/components/checkout';
import { userInfoAtom, loginStatusAtom } from '@/components/login';
import { getItem, setItem, type StoredCheckout } from '@/lib/storage';
import { PHONE_MEDIA_QUERY } from '@/lib/visitor/phone';
import { envelope, MOCK_SERVER_TIME } from '../../mocks/handlers';
import { accountInfo } from '../../mocks/account-handlers';
import { server, setupMswServer } from '../../mocks/server';

// Issue 35 "Pay on a phone": the payment step is a button to the cashier on a phone (the QR stays
// for a computer), the cashier is told where to send the phone back, and the page it comes back
// to resumes the checkout.
jest.mock('@/lib/http/navigate', () => ({ navigateTo: jest.fn() }));
jest.mock('@/components/login/use-login-check-now', () => ({ useLoginCheckNow: () => {} }));
jest.mock('@/components/login/account-store', () => ({ ...jest.requireActual('@/components/login/account-store'), refreshAccount: jest.fn(async () => ({ status: 'user' })) }));
setupMswServer();
jest.setTimeout(60_000);
const SLOW = { timeout: 20_000 };
const store = getDefaultStore();
const PAGE = 'http://localhost/detail/2984/3d';
const CASHIER = 'http://localhost/api-gw/cashier?order=O200&t=secret';

const PLANS: VipPlan[] = [{ planId: 'joint-year', kind: 'joint', term: 'year', name: '联合会员 · 年卡', price: 29800, originalPrice: 59800, days: 366, benefits: ['全站资源免费下载'], recommended: true }];
const ORDER: PayOrder = {
  orderId: 'O200',
  payorderId: 'PO200',
  orderType: 'joint_vip',
  isCase: true,
  planId: 'joint-year',
  itemId: null,
  title: '联合会员 · 年卡',
  realPrice: 29800,
  originalPrice: 59800,
  voucherAmount: 0,
  status: 'created',
  payType: null,
  createdAt: MOCK_SERVER_TIME,
  expireAt: MOCK_SERVER_TIME + 15 * 60_000,
  paidAt: null,
};

/** The payment API; `qrBodies` records what the QR call was asked (the phone's return address). */
function payApi(statuses: string[] = ['paying']) {
  const qrBodies: Record<string, unknown>[] = [];
  let polls = 0;
  server.use(
    mock.get('*/payCenter/vip/plans', () => HttpResponse.json(envelope({ plans: PLANS }))),
    mock.get('*/payCenter/case/vip/voucher/randomVoucherInfo', () => HttpResponse.json(envelope(null))),
    mock.post('*/payCenter/case/vip/createCaseOrder', () => HttpResponse.json(envelope({ order: ORDER, reused: false, riskLevel: 0 }))),
    mock.post('*/payCenter/case/vip/casePayUmsQrcode', async ({ request }) => {
      qrBodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(envelope({ orderId: 'O200', payType: 'ums', qrUrl: CASHIER, expireAt: ORDER.expireAt }));
    }),
    mock.post('*/payCenter/case/vip/checkCaseOrderStatus', () => {
      const status = statuses[Math.min(polls++, statuses.length - 1)]!;
      return HttpResponse.json(envelope({ orderId: 'O200', status, paidAt: status === 'paid' ? MOCK_SERVER_TIME + 1000 : null, expireAt: ORDER.expireAt }));
    }),
    mock.post('*/payCenter/pay/checkPayorder', () => HttpResponse.json(envelope({ orderId: 'O200', status: 'paid', paidAt: 1, expireAt: 1, reported: true }))),
  );
  return { qrBodies };
}

function setScreen(narrow: boolean) {
  window.matchMedia = jest.fn((query: string) => ({ matches: narrow && query === PHONE_MEDIA_QUERY, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
}

function view(node = <PayModal />) {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/detail/2984/3d');
  store.set(loginStatusAtom, 'user');
  store.set(userInfoAtom, accountInfo());
  store.set(payModalAtom, { open: true, kinds: ['joint'], item: { id: 2984, title: '现代沙发', access: { state: 'locked', needs: ['joint'], price: 1990, held: [] }, open: 'plan' } });
  store.set(rightsVersionAtom, 0);
});
afterEach(() => {
  localStorage.clear();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('the payment step on a phone', () => {
  it('offers a button to the cashier instead of the QR, with this page as the way back, and keeps the checkout', async () => {
    setScreen(true);
    const api = payApi();
    view();
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(await within(dialog).findByTestId('pay-submit', {}, SLOW));
    const button = await within(dialog).findByRole('link', { name: /前往银联云闪付付款/ }, SLOW);
    expect(button).toHaveAttribute('href', CASHIER);
    expect(within(dialog).queryByTestId('pay-qr-image')).toBeNull();
    expect(within(dialog).getByText(/请在 1\d:\d\d 内完成支付，付款后回到本页即可继续/)).toBeInTheDocument();
    expect(api.qrBodies).toEqual([{ returnUrl: `${PAGE}?payOrder=O200` }]);
    expect(getItem('payResume')).toMatchObject({ order: { orderId: 'O200' }, url: CASHIER, channel: 'ums', tab: 'joint', planId: 'joint-year', item: { id: 2984 } });
  });

  it('keeps the QR on a computer, without a return address', async () => {
    setScreen(false);
    const api = payApi();
    view();
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(await within(dialog).findByTestId('pay-submit', {}, SLOW));
    expect(await within(dialog).findByTestId('pay-qr-image', {}, SLOW)).toHaveAttribute('data-url', CASHIER);
    expect(within(dialog).queryByTestId('pay-open-cashier')).toBeNull();
    expect(api.qrBodies).toEqual([{}]);
    expect(getItem('payResume')).toBeNull();
  });
});

describe('coming back from the cashier', () => {
  const kept: StoredCheckout = { order: { ...ORDER, status: 'paying', payType: 'ums' }, url: CASHIER, channel: 'ums', tab: 'joint', planId: 'joint-year', kinds: ['joint'], item: { id: 2984, title: '现代沙发', access: { state: 'locked', needs: ['joint'], price: 1990, held: [] }, open: 'plan' } };

  it('marks the return address with the order, and takes the mark off the address when back', () => {
    expect(cashierReturnUrl(`${PAGE}?tab=1#top`, 'O200')).toBe(`${PAGE}?tab=1&payOrder=O200`);
    setItem('payResume', kept);
    window.history.replaceState(null, '', '/detail/2984/3d?tab=1&payOrder=O200');
    expect(takeCashierReturn()).toEqual(kept);
    expect(window.location.search).toBe('?tab=1');
    expect(getItem('payResume')).toBeNull();
    // Another order's mark, or none kept: nothing to resume (and the mark still goes).
    setItem('payResume', kept);
    window.history.replaceState(null, '', '/detail/2984/3d?payOrder=O999');
    expect(takeCashierReturn()).toBeNull();
    expect(window.location.search).toBe('');
    expect(takeCashierReturn()).toBeNull();
  });

  it('reopens the checkout the phone left, confirms the payment and hands out the rights (权益已到账 only where the item page can confirm it)', async () => {
    setScreen(true);
    payApi(['paid']);
    store.set(payModalAtom, { open: false });
    setItem('payResume', kept);
    window.history.replaceState(null, '', '/detail/2984/3d?payOrder=O200');
    view(<PayModalHost />);
    await waitFor(() => expect(store.get(payModalAtom)).toMatchObject({ open: true, item: { id: 2984 }, resume: { order: { orderId: 'O200' } } }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    // No download panel here to ask whether the item is now downloadable: paid, without the claim.
    expect(await within(dialog).findByText(/可回到资源页下载/, {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByText('支付成功，权益已到账')).not.toBeInTheDocument();
    await waitFor(() => expect(store.get(rightsVersionAtom)).toBe(1));
    expect(window.location.search).toBe('');
  });

  it('shows the button again when the phone came back without paying', async () => {
    setScreen(true);
    payApi(['paying']);
    store.set(payModalAtom, { open: true, kinds: kept.kinds, item: kept.item, resume: kept });
    view();
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(dialog).findByRole('link', { name: /前往银联云闪付付款/ }, SLOW)).toHaveAttribute('href', CASHIER);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(store.get(rightsVersionAtom)).toBe(0);
  });
});

describe('the download waiting for the phone’s payment', () => {
  const kept: StoredCheckout = { order: { ...ORDER, status: 'paying', payType: 'ums' }, url: CASHIER, channel: 'ums', tab: 'joint', planId: 'joint-year', item: { id: 2984, title: '现代沙发', access: { state: 'locked', needs: ['joint'], price: 1990, held: [] }, open: 'plan' } };

  function downloadApi(itemId: number) {
    const links: unknown[] = [];
    server.use(
      mock.get('*/case/api/download/info', () => HttpResponse.json(envelope({ itemId, format: 'zip', fileName: 'x.zip', headPath: `/files/${itemId}/x.zip`, headUrl: `http://localhost:4000/files/${itemId}/x.zip`, access: { state: 'allowed', reason: 'vip' } }))),
      mock.head(`*/files/${itemId}/x.zip`, () => new HttpResponse(null, { status: 200, headers: { 'content-length': '1024' } })),
      mock.post('*/case/api/download/link', async ({ request }) => {
        links.push(await request.json());
        return HttpResponse.json(envelope({ itemId, url: `http://localhost:4000/files/${itemId}/x.zip?sig=s`, fileName: 'x.zip', size: 1024, expiresIn: 300, redownload: false, quotaLeft: 99 }));
      }),
    );
    return links;
  }

  beforeEach(() => {
    store.set(pendingDownloadAtom, null);
    jest.mocked(navigateTo).mockClear();
  });

  it('starts by itself on the item the phone paid for, once the rights allow it', async () => {
    const links = downloadApi(2984);
    store.set(payModalAtom, { open: true, item: kept.item, resume: kept });
    view(<DownloadPanel itemId={2984} title="现代沙发" />);
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('http://localhost:4000/files/2984/x.zip?sig=s'), SLOW);
    expect(links).toEqual([{ itemId: 2984 }]);
    expect(store.get(pendingDownloadAtom)).toBeNull();
  });

  it('does not start on another item’s page', async () => {
    const links = downloadApi(3001);
    store.set(payModalAtom, { open: true, item: kept.item, resume: kept });
    view(<DownloadPanel itemId={3001} title="别的模型" />);
    expect(await screen.findByRole('button', { name: '立即下载' }, SLOW)).toBeEnabled();
    expect(links).toEqual([]);
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
