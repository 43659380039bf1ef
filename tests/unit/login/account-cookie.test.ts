/**
 * @jest-environment-options {"url": "https://interior.example.com/"}
 */
import { getCookie } from 'cookies-next/client';
import {
  ACCOUNT_COOKIE_MAX_AGE_S,
  clearAccountCookie,
  crossSiteCookieAttrs,
  hasSourceMarker,
  setAccountCookie,
  setSourceMarker,
  SOURCE_MARKER_MAX_AGE_S,
} from '@/lib/login/account-cookie';
import { isLoopbackHost, sharedCookieDomain } from '@/lib/login/cookie-domain';

describe('cookie domain', () => {
  it.each([
    ['interior.example.com', 'example.com'],
    ['www.example.com', 'example.com'],
    ['example.com', 'example.com'],
    ['shop.example.com', 'shop.example.com'],
    ['interior.design.example.com.cn', 'design.example.com.cn'],
    ['localhost', undefined],
    ['interior.localhost', undefined],
    ['127.0.0.1', undefined],
    ['[::1]', undefined],
  ])('%s → %s', (host, domain) => {
    expect(sharedCookieDomain(host)).toBe(domain);
  });

  it('treats loopback hosts as secure contexts', () => {
    expect(isLoopbackHost('interior.localhost')).toBe(true);
    expect(isLoopbackHost('example.com')).toBe(false);
    expect(crossSiteCookieAttrs({ hostname: 'localhost', protocol: 'http:' })).toEqual({ path: '/', domain: undefined, secure: true, sameSite: 'none' });
    expect(crossSiteCookieAttrs({ hostname: 'intranet', protocol: 'http:' })).toEqual({ path: '/', domain: undefined, secure: false, sameSite: 'lax' });
  });
});

describe('account cookie and set-source marker', () => {
  it('reads the SPEC lifetime 1e7 as seconds (≈ 115.7 days) and the marker as 7 days', () => {
    expect(ACCOUNT_COOKIE_MAX_AGE_S).toBe(10_000_000);
    expect(ACCOUNT_COOKIE_MAX_AGE_S / 86_400).toBeCloseTo(115.74, 2);
    expect(SOURCE_MARKER_MAX_AGE_S).toBe(604_800);
  });

  it('writes Max-Age=10000000; Domain=example.com; Secure; SameSite=None', () => {
    const writes: string[] = [];
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      writes.push(v);
      desc.set!.call(document, v);
    });
    setAccountCookie(10000001);
    setSourceMarker();
    spy.mockRestore();
    expect(writes[0]).toBe('accountId=10000001; Max-Age=10000000; Domain=example.com; Path=/; Secure; SameSite=None');
    expect(writes[1]).toBe('setSource=1; Max-Age=604800; Domain=example.com; Path=/; Secure; SameSite=None');
    expect(getCookie('accountId')).toBe('10000001');
    expect(hasSourceMarker()).toBe(true);
    clearAccountCookie();
    expect(getCookie('accountId')).toBeUndefined();
  });
});
