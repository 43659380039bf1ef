import type { NextRequest } from 'next/server';
import { fail } from '@/lib/api/envelope';
import { API_GATEWAY_PATH, internalApiOrigin } from '@/lib/config';

/**
 * The site's same-origin forwarder to the API (docs/security.md "First-party calls"). The browser
 * calls {site host}/api-gw/{API path}; this forwards to the API's internal origin and hands its
 * answer back, Set-Cookie included — so the API's cookies are first-party on every channel host
 * and survive browsers that block third-party cookies.
 */
export const dynamic = 'force-dynamic';

/** Request headers the API may see: the rest (the site's own cookies excepted) stays here. The Referer: the files' hot-link rule. */
const FORWARD_REQUEST = ['accept', 'accept-language', 'content-type', 'cookie', 'if-none-match', 'origin', 'range', 'referer', 'sec-fetch-site', 'user-agent', 'x-csrf-token'];
/** Hop-by-hop and re-encoded headers are not copied back (fetch already decoded the body). */
const DROP_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'set-cookie']);
/** How long the API may take to start answering; a download's body then streams as long as the visitor reads it. */
const TIMEOUT_MS = 60_000;

function refusal(status: number, errorCode: number, message: string): Response {
  return Response.json(fail(errorCode, message), { status, headers: { 'Cache-Control': 'no-store' } });
}

/** A plain host[:port] (the same shape the API accepts in X-Forwarded-Host). */
const HOST_RE = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** The host the browser asked for (its Host header), else Next's own idea of it. */
function visitorHost(req: NextRequest): string {
  const host = req.headers.get('host');
  return host && HOST_RE.test(host) ? host : req.nextUrl.host;
}

async function forward(req: NextRequest): Promise<Response> {
  const rest = req.nextUrl.pathname.slice(API_GATEWAY_PATH.length);
  // Only a plain absolute path: "//host" would make the target another origin.
  if (!rest.startsWith('/') || rest.startsWith('//') || rest.includes('\\')) return refusal(404, 40400, '接口不存在');
  const origin = internalApiOrigin();
  const target = new URL(`${rest}${req.nextUrl.search}`, origin);
  if (target.origin !== new URL(origin).origin) return refusal(404, 40400, '接口不存在');

  const headers = new Headers();
  for (const name of FORWARD_REQUEST) {
    const v = req.headers.get(name);
    if (v !== null) headers.set(name, v);
  }
  // The visitor's address for the API's per-IP limits (the API trusts loopback forwarders only).
  const forwardedFor = req.headers.get('x-forwarded-for');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor.split(',')[0]!.trim());
  headers.set('x-forwarded-proto', req.nextUrl.protocol.replace(':', ''));
  // Where the visitor reached the API: the URLs it hands out for a browser to open (payment QR and
  // cashier, login QR, the channel hand-off) name this host and path, never the loopback address it
  // listens on. The Host header: Next's own URL names the host the server was started for, not
  // the channel host the browser asked (interior.localhost came out as localhost).
  const host = visitorHost(req);
  headers.set('x-forwarded-host', host);
  headers.set('x-forwarded-prefix', API_GATEWAY_PATH);

  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  let res: Response;
  const late = new AbortController();
  const timer = setTimeout(() => late.abort(), TIMEOUT_MS);
  try {
    res = await fetch(target, {
      method: req.method,
      headers,
      body: hasBody ? req.body : undefined,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.any([req.signal, late.signal]),
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch {
    return refusal(503, 50300, '服务暂时不可用，请稍后再试');
  } finally {
    clearTimeout(timer);
  }

  const out = new Headers();
  res.headers.forEach((value, name) => {
    if (!DROP_RESPONSE.has(name)) out.set(name, value);
  });
  for (const cookie of res.headers.getSetCookie()) out.append('set-cookie', cookie);
  const location = res.headers.get('location');
  // Locations the API hands out for itself (ticket-granting tickets) point back through here.
  const own = location ? /^https?:\/\/([^/?#]+)(.*)$/.exec(location) : null;
  if (own && own[1] === target.host) out.set('location', `${req.nextUrl.protocol}//${host}${API_GATEWAY_PATH}${own[2]}`);
  if (!out.has('cache-control')) out.set('cache-control', 'no-store');
  return new Response(req.method === 'HEAD' || res.status === 204 || res.status === 304 ? null : res.body, { status: res.status, headers: out });
}

export { forward as GET, forward as POST, forward as PUT, forward as DELETE, forward as PATCH, forward as HEAD, forward as OPTIONS };
