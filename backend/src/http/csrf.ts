import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiHttpError } from './envelope';
import { CSRF_COOKIE, CSRF_RE, readCookie } from './cookies';

const CSRF_HEADER = 'x-csrf-token';
/** SPEC-style refusal of a request that did not come from the site itself. */
const CSRF_ERROR_CODE = 40300;
const CSRF_MESSAGE = '请求来源校验失败，请刷新页面后重试';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call that logs in, logs out, binds a device, sends a code or changes an account: it keeps
     * the SPEC's method and path (several are GETs) and is refused unless it carries the CSRF token
     * header — which no navigation, <img> or form can send, and which forces a CORS preflight that
     * foreign origins fail — and unless its Origin / Sec-Fetch-Site say it came from the site.
     */
    csrf?: boolean;
  }
  interface FastifyInstance {
    /** Every route declared with `config: { csrf: true }`, as "METHOD /url" (tests walk it). */
    csrfRoutes: string[];
  }
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Why a request is refused as cross-site, or null when it may proceed. */
function csrfRefusal(request: FastifyRequest, allowedOrigin: (origin: string) => boolean): string | null {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return 'cross-site request';
  const origin = request.headers.origin;
  if (origin && origin !== 'null' && !allowedOrigin(origin)) return `origin ${origin.slice(0, 100)} not allowed`;
  if (origin === 'null') return 'opaque origin';
  const header = request.headers[CSRF_HEADER];
  const cookie = readCookie(request, CSRF_COOKIE);
  if (typeof header !== 'string' || !cookie || !CSRF_RE.test(cookie) || !sameToken(header, cookie)) return 'missing or wrong CSRF token';
  return null;
}

/** Guards the routes declared with `config: { csrf: true }` (docs/security.md). */
export function installCsrfGuard(app: FastifyInstance, allowedOrigin: (origin: string) => boolean): void {
  const guarded: string[] = [];
  app.decorate('csrfRoutes', guarded);
  app.addHook('onRoute', (route) => {
    if (!route.config?.csrf) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') guarded.push(`${method} ${route.url}`);
  });
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config?.csrf) return;
    const why = csrfRefusal(request, allowedOrigin);
    if (why) {
      request.log.warn({ reason: why }, 'csrf refusal');
      throw new ApiHttpError(403, CSRF_ERROR_CODE, CSRF_MESSAGE);
    }
  });
}
