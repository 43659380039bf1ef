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

  it('puts a ticket for the target channel’s ticket login into the link’s fragment', async () => {
    const asked: unknown[] = [];
    server.use(
      mock.post('*/login/handoffTicket', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(envelope({ ticket: TICKET, service: 'x', expiresIn: 60 }));
      }),
    );
    expect(await handoffUrl('http://architecture.localhost:3000/listPage/case')).toBe(`http://architecture.localhost:3000/listPage/case#sso=${TICKET}`);
    expect(asked).toEqual([{ service: 'http://architecture.localhost:3000/api-gw/login/ssoLogin' }]);
    // Same origin: nothing to hand over.
    expect(await handoffUrl('/bk')).toBe('http://localhost/bk');
  });

  it('falls back to the plain link when no ticket can be had', async () => {
    server.use(mock.post('*/login/handoffTicket', () => HttpResponse.json(envelope(null, 41006, '请先登录'), { status: 401 })));
    expect(await handoffUrl('http://student.localhost:3000/')).toBe('http://student.localhost:3000/');
  });

  it('redeems a ticket found on arrival and removes it from the address bar first', async () => {
    const seen: string[] = [];
    server.use(
      mock.get('*/login/ssoLogin', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json(envelope({ accountId: 7, isNew: false, loginType: 4 }));
      }),
    );
    window.history.replaceState(null, '', `/detail/1/3d?a=1#sso=${TICKET}`);
    const login = consumeHandoff();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/detail/1/3d?a=1');
    expect(await login).toEqual({ accountId: 7, isNew: false, loginType: 4 });
    expect(new URL(seen[0]!).searchParams.get('ticket')).toBe(TICKET);
    expect(new URL(seen[0]!).searchParams.get('service')).toMatch(/\/login\/ssoLogin$/);
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
    server.use(mock.post('*/login/handoffTicket', () => HttpResponse.json(envelope(null, 41006, '请先登录'), { status: 401 })));
    expect(click('c')).toBe(false);
    status = 'user';
    expect(click('n')).toBe(false);
    expect(click('c', { ctrlKey: true })).toBe(false);
    expect(click('c')).toBe(true);
    // The ticket's code is imported on this first click, then asked for a ticket (refused here).
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('http://landscape.localhost:3000/'));
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
    const tickets: string[] = [];
    server.use(
      mock.post('*/login/handoffTicket', () => {
        tickets.push('asked');
        return HttpResponse.json(envelope({ ticket: TICKET }));
      }),
    );
    (navigateTo as jest.Mock).mockClear();
    const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    expect(settle).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(navigateTo).not.toHaveBeenCalled(); // not before the check has answered
    answer('user');
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(`http://student.localhost:3000/#sso=${TICKET}`));
    expect(tickets).toEqual(['asked']);

    status = 'checking';
    (navigateTo as jest.Mock).mockClear();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    answer('guest');
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('http://student.localhost:3000/'));
    expect(tickets).toEqual(['asked']);
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
