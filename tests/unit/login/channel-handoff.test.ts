import { waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { navigateTo } from '@/lib/http/navigate';
import { consumeHandoff, handoffUrl } from '@/components/login/channel-handoff';
import { HANDOFF_SETTLE_MS, installChannelHandoff, takeHandoffTicket } from '@/components/login/channel-links';
import type { LoginStatus } from '@/components/login/state';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';

jest.mock('@/lib/http/navigate', () => ({ navigateTo: jest.fn() }));
setupMswServer();

const TICKET = `ST-${'a'.repeat(43)}`;

describe('channel hand-off', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends the member through the target channel’s hand-off start, which names this channel and the page', () => {
    const start = new URL(handoffUrl('http://architecture.localhost:3000/listPage/case?page=2'));
    expect(start.origin + start.pathname).toBe('http://architecture.localhost:3000/api-gw/login/handoffStart');
    expect(Object.fromEntries(start.searchParams)).toEqual({ from: 'http://localhost', to: '/listPage/case?page=2' });
    // No ticket travels in the link itself: the target browser's nonce binds the one it gets.
    expect(start.href).not.toContain('ST-');
    // Same origin: nothing to hand over.
    expect(handoffUrl('/bk')).toBe('http://localhost/bk');
  });

  it('redeems a ticket found on arrival and removes it from the address bar first', async () => {
    const seen: string[] = [];
    server.use(
      mock.post('*/login/handoffLogin', async ({ request }) => {
        seen.push(((await request.json()) as { ticket: string }).ticket);
        return HttpResponse.json(envelope({ accountId: 7, isNew: false, loginType: 4 }));
      }),
    );
    window.history.replaceState(null, '', `/detail/1/3d?a=1#sso=${TICKET}`);
    const login = consumeHandoff();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/detail/1/3d?a=1');
    expect(await login).toEqual({ accountId: 7, isNew: false, loginType: 4 });
    expect(seen).toEqual([TICKET]);
  });

  it('a ticket that does not log in here (another browser’s, a CAS one) leaves nobody logged in, quietly', async () => {
    server.use(mock.post('*/login/handoffLogin', () => HttpResponse.json(envelope(null, 41013, '单点登录票据无效或已过期，请重新登录'), { status: 401 })));
    window.history.replaceState(null, '', `/dayUpdate#sso=${TICKET}`);
    expect(await consumeHandoff()).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('ignores other fragments and malformed tickets', async () => {
    window.history.replaceState(null, '', '/#top');
    expect(await consumeHandoff()).toBeNull();
    expect(window.location.hash).toBe('#top');
    window.history.replaceState(null, '', '/#sso=<script>');
    expect(await consumeHandoff()).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('takes the ticket out of the address synchronously, before any code is fetched', () => {
    window.history.replaceState(null, '', `/listPage/case?bd_vid=9#sso=${TICKET}`);
    expect(takeHandoffTicket()).toBe(TICKET);
    expect(window.location.href).toBe('http://localhost/listPage/case?bd_vid=9');
    expect(takeHandoffTicket()).toBeNull();
  });

  it('intercepts plain clicks on channel links unless the visitor is known to be a guest', async () => {
    let status: LoginStatus = 'guest';
    const settle = jest.fn(() => Promise.resolve());
    const uninstall = installChannelHandoff(() => status, settle);
    document.body.innerHTML = '<a id="c" data-channel-link href="http://landscape.localhost:3000/">景观</a><a id="n" href="http://landscape.localhost:3000/">普通</a>';
    const click = (id: string, init: MouseEventInit = {}) => {
      const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      document.getElementById(id)!.dispatchEvent(e);
      return e.defaultPrevented;
    };
    // jsdom does not navigate; a prevented default is the hand-off taking over.
    expect(click('c')).toBe(false);
    status = 'user';
    expect(click('n')).toBe(false);
    expect(click('c', { ctrlKey: true })).toBe(false);
    expect(click('c')).toBe(true);
    // The hand-off's code is imported on this first click: the target's hand-off start.
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(handoffUrl('http://landscape.localhost:3000/')));
    uninstall();
    expect(click('c')).toBe(false);
  });

  it('a member’s click while the login check runs waits for it, then hands off a member or goes plain', async () => {
    localStorage.setItem('accountId', '7');
    let status: LoginStatus = 'checking';
    let answer!: (s: LoginStatus) => void;
    const settle = jest.fn(() => new Promise<void>((r) => (answer = (s) => ((status = s), r()))));
    const uninstall = installChannelHandoff(() => status, settle);
    document.body.innerHTML = '<a id="c" data-channel-link href="http://student.localhost:3000/">学生</a>';
    const link = document.getElementById('c')!;
    (navigateTo as jest.Mock).mockClear();
    const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    expect(settle).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(navigateTo).not.toHaveBeenCalled(); // not before the check has answered
    answer('user');
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(handoffUrl('http://student.localhost:3000/')));

    status = 'checking';
    (navigateTo as jest.Mock).mockClear();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    answer('guest');
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('http://student.localhost:3000/'));
    uninstall();
    localStorage.clear();
  });

  it('while the check runs, a browser where nobody logged in follows the link itself', () => {
    localStorage.clear();
    const settle = jest.fn(() => new Promise<void>(() => {}));
    const uninstall = installChannelHandoff(() => 'checking', settle);
    document.body.innerHTML = '<a id="c" data-channel-link href="http://student.localhost:3000/">学生</a>';
    const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('c')!.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(false);
    expect(settle).not.toHaveBeenCalled();
    uninstall();
  });

  it('a member’s click does not wait for a hung check past HANDOFF_SETTLE_MS, and a second click is not a second trip', async () => {
    localStorage.setItem('accountId', '7');
    jest.useFakeTimers();
    try {
      (navigateTo as jest.Mock).mockClear();
      const uninstall = installChannelHandoff(() => 'checking', () => new Promise<void>(() => {}));
      document.body.innerHTML = '<a id="c" data-channel-link href="http://student.localhost:3000/">学生</a>';
      const link = document.getElementById('c')!;
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      const again = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      link.dispatchEvent(again);
      expect(again.defaultPrevented).toBe(true); // the first one is on its way
      await jest.advanceTimersByTimeAsync(HANDOFF_SETTLE_MS - 10);
      expect(navigateTo).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(20);
      expect(navigateTo).toHaveBeenCalledTimes(1);
      expect(navigateTo).toHaveBeenCalledWith('http://student.localhost:3000/');
      uninstall();
    } finally {
      jest.useRealTimers();
      localStorage.clear();
    }
  });
});
