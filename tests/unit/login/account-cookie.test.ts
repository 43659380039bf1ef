/**
 * @jest-environment-options {"url": "https://interior.example.com/"}
 */
import { getCookie } from '@/lib/storage/cookies';
import {
  ACCOUNT_COOKIE_MAX_AGE_S,
  clearAccountCookie,
  crossSiteCookieAttrs,
  resetSameSiteTest,
  sameSiteNoneAccepted,
  hasSourceMarker,
  setAccountCookie,
  setSourceMarker,
  SOURCE_MARKER_MAX_AGE_S,
} from '@/components/login/account-cookie';
import { isLoopbackHost, sharedCookieDomain } from '@/components/login/cookie-domain';

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
    expect(crossSiteCookieAttrs({ hostname: 'localhost', protocol: 'http:' }, () => true)).toEqual({ path: '/', domain: undefined, secure: true, sameSite: 'none' });
    expect(crossSiteCookieAttrs({ hostname: 'intranet', protocol: 'http:' })).toEqual({ path: '/', domain: undefined, secure: false, sameSite: 'lax' });
  });
  it('falls back to Lax when the browser fails the same-site test (SPEC §3)', () => {
    expect(crossSiteCookieAttrs({ hostname: 'interior.example.com', protocol: 'https:' }, () => false)).toMatchObject({ secure: true, sameSite: 'lax' });
    expect(crossSiteCookieAttrs({ hostname: 'interior.example.com', protocol: 'https:' }, () => true)).toMatchObject({ secure: true, sameSite: 'none' });
  });
  it('the test writes the sameSiteTest cookie with SameSite=None; Secure once and reads it back', () => {
    resetSameSiteTest();
    const spy = jest.spyOn(Document.prototype, 'cookie', 'set');
    const first = sameSiteNoneAccepted({ hostname: 'localhost' });
    expect(spy).toHaveBeenCalledWith(expect.stringMatching(/^sameSiteTest=1;.*Secure.*SameSite=None|^sameSiteTest=1;.*SameSite=None.*Secure/i));
    expect(first).toBe(document.cookie.includes('sameSiteTest=1'));
    spy.mockClear();
    expect(sameSiteNoneAccepted({ hostname: 'localhost' })).toBe(first);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    resetSameSiteTest();
  });
});

describe('account cookie and set-source marker', () => {
  it('reads the SPEC lifetime 1e7 as seconds (≈ 115.7 days) and the marker as 7 days', () => {
    expect(ACCOUNT_COOKIE_MAX_AGE_S).toBe(10_000_000);
    expect(ACCOUNT_COOKIE_MAX_AGE_S / 86_400).toBeCloseTo(115.74, 2);
    expect(SOURCE_MARKER_MAX_AGE_S).toBe(604_800);
  });

  it('writes Max-Age=10000000; Domain=example.com; Secure; SameSite=None', () => {
    resetSameSiteTest();
    const writes: string[] = [];
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      writes.push(v);
      desc.set!.call(document, v);
    });
    setAccountCookie(10000001);
    setSourceMarker();
    spy.mockRestore();
    // The same-site test comes first, once; the browser (jsdom) keeps SameSite=None.
    expect(writes.shift()).toMatch(/^sameSiteTest=1; /);
    expect(writes[0]).toBe('accountId=10000001; Max-Age=10000000; Domain=example.com; Path=/; Secure; SameSite=None');
    expect(writes[1]).toBe('setSource=1; Max-Age=604800; Domain=example.com; Path=/; Secure; SameSite=None');
    expect(getCookie('accountId')).toBe('10000001');
    expect(hasSourceMarker()).toBe(true);
    clearAccountCookie();
    expect(getCookie('accountId')).toBeUndefined();
  });
});
