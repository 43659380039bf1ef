/**
 * @jest-environment-options {"url": "https://localhost/"}
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http as mock, HttpResponse } from 'msw';
import './helpers/antd-jsdom';
import { HeaderAccount } from '@/components/login/header-account';
import { LoginModalsHost } from '@/components/login/login-modals-host';

/** The header's island with the login modals beside it, as the layout mounts them (components/layout/modal-host.tsx). */
const Header = () => (
  <>
    <HeaderAccount />
    <LoginModalsHost />
  </>
);
import { bannedModalAtom, loginModalAtom, loginStatusAtom, userInfoAtom } from '@/components/login/state';
import { envelope } from '../../mocks/handlers';
import { accountHandlers, accountInfo, NOT_LOGGED_IN, recorder, serveAccount } from '../../mocks/account-handlers';
import { server, setupMswServer } from '../../mocks/server';

jest.mock('@/lib/http/navigate', () => ({ navigateTo: jest.fn() }));

setupMswServer();
// antd's first render in jsdom is slow on a busy machine; these tests measure behaviour, not speed.
jest.setTimeout(90_000);
const SLOW = { timeout: 30_000 };

beforeEach(() => {
  const store = getDefaultStore();
  store.set(loginStatusAtom, 'checking');
  store.set(userInfoAtom, null);
  store.set(loginModalAtom, { open: false, view: 'code' });
  store.set(bannedModalAtom, false);
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'deviceId=device-head-0001; Path=/';
});

/** Switches the login dialog to 密码登录 and submits `phone` and `password`; answers the form. */
async function passwordLogin(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, phone: string, password: string) {
  await user.click(within(dialog).getByRole('tab', { name: '密码登录' }));
  const form = dialog.querySelector('form#password-login') as HTMLFormElement;
  await user.type(within(form).getByLabelText('手机号'), phone);
  await user.type(within(form).getByLabelText('密码'), password);
  await user.click(within(form).getByRole('button', { name: /^登\s?录$/ }));
  return form;
}

describe('HeaderAccount', () => {
  it('runs the login check after the load and shows the account of a logged-in visitor', async () => {
    serveAccount();
    render(<Header />);
    expect(screen.getByTestId('header-account')).toHaveAttribute('data-status', 'checking');
    const avatar = await screen.findByTestId('account-avatar', {}, SLOW);
    expect(avatar).toHaveTextContent('林设计');
    expect(avatar).toHaveTextContent('VIP');
    await userEvent.click(avatar);
    const menu = screen.getByRole('menu', { name: '账号菜单' });
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['个人中心', '上传案例', '我的上传', '账号信息', '会员权益', '续费会员', '修改密码', '退出登录']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('loads the login modal on first open and logs in with a password', async () => {
    const rec = recorder();
    server.use(
      ...accountHandlers(rec, { accountInfo: [NOT_LOGGED_IN, envelope(accountInfo({ loginType: 1 }))] }),
      mock.get('*/account/phoneUseStatus', () => HttpResponse.json(envelope({ registered: true, hasPassword: true }))),
      mock.get('*/login/loginByPsw', ({ request }) => {
        const q = new URL(request.url).searchParams;
        return q.get('password') === 'Design2025'
          ? HttpResponse.json(envelope({ accountId: 10000001, isNew: false, loginType: 1 }))
          : HttpResponse.json(envelope(null, 41003, '手机号或密码错误'), { status: 401 });
      }),
    );
    const user = userEvent.setup();
    render(<Header />);
    const button = await screen.findByRole('button', { name: '登录 / 注册' }, SLOW);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    for (const tab of ['验证码登录', '密码登录', '扫码登录', '单点登录']) expect(within(dialog).getByRole('tab', { name: tab })).toBeInTheDocument();

    const form = await passwordLogin(user, dialog, '13800000001', 'wrong-pass1');
    expect(await screen.findByText('手机号或密码错误', {}, SLOW)).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('密码'));
    await user.type(within(form).getByLabelText('密码'), 'Design2025');
    await user.click(within(form).getByRole('button', { name: /^登\s?录$/ }));
    expect(await screen.findByTestId('account-avatar', {}, SLOW)).toHaveTextContent('林设计');
    expect(rec.bodies['POST /site-api/session']).toEqual([{ loginType: 1 }]);
    expect(rec.calls).toContain('GET /deviceRel/caseDeviceId?deviceId=device-head-0001');
    expect(rec.calls).toContain('GET /account/vipInfo?loginType=1');
    await waitFor(() => expect(getDefaultStore().get(loginModalAtom).open).toBe(false), SLOW);
  });

  it('says the browser kept no login when the password was right but the session cannot be read', async () => {
    const rec = recorder();
    server.use(
      ...accountHandlers(rec, { accountInfo: [NOT_LOGGED_IN, NOT_LOGGED_IN] }),
      mock.get('*/account/phoneUseStatus', () => HttpResponse.json(envelope({ registered: null, hasPassword: null }))),
      mock.get('*/login/loginByPsw', () => HttpResponse.json(envelope({ accountId: 10000001, isNew: false, loginType: 1 }))),
    );
    const user = userEvent.setup();
    render(<Header />);
    await user.click(await screen.findByRole('button', { name: '登录 / 注册' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await passwordLogin(user, dialog, '13800000001', 'Design2025');
    expect(await screen.findByText('登录成功，但浏览器没有保存登录状态：请允许本站使用 Cookie 后重新登录', {}, SLOW)).toBeInTheDocument();
    // No hint about the phone: the API tells a stranger nothing about registration.
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('validates the phone before asking for a code', async () => {
    serveAccount({ accountInfo: [NOT_LOGGED_IN] });
    const user = userEvent.setup();
    render(<Header />);
    await user.click(await screen.findByRole('button', { name: '登录 / 注册' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.type(within(dialog).getByLabelText('手机号'), '12345');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('请输入正确的 11 位手机号', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('slider-captcha')).toBeNull();
  });

  it('tells a banned member once per browser session', async () => {
    serveAccount({ accountInfo: [envelope(accountInfo({ banned: true, banReason: '多次上传侵权内容', bannedUntil: Date.UTC(2030, 0, 1) }))] });
    render(<Header />);
    expect(await screen.findByText('账号已被限制使用', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('原因：多次上传侵权内容')).toBeInTheDocument();
    expect(sessionStorage.getItem('bannedNoticeShown')).toBe('1');
  });
});
