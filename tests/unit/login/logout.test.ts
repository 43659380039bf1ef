/**
 * @jest-environment-options {"url": "https://www.example.com/news?x=1"}
 */
import { getCookie } from '@/lib/storage/cookies';
import { navigateTo } from '@/lib/http/navigate';
import { setAccountCookie, setSourceMarker } from '@/components/login/account-cookie';
import { logout, logoutOrigins } from '@/components/login/logout';
import { ANALYTICS_USER_EVENT, analyticsUserId, setAnalyticsUser } from '@/components/tracking/analytics-user';
import { accountHandlers, recorder } from '../../mocks/account-handlers';
import { server, setupMswServer } from '../../mocks/server';

jest.mock('@/lib/http/navigate', () => ({ navigateTo: jest.fn() }));
const navigate = navigateTo as jest.MockedFunction<typeof navigateTo>;

setupMswServer();

const ENV_KEYS = ['NEXT_PUBLIC_SSO_ORIGIN', 'NEXT_PUBLIC_PAY_ORIGIN', 'NEXT_PUBLIC_AI_ORIGIN'] as const;
afterEach(() => {
  for (const k of ENV_KEYS) delete process.env[k];
});

describe('logout (SPEC §4)', () => {
  it('calls each configured host once (unset areas share the API origin)', () => {
    expect(logoutOrigins()).toEqual(['http://localhost:4000']);
    process.env.NEXT_PUBLIC_SSO_ORIGIN = 'https://sso.example.net';
    process.env.NEXT_PUBLIC_PAY_ORIGIN = 'https://pay.example.net/';
    process.env.NEXT_PUBLIC_AI_ORIGIN = 'http://localhost:4000';
    expect(logoutOrigins()).toEqual(['http://localhost:4000', 'https://sso.example.net', 'https://pay.example.net']);
  });

  it('invalidates every host with the device, clears cookies, storage and login type, resets analytics, reloads to the origin', async () => {
    process.env.NEXT_PUBLIC_SSO_ORIGIN = 'https://sso.example.net';
    const rec = recorder();
    const hosts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/logout/invalidateSession')) hosts.push(new URL(request.url).origin);
    });
    server.use(...accountHandlers(rec, {}));
    document.cookie = 'deviceId=device-cccc-0003; Path=/';
    for (const key of ['accountId', 'loginAccountId', 'vipStatus', 'rightsStartDay', 'defaultCollect']) localStorage.setItem(key, '"x"');
    localStorage.setItem('historyList', '[]');
    setAccountCookie(10000001);
    setSourceMarker();
    setAnalyticsUser(10000001);
    const heard = jest.fn();
    window.addEventListener(ANALYTICS_USER_EVENT, heard);

    expect(getCookie('accountId')).toBe('10000001');
    await logout();

    expect(hosts.sort()).toEqual(['http://localhost:4000', 'https://sso.example.net']);
    expect(rec.bodies['POST /logout/invalidateSession']).toEqual([{ deviceId: 'device-cccc-0003' }, { deviceId: 'device-cccc-0003' }]);
    expect(rec.count('DELETE /site-api/session')).toBe(1);
    expect(getCookie('accountId')).toBeUndefined();
    for (const key of ['accountId', 'loginAccountId', 'vipStatus', 'rightsStartDay', 'defaultCollect']) expect(localStorage.getItem(key)).toBeNull();
    // Not account data: kept.
    expect(localStorage.getItem('historyList')).toBe('[]');
    expect(getCookie('setSource')).toBe('1');
    expect(analyticsUserId()).toBeNull();
    expect(heard).toHaveBeenLastCalledWith(expect.objectContaining({ detail: { userId: null } }));
    expect(navigate).toHaveBeenCalledWith('https://www.example.com/');
    server.events.removeAllListeners();
  });

  it('still clears the browser side when the API is down, and can skip the reload', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(...accountHandlers(recorder(), {}), http.post('*/logout/invalidateSession', () => HttpResponse.error()));
    localStorage.setItem('accountId', '1');
    navigate.mockClear();
    await logout({ reload: false });
    expect(localStorage.getItem('accountId')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
