import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

export const SESSION_COOKIE = 'api_sid';
const ONE_YEAR_S = 365 * 24 * 3600;
const SID_RE = /^[A-Za-z0-9_-]{16,64}$/;

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

export function serializeCookie(name: string, value: string, config: Pick<AppConfig, 'cookieSameSite' | 'cookieSecure'>, maxAge: number): string {
  const sameSite = config.cookieSameSite === 'none' ? 'None' : config.cookieSameSite === 'strict' ? 'Strict' : 'Lax';
  return `${name}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly${config.cookieSecure ? '; Secure' : ''}; SameSite=${sameSite}`;
}

/**
 * The API's own cookie, set on the first answer that lacks it: an opaque visitor id, as a
 * cross-origin production API would set it. SameSite=None; Secure by default so that credentialed
 * requests from the site's hosts (another site) carry it; configurable (API_COOKIE_SAMESITE).
 */
export function ensureSessionCookie(config: AppConfig, request: FastifyRequest, reply: FastifyReply): string {
  const existing = readCookie(request, SESSION_COOKIE);
  if (existing && SID_RE.test(existing)) return existing;
  const sid = randomBytes(18).toString('base64url');
  reply.header('set-cookie', serializeCookie(SESSION_COOKIE, sid, config, ONE_YEAR_S));
  return sid;
}
