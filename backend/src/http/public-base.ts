import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { originPolicy } from './cors';

/** A plain host[:port] (the Host and X-Forwarded-Host headers are client input). */
const HOST_RE = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;
/** A forwarder's path prefix: a few plain segments (the site's own is /api-gw). */
const PREFIX_RE = /^(\/[A-Za-z0-9._~-]{1,40}){1,4}$/;

const lastEntry = (v: string | string[] | undefined): string => (Array.isArray(v) ? v[v.length - 1]! : (v ?? '')).split(',').pop()!.trim();

/** The origin of this API as the caller reached it (the trusted forwarder's host when there is one). */
export function requestOrigin(request: FastifyRequest, fallback: string): string {
  const host = request.host;
  return HOST_RE.test(host) ? `${request.protocol}://${host}` : fallback;
}

/**
 * The base URL at which a visitor's device reaches this API, for every URL the API hands out to be
 * opened in a browser — the payment QR and cashier, the login QR's confirm page, ticket locations:
 * API_PUBLIC_ORIGIN when configured (a phone scanning a desktop's QR needs a host it can reach);
 * else the site's own host through its forwarder when the call came through it (X-Forwarded-Host
 * and X-Forwarded-Prefix from a trusted proxy: Fastify reads X-Forwarded-Host only from a peer
 * API_TRUST_PROXY trusts); else the origin the call reached. So never the loopback address the
 * site's server talks to, unless the caller itself used it.
 */
export function publicBase(request: FastifyRequest, config: Pick<AppConfig, 'publicOrigin' | 'ossPublicOrigin'>): string {
  if (config.publicOrigin) return config.publicOrigin;
  const origin = requestOrigin(request, config.ossPublicOrigin);
  const forwarded = request.headers['x-forwarded-host'] !== undefined && request.host !== request.headers.host;
  const prefix = forwarded ? lastEntry(request.headers['x-forwarded-prefix']) : '';
  return PREFIX_RE.test(prefix) ? `${origin}${prefix}` : origin;
}

/** The path part of publicBase ('' or '/api-gw'): where a cookie of the API's own pages must be scoped. */
export function publicBasePath(request: FastifyRequest, config: Pick<AppConfig, 'publicOrigin' | 'ossPublicOrigin'>): string {
  return new URL(publicBase(request, config)).pathname.replace(/\/+$/, '');
}

/**
 * A return address the site gave (the phone's cashier goes back there after paying): an http(s)
 * URL without credentials on one of the site's own origins (SITE_ORIGINS, SITE_DOMAIN, the local
 * hosts outside production) or on the host the call came from — never another site (no open
 * redirect). Null when it is not one.
 */
export function siteReturnUrl(config: Pick<AppConfig, 'siteOrigins' | 'siteDomain' | 'env' | 'publicOrigin' | 'ossPublicOrigin'>) {
  const allowed = originPolicy(config);
  return (value: unknown, request: FastifyRequest): string | null => {
    if (typeof value !== 'string' || value.length > 1000) return null;
    let u: URL;
    try {
      u = new URL(value);
    } catch {
      return null;
    }
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password) return null;
    const own = new URL(publicBase(request, config)).origin;
    return allowed(u.origin) || u.origin === own ? u.href : null;
  };
}
