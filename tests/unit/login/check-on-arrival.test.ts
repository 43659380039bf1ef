/**
 * @jest-environment-options {"url": "https://localhost/detail/5/3d"}
 */
import { createStore } from 'jotai';
import { http as mock, HttpResponse } from 'msw';
import { checkOnArrival, completeLogin, refreshAccount } from '@/components/login/account-store';
import { loginModalAtom, loginStatusAtom, userInfoAtom } from '@/components/login/state';
import { envelope } from '../../mocks/handlers';
import { ACCOUNT_ID, accountHandlers, accountInfo, NOT_LOGGED_IN, recorder, serveAccount } from '../../mocks/account-handlers';
import { server, setupMswServer } from '../../mocks/server';

setupMswServer();

const TICKET = `ST-${'b'.repeat(43)}`;

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'deviceId=device-arrv-0001; Path=/';
});

describe('checkOnArrival (what a page does about the account once)', () => {
  it('redeems a hand-off ticket and completes that login; reports an ad landing with its address', async () => {
    const rec = recorder();
    const redeemed: string[] = [];
    server.use(
      ...accountHandlers(rec, {}),
      mock.post('*/login/handoffLogin', async ({ request }) => {
        redeemed.push(((await request.clone().json()) as { ticket: string }).ticket);
        await rec.note(request);
        return HttpResponse.json(envelope({ accountId: ACCOUNT_ID, isNew: false, loginType: 4 }));
      }),
      mock.get('*/addSource', async ({ request }) => {
        await rec.note(request);
        return HttpResponse.json(envelope(true));
      }),
    );
    const store = createStore();
    const result = await checkOnArrival({ ticket: TICKET, landingHref: 'https://localhost/detail/5/3d?bd_vid=77' }, store);
    expect(result.status).toBe('user');
    expect(store.get(loginStatusAtom)).toBe('user');
    expect(rec.calls.find((c) => c.startsWith('GET /addSource?'))).toMatch(/bd_vid%3D77/);
    expect(rec.count('POST /login/handoffLogin')).toBe(1);
    expect(redeemed).toEqual([TICKET]);
    // completeLogin's check, without the device fallback (logged in by the ticket).
    expect(rec.count('GET /login/getToken')).toBe(0);
    expect(rec.count('GET /account/accountInfo')).toBe(1);
  });

  it('without a ticket runs the usual check and reports nothing', async () => {
    const rec = serveAccount({ accountInfo: [NOT_LOGGED_IN] });
    const store = createStore();
    const result = await checkOnArrival({ ticket: null, landingHref: null }, store);
    expect(result.status).toBe('guest');
    expect(store.get(loginStatusAtom)).toBe('guest');
    expect(rec.count('GET /addSource')).toBe(0);
    expect(rec.count('GET /login/getToken')).toBeGreaterThan(0);
  });

  it('a check that began before a login does not publish its older answer over it', async () => {
    const rec = recorder();
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((r) => (releaseFirst = r));
    let infoCalls = 0;
    let tokenAsked = 0;
    // (msw: the first matching handler answers, so these come before the scenario's.)
    server.use(
      mock.get('*/account/accountInfo', async () => {
        infoCalls += 1;
        // The visit's check: not logged in yet, answered late.
        if (infoCalls === 1) {
          await firstHeld;
          return HttpResponse.json(NOT_LOGGED_IN as object);
        }
        return HttpResponse.json(envelope(accountInfo()));
      }),
      mock.get('*/login/getToken', () => {
        tokenAsked += 1;
        return HttpResponse.json(envelope(null, 41012, '该设备没有可恢复的登录状态'));
      }),
      ...accountHandlers(rec, {}),
    );
    const store = createStore();
    const early = refreshAccount(undefined, store);
    await completeLogin({ accountId: ACCOUNT_ID, isNew: false, loginType: 1 }, store);
    expect(store.get(loginStatusAtom)).toBe('user');
    releaseFirst();
    expect(await early).toEqual({ status: 'guest', reason: 'superseded' });
    expect(store.get(loginStatusAtom)).toBe('user');
    expect(store.get(userInfoAtom)?.accountId).toBe(ACCOUNT_ID);
    // Nor does it undo the login's traces, or try the device login after it.
    expect(localStorage.getItem('accountId')).toBe(String(ACCOUNT_ID));
    expect(document.cookie).toMatch(new RegExp(`(^|; )accountId=${ACCOUNT_ID}`));
    expect(tokenAsked).toBe(0);
  });

  it('a check that finds the member closes a login modal a visitor\'s click opened before it; a member\'s own password change stays open', async () => {
    const rec = recorder();
    // The device login restores the account: not logged in at first, then the member.
    server.use(...accountHandlers(rec, { accountInfo: [NOT_LOGGED_IN, envelope(accountInfo())], getToken: [envelope({ token: 'dt_abcdefghijklmnop', expiresIn: 60 })] }));
    const store = createStore();
    store.set(loginModalAtom, { open: true, view: 'code' });
    const result = await checkOnArrival({ ticket: null, landingHref: null }, store);
    expect(result.status).toBe('user');
    expect(rec.count('GET /login/getToken')).toBe(1);
    expect(store.get(loginModalAtom)).toEqual({ open: false, view: 'code' });

    // Already a member: the password change opened from the account menu is not closed.
    store.set(loginModalAtom, { open: true, view: 'modify' });
    await refreshAccount(undefined, store);
    expect(store.get(loginModalAtom)).toEqual({ open: true, view: 'modify' });
  });

  it('the logged-out 设置/找回密码 form (view modify) closes when a check finds the member', async () => {
    serveAccount();
    const store = createStore();
    store.set(loginModalAtom, { open: true, view: 'modify' });
    expect((await refreshAccount(undefined, store)).status).toBe('user');
    expect(store.get(loginModalAtom)).toEqual({ open: false, view: 'modify' });
  });

  it('a check that finds a visitor leaves the login modal open', async () => {
    serveAccount({ accountInfo: [NOT_LOGGED_IN] });
    const store = createStore();
    store.set(loginModalAtom, { open: true, view: 'password' });
    expect((await refreshAccount(undefined, store)).status).toBe('guest');
    expect(store.get(loginModalAtom)).toEqual({ open: true, view: 'password' });
  });
});
