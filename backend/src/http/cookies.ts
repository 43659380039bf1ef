import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

export const SESSION_COOKIE = 'api_sid';
/** The double-submit CSRF token: readable by the site's script, which echoes it in X-CSRF-Token. */
export const CSRF_COOKIE = 'csrf_token';
const ONE_YEAR_S = 365 * 24 * 3600;
const SID_RE = /^[A-Za-z0-9_-]{16,64}$/;
export const CSRF_RE = /^[A-Za-z0-9_-]{32,64}$/;

export type CookieConfig = Pick<AppConfig, 'cookieSameSite' | 'cookieSecure' | 'cookieDomain'>;

/** Reads one cookie from the request header (no plugin: @fastify/cookie loads ESM dynamically, which jest's VM cannot). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header || header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

/**
 * One Set-Cookie line. SameSite=Lax by default: the site's calls are first-party (through its
 * /api-gw forwarder, or from a sibling host of one registrable domain in production), so no
 * cross-site request needs the login. Secure follows the request's scheme unless configured.
 */
function serializeCookie(name: string, value: string, config: CookieConfig, maxAge: number, opts: { https?: boolean; httpOnly?: boolean } = {}): string {
  const sameSite = config.cookieSameSite === 'none' ? 'None' : config.cookieSameSite === 'strict' ? 'Strict' : 'Lax';
  const secure = config.cookieSecure === 'auto' ? opts.https === true : config.cookieSecure;
  const domain = config.cookieDomain ? `; Domain=${config.cookieDomain}` : '';
  return `${name}=${value}; Max-Age=${maxAge}; Path=/${domain}${opts.httpOnly === false ? '' : '; HttpOnly'}${secure ? '; Secure' : ''}; SameSite=${sameSite}`;
}

/** Appends a cookie to the reply (Fastify keeps several Set-Cookie headers). */
export function setCookie(reply: FastifyReply, name: string, value: string, config: CookieConfig, maxAge: number, httpOnly = true): void {
  reply.header('set-cookie', serializeCookie(name, value, config, maxAge, { https: reply.request.protocol === 'https', httpOnly }));
}

/** The value of a cookie this reply is setting, if any (the first request of a visitor). */
export function settingCookie(reply: FastifyReply, name: string, valid: RegExp): string | undefined {
  const set = reply.getHeader('set-cookie');
  for (const line of Array.isArray(set) ? set : typeof set === 'string' ? [set] : []) {
    const s = String(line);
    if (!s.startsWith(`${name}=`)) continue;
    const value = s.slice(name.length + 1).split(';')[0]!;
    if (valid.test(value)) return value;
  }
  return undefined;
}

/**
 * The API's own cookies, set on the first answer that lacks them: an opaque visitor id (as a
 * production API would set it) and the CSRF token that state-changing calls must echo.
 */
export function ensureVisitorCookies(config: AppConfig, request: FastifyRequest, reply: FastifyReply): void {
  const sid = readCookie(request, SESSION_COOKIE);
  if (!sid || !SID_RE.test(sid)) setCookie(reply, SESSION_COOKIE, randomBytes(18).toString('base64url'), config, ONE_YEAR_S);
  const csrf = readCookie(request, CSRF_COOKIE);
  if (!csrf || !CSRF_RE.test(csrf)) setCookie(reply, CSRF_COOKIE, randomBytes(24).toString('base64url'), config, ONE_YEAR_S, false);
}

/**
 * The channel hand-off's nonce (routes/account/sso.ts): HttpOnly, two minutes, on the target
 * channel's host; a hand-off ticket logs in only the browser that holds the nonce it was bound to.
 */
export const HANDOFF_COOKIE = 'api_handoff';
