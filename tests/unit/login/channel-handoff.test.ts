import { waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { navigateTo } from '@/lib/http/navigate';
import { consumeHandoff, handoffUrl } from '@/lib/login/channel-handoff';
import { hasHandoffTicket, installChannelHandoff } from '@/lib/login/channel-links';
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
    expect(hasHandoffTicket()).toBe(true);
    const login = consumeHandoff();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/detail/1/3d?a=1');
    expect(await login).toEqual({ accountId: 7, isNew: false, loginType: 4 });
    expect(new URL(seen[0]!).searchParams.get('ticket')).toBe(TICKET);
    expect(new URL(seen[0]!).searchParams.get('service')).toMatch(/\/login\/ssoLogin$/);
  });

  it('ignores other fragments and malformed tickets', async () => {
    window.history.replaceState(null, '', '/#top');
    expect(hasHandoffTicket()).toBe(false);
    expect(await consumeHandoff()).toBeNull();
    expect(window.location.hash).toBe('#top');
    window.history.replaceState(null, '', '/#sso=<script>');
    expect(await consumeHandoff()).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('intercepts plain clicks on channel links only while logged in', async () => {
    let loggedIn = false;
    const uninstall = installChannelHandoff(() => loggedIn);
    document.body.innerHTML = '<a id="c" data-channel-link href="http://landscape.localhost:3000/">景观</a><a id="n" href="http://landscape.localhost:3000/">普通</a>';
    const click = (id: string, init: MouseEventInit = {}) => {
      const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      document.getElementById(id)!.dispatchEvent(e);
      return e.defaultPrevented;
    };
    // jsdom does not navigate; a prevented default is the hand-off taking over.
    server.use(mock.post('*/login/handoffTicket', () => HttpResponse.json(envelope(null, 41006, '请先登录'), { status: 401 })));
    expect(click('c')).toBe(false);
    loggedIn = true;
    expect(click('n')).toBe(false);
    expect(click('c', { ctrlKey: true })).toBe(false);
    expect(click('c')).toBe(true);
    // The ticket's code is imported on this first click, then asked for a ticket (refused here).
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('http://landscape.localhost:3000/'));
    uninstall();
    expect(click('c')).toBe(false);
  });
});
