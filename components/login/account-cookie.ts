import { deleteCookie, getCookie, setCookie } from '@/lib/storage/cookies';
import { isLoopbackHost, sharedCookieDomain } from './cookie-domain';
import { ACCOUNT_COOKIE } from './member-hint';

/**
 * SPEC §9 gives the lifetime as 1e7 without a unit. Read as seconds (cookie Max-Age's unit):
 * 1e7 s ≈ 115.7 days, a sensible "remember me" span; as milliseconds it would be 2.8 hours,
 * shorter than the API session it mirrors.
 */
export const ACCOUNT_COOKIE_MAX_AGE_S = 1e7;
/** SPEC §3/§4 set-source marker: a new account's source is sent once per 7 days. */
const SOURCE_MARKER_COOKIE = 'setSource';
export const SOURCE_MARKER_MAX_AGE_S = 7 * 86_400;

interface CookieAttrs {
  path: string;
  domain?: string;
  secure: boolean;
  sameSite: 'none' | 'lax';
}

/**
 * SPEC §3 same-site test cookie: written once per page life with SameSite=None; Secure and read
 * back. Browsers that reject SameSite=None (older Safari and Chrome treat it as Strict or drop the
 * cookie) fail the test, and the account cookies fall back to Lax, which they do keep.
 */
const SAME_SITE_TEST_COOKIE = 'sameSiteTest';
const SAME_SITE_TEST_MAX_AGE_S = 86_400;
let sameSiteNone: boolean | undefined;

export function sameSiteNoneAccepted(loc: Pick<Location, 'hostname'> = window.location): boolean {
  if (sameSiteNone === undefined) {
    setCookie(SAME_SITE_TEST_COOKIE, '1', { path: '/', domain: sharedCookieDomain(loc.hostname), secure: true, sameSite: 'none', maxAge: SAME_SITE_TEST_MAX_AGE_S });
    sameSiteNone = getCookie(SAME_SITE_TEST_COOKIE) === '1';
  }
  return sameSiteNone;
}

/** For tests: forget the result of the same-site test. */
export function resetSameSiteTest(): void {
  sameSiteNone = undefined;
}

/**
 * Cross-site attributes where the page is a secure context (https or loopback) and the browser
 * passed the same-site test, else Lax.
 */
export function crossSiteCookieAttrs(loc: Pick<Location, 'hostname' | 'protocol'> = window.location, noneAccepted: (l: Pick<Location, 'hostname'>) => boolean = sameSiteNoneAccepted): CookieAttrs {
  const secure = loc.protocol === 'https:' || isLoopbackHost(loc.hostname);
  return { path: '/', domain: sharedCookieDomain(loc.hostname), secure, sameSite: secure && noneAccepted(loc) ? 'none' : 'lax' };
}

export function setAccountCookie(accountId: number | string): void {
  setCookie(ACCOUNT_COOKIE, String(accountId), { ...crossSiteCookieAttrs(), maxAge: ACCOUNT_COOKIE_MAX_AGE_S });
}

export function clearAccountCookie(): void {
  const attrs = crossSiteCookieAttrs();
  deleteCookie(ACCOUNT_COOKIE, attrs);
  // A cookie written before the domain rule existed (host-only) goes too.
  if (attrs.domain) deleteCookie(ACCOUNT_COOKIE, { path: '/' });
}

export function hasSourceMarker(): boolean {
  return getCookie(SOURCE_MARKER_COOKIE) !== undefined;
}

export function setSourceMarker(): void {
  setCookie(SOURCE_MARKER_COOKIE, '1', { ...crossSiteCookieAttrs(), maxAge: SOURCE_MARKER_MAX_AGE_S });
}
