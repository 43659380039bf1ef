import Cookies from 'js-cookie';
import { documentCookieValues, forgetDocumentCookie } from './document-cookie';

/** Attributes of a cookie the browser writes (Max-Age in seconds, as the Set-Cookie header has it). */
interface CookieOptions {
  path?: string;
  domain?: string;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  maxAge?: number;
}

// The browser's readable cookies: written through js-cookie (under 1 KB gzipped: these run in
// every page's first load, issue 15), read through ./document-cookie.ts, which asks the browser
// once per synchronous run (issue 40) and decodes as js-cookie does. Attributes are written as the
// server writes them (Max-Age in seconds, Domain, Path, Secure, SameSite), none by default.
const jar = Cookies.withAttributes({ path: undefined });

function attrs(o: CookieOptions): Cookies.CookieAttributes {
  const a: Cookies.CookieAttributes = {};
  if (o.maxAge !== undefined) a['Max-Age'] = String(o.maxAge);
  if (o.domain) a['Domain'] = o.domain;
  if (o.path) a['Path'] = o.path;
  if (o.secure) a['Secure'] = true;
  if (o.sameSite) a['SameSite'] = `${o.sameSite[0]!.toUpperCase()}${o.sameSite.slice(1)}`;
  return a;
}

/** The cookie's value (the first of that name, as js-cookie reads it), or undefined. */
export function getCookie(name: string): string | undefined {
  const [raw] = documentCookieValues(name);
  if (raw === undefined) return undefined;
  try {
    return Cookies.converter.read(raw, name);
  } catch {
    // A malformed %-escape: js-cookie skips such a cookie too.
    return undefined;
  }
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  jar.set(name, value, attrs(options));
  forgetDocumentCookie();
}

/** Deletes the cookie written with these path and domain. */
export function deleteCookie(name: string, options: CookieOptions = {}): void {
  jar.remove(name, attrs(options));
  forgetDocumentCookie();
}
