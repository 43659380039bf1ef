import { createHmac, randomBytes } from 'node:crypto';
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

/** The signature part of an issued visitor id: 16 bytes of HMAC, 22 base64url characters. */
function sidMac(key: Buffer, random: string): string {
  return createHmac('sha256', key).update(`sid\u0000${random}`).digest().subarray(0, 16).toString('base64url');
}

/** A new visitor id: 24 random characters and their HMAC (46 characters, still an opaque SID_RE value). */
export function issueSid(key: Buffer): string {
  const random = randomBytes(18).toString('base64url');
  return `${random}${sidMac(key, random)}`;
}

/**
 * The request's visitor id when this API issued it (its HMAC checks), else undefined: a device
 * the API issued, which a client cannot invent (the hot words count these, not `device_id`s).
 */
export function issuedSid(request: FastifyRequest, key: Buffer): string | undefined {
  const sid = readCookie(request, SESSION_COOKIE);
  if (!sid || sid.length !== 46 || !SID_RE.test(sid)) return undefined;
  const mac = sidMac(key, sid.slice(0, 24));
  return mac === sid.slice(24) ? sid : undefined;
}

/**
 * The API's own cookies, set on the first answer that lacks them: an opaque visitor id (signed
 * with `sidKey`, so the API can tell the ids it issued) and the CSRF token that state-changing
 * calls must echo.
 */
export function ensureVisitorCookies(config: AppConfig, request: FastifyRequest, reply: FastifyReply, sidKey: Buffer): void {
  const sid = readCookie(request, SESSION_COOKIE);
  if (!sid || !SID_RE.test(sid)) setCookie(reply, SESSION_COOKIE, issueSid(sidKey), config, ONE_YEAR_S);
  const csrf = readCookie(request, CSRF_COOKIE);
  if (!csrf || !CSRF_RE.test(csrf)) setCookie(reply, CSRF_COOKIE, randomBytes(24).toString('base64url'), config, ONE_YEAR_S, false);
}

/**
 * The channel hand-off's nonce (routes/account/sso.ts): HttpOnly, two minutes, on the target
 * channel's host; a hand-off ticket logs in only the browser that holds the nonce it was bound to.
 */
export const HANDOFF_COOKIE = 'api_handoff';
