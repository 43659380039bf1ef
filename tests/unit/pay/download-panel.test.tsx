import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { http as mock, HttpResponse } from 'msw';
import { DownloadPanel } from '@/components/download/download-panel';
import { DownloadPanelShell } from '@/components/download/deferred-download-panel';
import type { DownloadAccess } from '@/lib/api/contract/pay';
import { navigateTo } from '@/lib/http/navigate';
import { payModalAtom, rightsVersionAtom } from '@/components/checkout';
import { pendingDownloadAtom } from '@/components/download/state';
import { loginStatusAtom, userInfoAtom, loginModalAtom } from '@/components/login/state';
import { envelope } from '../../mocks/handlers';
import { accountInfo } from '../../mocks/account-handlers';
import { server, setupMswServer } from '../../mocks/server';
import { FreshSwr } from '../helpers/swr';

jest.mock('@/lib/http/navigate', () => ({ navigateTo: jest.fn() }));
// The login check is not what these tests are about (its start: login-check-start.test.ts).
jest.mock('@/components/login/use-login-check-now', () => ({ useLoginCheckNow: () => {} }));
setupMswServer();

const store = getDefaultStore();
const ITEM = 3001;

/** The API: download info answering `access` (a function so a test can change it) and `files`, HEAD size (and how often asked), link. */
function api(access: () => DownloadAccess, opts: { size?: number | null; link?: object; files?: number; heads?: string[] } = {}) {
  const links: unknown[] = [];
  server.use(
    mock.get('*/case/api/download/info', () => HttpResponse.json(envelope({ itemId: ITEM, format: 'zip', fileName: '现代沙发.zip', files: opts.files ?? 3, headPath: `/files/${ITEM}/x.zip`, headUrl: `http://localhost:4000/files/${ITEM}/x.zip`, access: access() }))),
    mock.head(`*/files/${ITEM}/x.zip`, ({ request }) =>
      (opts.heads?.push(request.url), opts.size === null) ? new HttpResponse(null, { status: 500 }) : new HttpResponse(null, { status: 200, headers: { 'content-length': String(opts.size ?? 3_145_728) } }),
    ),
    mock.post('*/case/api/download/link', async ({ request }) => {
      links.push(await request.json());
      return HttpResponse.json(
        opts.link ?? envelope({ itemId: ITEM, url: `http://localhost:4000/files/${ITEM}/x.zip?acc=1&exp=2&sig=s`, fileName: '现代沙发.zip', size: 3_145_728, expiresIn: 300, redownload: false, quotaLeft: 2 }),
      );
    }),
  );
  return links;
}

function view() {
  return render(
    <FreshSwr config={{ dedupingInterval: 0 }}>
      <DownloadPanel itemId={ITEM} title="现代沙发" />
    </FreshSwr>,
  );
}

afterEach(() => localStorage.clear());

beforeEach(() => {
  store.set(loginStatusAtom, 'user');
  store.set(userInfoAtom, accountInfo());
  store.set(loginModalAtom, { open: false, view: 'code' });
  store.set(payModalAtom, { open: false });
  store.set(pendingDownloadAtom, null);
  store.set(rightsVersionAtom, 0);
  jest.mocked(navigateTo).mockClear();
});

