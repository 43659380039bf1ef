/**
 * @jest-environment-options {"url": "https://localhost/personal"}
 */
import { getCookie } from '@/lib/storage/cookies';
import { runLoginCheck } from '@/components/login/login-check';
import { navigateTo } from '@/lib/http/navigate';
import { analyticsUserId } from '@/components/tracking/analytics-user';
import { envelope } from '../../mocks/handlers';
import { ACCOUNT_ID, accountHandlers, accountInfo, NOT_LOGGED_IN, recorder, serveAccount, vipInfo } from '../../mocks/account-handlers';
import { server, setupMswServer } from '../../mocks/server';

jest.mock('@/lib/http/navigate', () => ({ navigateTo: jest.fn() }));
const navigate = navigateTo as jest.MockedFunction<typeof navigateTo>;

setupMswServer();

const SOURCE = { source: 'baidu', keyword: '室内设计', plan: 'plan-1', unit: 'unit-7', at: 1 };

function clearCookies() {
  for (const c of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/; Secure; SameSite=None`;
    document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  navigate.mockClear();
  document.cookie = 'deviceId=device-aaaa-0001; Path=/';
});

describe('login check (SPEC §4): logged in', () => {
  it('stores accountId in local storage and the cross-site cookie, then asks VIP info by the stored type (default 0) and merge info', async () => {
    const rec = serveAccount();
    const result = await runLoginCheck();
    expect(result.status).toBe('user');
    expect(localStorage.getItem('accountId')).toBe(String(ACCOUNT_ID));
    expect(localStorage.getItem('loginAccountId')).toBe(String(ACCOUNT_ID));
    expect(getCookie('accountId')).toBe(String(ACCOUNT_ID));
    expect(localStorage.getItem('vipStatus')).toBe('1');
    expect(JSON.parse(localStorage.getItem('rightsStartDay')!)).toMatch(/^2025-03-0[34]$/);
    expect(analyticsUserId()).toBe(String(ACCOUNT_ID));
    expect(rec.calls).toEqual([
      'GET /account/accountInfo',
      'GET /site-api/session',
      'GET /account/vipInfo?loginType=0',
      'GET /ins/api/account/mergeInfo',
    ]);
    if (result.status === 'user') {
      expect(result.merge?.merged).toBe(true);
      expect(result.restored).toBe(false);
      expect(result.sourceRecorded).toBe(false);
    }
  });

  it('uses the login type kept in the site session', async () => {
    const rec = serveAccount({ site: { loginType: 3, source: null } });
    await runLoginCheck();
    expect(rec.calls).toContain('GET /account/vipInfo?loginType=3');
  });

  it('logs out an account whose state is 0', async () => {
    const rec = serveAccount({ accountInfo: [envelope(accountInfo({ accountState: 0 }))] });
    const result = await runLoginCheck();
    expect(result).toEqual({ status: 'guest', reason: 'disabled' });
    expect(rec.count('POST /logout/invalidateSession')).toBe(1);
    expect(rec.count('GET /account/vipInfo')).toBe(0);
    expect(localStorage.getItem('accountId')).toBeNull();
    expect(getCookie('accountId')).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('https://localhost/');
  });
});

describe('login check: source attribution of a new account', () => {
  it('sends keyword, plan, source, unit and the current URL once, then sets the 7-day marker', async () => {
    const rec = serveAccount({ vip: vipInfo({ isToday: true }), site: { loginType: 0, source: SOURCE } });
    const first = await runLoginCheck();
    expect(first.status === 'user' && first.sourceRecorded).toBe(true);
    expect(rec.bodies['POST /case/api/login/semRecord']).toEqual([
      { keyword: '室内设计', plan: 'plan-1', source: 'baidu', unit: 'unit-7', url: 'https://localhost/personal' },
    ]);
    expect(getCookie('setSource')).toBe('1');

    const second = await runLoginCheck();
    expect(second.status === 'user' && second.sourceRecorded).toBe(false);
    expect(rec.count('POST /case/api/login/semRecord')).toBe(1);
  });

  it.each([
    ['the account is not new today', { vip: vipInfo({ isToday: false }), site: { loginType: 0 as const, source: SOURCE } }],
    ['no source was captured', { vip: vipInfo({ isToday: true }), site: { loginType: 0 as const, source: null } }],
  ])('sends nothing when %s', async (_label, sc) => {
    const rec = serveAccount(sc);
    await runLoginCheck();
    expect(rec.count('POST /case/api/login/semRecord')).toBe(0);
    expect(getCookie('setSource')).toBeUndefined();
  });

  it('sends nothing while the marker exists', async () => {
    document.cookie = 'setSource=1; Path=/';
    const rec = serveAccount({ vip: vipInfo({ isToday: true }), site: { loginType: 0, source: SOURCE } });
    await runLoginCheck();
    expect(rec.count('POST /case/api/login/semRecord')).toBe(0);
  });

  it('keeps no marker when the API refuses the record', async () => {
    serveAccount({ vip: vipInfo({ isToday: true }), site: { loginType: 0, source: SOURCE }, semRecord: envelope(null, 50000, '服务器内部错误') });
    await runLoginCheck();
    expect(getCookie('setSource')).toBeUndefined();
  });
});

describe('login check: not logged in → device-token login', () => {
  it('gets a token for the device uuid, logs in by token, stores the login type, and fetches the user again', async () => {
    const rec = recorder();
    server.use(
      ...accountHandlers(rec, {
        accountInfo: [NOT_LOGGED_IN, envelope(accountInfo({ loginType: 1 }))],
        getToken: [envelope({ token: 'dt_abcdefghijklmnop', expiresIn: 60 })],
      }),
    );
    const result = await runLoginCheck();
    expect(result.status).toBe('user');
    expect(result.status === 'user' && result.restored).toBe(true);
    expect(rec.calls.slice(0, 5)).toEqual([
      'GET /account/accountInfo',
      'GET /login/getToken?deviceId=device-aaaa-0001',
      'GET /login/loginByToken?token=dt_abcdefghijklmnop',
      'POST /site-api/session',
      'GET /account/accountInfo',
    ]);
    expect(rec.bodies['POST /site-api/session']).toEqual([{ loginType: 1 }]);
    expect(rec.calls).toContain('GET /account/vipInfo?loginType=1');
  });

  it('asks for the token a second time when the first call errors', async () => {
    const rec = recorder();
    server.use(
      ...accountHandlers(rec, {
        accountInfo: [NOT_LOGGED_IN, envelope(accountInfo())],
        getToken: ['network', envelope({ token: 'dt_secondtry000000', expiresIn: 60 })],
      }),
    );
    expect((await runLoginCheck()).status).toBe('user');
    expect(rec.count('GET /login/getToken')).toBe(2);
  });

  it('does not ask twice when the API says the device has nothing to restore', async () => {
    const rec = serveAccount({ accountInfo: [NOT_LOGGED_IN] });
    localStorage.setItem('accountId', '123');
    document.cookie = 'accountId=123; Path=/; Secure; SameSite=None';
    expect(await runLoginCheck()).toEqual({ status: 'guest', reason: 'logged-out' });
    expect(rec.count('GET /login/getToken')).toBe(1);
    expect(rec.count('GET /login/loginByToken')).toBe(0);
    // Logged-out state: stale account traces are removed.
    expect(localStorage.getItem('accountId')).toBeNull();
    expect(getCookie('accountId')).toBeUndefined();
  });

  it('is a guest when both token calls error', async () => {
    const rec = serveAccount({ accountInfo: [NOT_LOGGED_IN], getToken: ['network', envelope(null, 50000, '服务器内部错误')] });
    expect(await runLoginCheck()).toEqual({ status: 'guest', reason: 'logged-out' });
    expect(rec.count('GET /login/getToken')).toBe(2);
  });

  it('is a guest when the token login fails', async () => {
    const rec = recorder();
    server.use(
      ...accountHandlers(rec, {
        accountInfo: [NOT_LOGGED_IN],
        getToken: [envelope({ token: 'dt_expired00000000', expiresIn: 60 })],
        loginByToken: envelope(null, 41011, '登录凭证无效或已过期，请重新登录'),
      }),
    );
    expect(await runLoginCheck()).toEqual({ status: 'guest', reason: 'logged-out' });
    expect(rec.count('GET /account/accountInfo')).toBe(1);
  });

  it('is a guest when the user still cannot be fetched after the token login', async () => {
    const rec = serveAccount({ accountInfo: [NOT_LOGGED_IN, NOT_LOGGED_IN], getToken: [envelope({ token: 'dt_x0000000000000', expiresIn: 60 })] });
    expect(await runLoginCheck()).toEqual({ status: 'guest', reason: 'logged-out' });
    expect(rec.count('GET /account/accountInfo')).toBe(2);
  });

  it('skips the device fallback right after a login and without a device uuid', async () => {
    const rec = serveAccount({ accountInfo: [NOT_LOGGED_IN] });
    await runLoginCheck({ deviceFallback: false });
    clearCookies();
    await runLoginCheck();
    expect(rec.count('GET /login/getToken')).toBe(0);
  });

  it('leaves local state alone when the API cannot be reached', async () => {
    serveAccount();
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/account/accountInfo', () => HttpResponse.error()), http.get('*/login/getToken', () => HttpResponse.error()));
    localStorage.setItem('accountId', '123');
    expect(await runLoginCheck()).toEqual({ status: 'guest', reason: 'unreachable' });
    expect(localStorage.getItem('accountId')).toBe('123');
  });
});

describe('device uuid', () => {
  it('keeps the first device id in local storage and restores the cookie after cookies are cleared', async () => {
    const rec = serveAccount({ accountInfo: [NOT_LOGGED_IN] });
    await runLoginCheck();
    expect(localStorage.getItem('deviceUuid')).toBe('device-aaaa-0001');
    clearCookies();
    document.cookie = 'deviceId=device-bbbb-0002; Path=/';
    await runLoginCheck();
    expect(rec.calls.filter((c) => c.startsWith('GET /login/getToken'))).toEqual([
      'GET /login/getToken?deviceId=device-aaaa-0001',
      'GET /login/getToken?deviceId=device-aaaa-0001',
    ]);
    expect(getCookie('deviceId')).toBe('device-aaaa-0001');
  });
});