describe('DownloadPanel', () => {
  it('renders first exactly as the shell shown until its code has loaded (no layout shift at the swap)', () => {
    store.set(loginStatusAtom, 'checking');
    const { container: panel } = view();
    const { container: shell } = render(<DownloadPanelShell itemId={ITEM} />);
    expect(panel.innerHTML).toBe(shell.innerHTML);
  });

  it('while the login check runs, shows a browser where nobody logged in the visitor’s panel at once; a member’s waits', async () => {
    store.set(loginStatusAtom, 'checking');
    store.set(userInfoAtom, null);
    localStorage.clear();
    let asked = 0;
    api(() => (asked++, { state: 'login' }));
    const first = view();
    expect(await screen.findByRole('button', { name: '立即下载' })).toBeEnabled();
    expect(asked).toBe(1);
    first.unmount();

    localStorage.setItem('accountId', String(accountInfo().accountId));
    view();
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toBe(1);
    expect(screen.getByRole('button', { name: '下载' })).toBeDisabled();
  });

  it('shows the format and the HEAD size, and downloads through a signed link when allowed', async () => {
    const links = api(() => ({ state: 'allowed', reason: 'free' }));
    view();
    expect(await screen.findByText('3 MB')).toBeInTheDocument();
    expect(screen.getByText(/^ZIP/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '立即下载' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(`http://localhost:4000/files/${ITEM}/x.zip?acc=1&exp=2&sig=s`));
    expect(links).toEqual([{ itemId: ITEM }]);
    expect(screen.getByRole('status')).toHaveTextContent('已开始下载（3 MB）· 今日还可下载 2 个新资源');
  });

  it('says the size is unknown when HEAD fails, and still downloads', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    api(() => ({ state: 'allowed', reason: 'vip' }), { size: null });
    view();
    expect(await screen.findByText('大小未知')).toBeInTheDocument();
    expect(screen.getByText('会员权益，免费下载')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('a visitor gets the login modal, and the download continues by itself once logged in', async () => {
    store.set(loginStatusAtom, 'guest');
    store.set(userInfoAtom, null);
    let loggedIn = false;
    api(() => (loggedIn ? { state: 'allowed', reason: 'free' } : { state: 'login' }));
    view();
    fireEvent.click(await screen.findByRole('button', { name: '立即下载' }));
    expect(store.get(loginModalAtom)).toEqual({ open: true, view: 'code' });
    expect(store.get(pendingDownloadAtom)).toBe(ITEM);
    expect(navigateTo).not.toHaveBeenCalled();
    loggedIn = true;
    store.set(userInfoAtom, accountInfo());
    store.set(loginStatusAtom, 'user');
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    expect(store.get(pendingDownloadAtom)).toBeNull();
  });

  it('a member without rights gets the paywall of what unlocks the item: the price button opens the purchase, 开通会员下载 the plans; 继续下载 starts the download', async () => {
    let paid = false;
    const locked: DownloadAccess = { state: 'locked', needs: ['joint'], price: 1990, held: [] };
    api(() => (paid ? { state: 'allowed', reason: 'purchased' } : locked));
    view();
    expect(await screen.findByTestId('download-rights')).toHaveTextContent('联合会员免费下载，或单独购买 ¥19.90');
    fireEvent.click(screen.getByRole('button', { name: '购买下载 ¥19.90' }));
    const paywall = store.get(payModalAtom);
    expect(paywall).toMatchObject({ open: true, item: { id: ITEM, title: '现代沙发', access: locked, open: 'item' } });
    fireEvent.click(screen.getByRole('button', { name: '开通会员下载' }));
    expect(store.get(payModalAtom).item?.open).toBe('plan');

    // Before the payment the API says locked; after it, allowed — and the download waits for 继续下载.
    expect(await paywall.item!.recheck!()).toBe(false);
    paid = true;
    store.set(rightsVersionAtom, 1);
    expect(await paywall.item!.recheck!()).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(navigateTo).not.toHaveBeenCalled();
    act(() => paywall.item!.download!());
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
  });

  it('tells a member why the plan they hold does not unlock this item, and a priced item offers only its purchase', async () => {
    api(() => ({ state: 'locked', needs: [], price: 200, held: ['joint'] }));
    view();
    expect(await screen.findByTestId('download-rights')).toHaveTextContent('你已开通联合会员，设计币资源不在会员权益内，需单独购买');
    expect(screen.queryByRole('button', { name: '开通会员下载' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '购买下载 ¥2.00' }));
    expect(store.get(payModalAtom).item?.open).toBe('item');
  });

  it('shows the quota message of the API and keeps the button', async () => {
    api(() => ({ state: 'allowed', reason: 'free' }), { link: { error: { errorCode: 44003, message: '今日新资源下载已达上限（3 个），已下载过的资源仍可重新下载，明天再来吧' }, data: null } });
    view();
    fireEvent.click(await screen.findByRole('button', { name: '立即下载' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('今日新资源下载已达上限');
    expect(navigateTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '立即下载' })).toBeEnabled();
  });

  it('offers no download of a pack without files: no button, no size asked, nothing requested', async () => {
    const heads: string[] = [];
    const links = api(() => ({ state: 'locked', needs: ['case'], price: 990, held: [] }), { files: 0, heads });
    view();
    expect(await screen.findByRole('status')).toHaveTextContent('该资源暂无可下载的文件');
    expect(screen.getByTestId('download-size')).toHaveTextContent('暂无文件');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Nothing is offered for sale either.
    expect(screen.queryByText(/单独购买|免费下载/)).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(heads).toEqual([]);
    expect(links).toEqual([]);
  });

  it('a download asked for before the login does not continue into a pack without files', async () => {
    store.set(pendingDownloadAtom, ITEM);
    const links = api(() => ({ state: 'allowed', reason: 'free' }), { files: 0 });
    view();
    expect(await screen.findByRole('status')).toHaveTextContent('该资源暂无可下载的文件');
    await new Promise((r) => setTimeout(r, 50));
    expect(links).toEqual([]);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('offers a retry when the rights cannot be loaded', async () => {
    let fail = true;
    server.use(
      mock.get('*/case/api/download/info', () =>
        fail ? HttpResponse.json({ nonsense: 1 }, { status: 502 }) : HttpResponse.json(envelope({ itemId: ITEM, format: 'zip', fileName: 'x.zip', files: 2, headPath: `/files/${ITEM}/x.zip`, headUrl: `http://localhost:4000/files/${ITEM}/x.zip`, access: { state: 'allowed', reason: 'free' } })),
      ),
      mock.head(`*/files/${ITEM}/x.zip`, () => new HttpResponse(null, { headers: { 'content-length': '1024' } })),
    );
    view();
    const retry = await screen.findByRole('button', { name: '重新加载' });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: '立即下载' })).toBeEnabled();
  });
});
