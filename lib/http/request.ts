import { apiTimeoutMs, isServer } from '@/lib/config';
import { beforeTimeout } from '@/lib/lazy/with-timeout';
import { buildUrl } from './build-url';
import { apiBreaker, breakerKey } from './circuit-breaker';
import { awaitingApi, renderBudgetLeftMs } from './render-budget';
import { CSRF_HEADER, CSRF_REFUSED, csrfToken } from './csrf';
import { encodeBody } from './encode-body';
import { handleResponse } from './handle-response';
import type { BodyType, HttpMethod, NextFetchOptions, Params, RequestOptions } from './types';

type FetchInit = RequestInit & { next?: NextFetchOptions };

function defaultBodyType(method: HttpMethod): BodyType {
  return method === 'DELETE' ? 'form' : 'json';
}

/**
 * Server side, the call as a whole (answer and body) ends by the timeout even when the fetch's
 * signal does not reach it: Next's patched fetch can leave a cacheable GET waiting with no
 * signal (seen with the API hung right after a crawl: one such call stayed in flight for over
 * 40 s while the others of the same render timed out at 4 s), and a render must not wait for it.
 */
function withDeadline<T>(call: Promise<T>, ms: number): Promise<T> {
  return beforeTimeout(call, ms, () => {
    throw new DOMException(`The API did not answer within ${ms} ms`, 'TimeoutError');
  });
}

/** Server side: the caller's signal (if any) plus the timeout; browser: the caller's signal only. */
function requestSignal(opts: RequestOptions, ms: number | undefined): AbortSignal | undefined {
  if (ms === undefined) return opts.signal;
  const timeout = AbortSignal.timeout(ms);
  return opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
}

/** Server side: the call's timeout, within what is left of the render's API budget; browser: none. */
function serverTimeoutMs(opts: RequestOptions): number | undefined {
  if (!isServer()) return undefined;
  return Math.min(opts.timeoutMs ?? apiTimeoutMs(), renderBudgetLeftMs());
}

function buildInit(method: HttpMethod, data: unknown, opts: RequestOptions, ms?: number): FetchInit {
  const headers = new Headers(opts.headers);
  const token = csrfToken();
  if (token && !headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, token);
  const init: FetchInit = {
    method,
    headers,
    // Every call carries the API's cookies (SPEC §7): first-party through the site's forwarder.
    credentials: 'include',
    // 301/302 are handled by the wrapper (SPEC §8), not followed silently.
    redirect: 'manual',
    signal: requestSignal(opts, ms),
  };
  if (method !== 'GET' && method !== 'HEAD') {
    const { body, contentType } = encodeBody(data, opts.type ?? defaultBodyType(method));
    if (body !== undefined) init.body = body;
    if (contentType && !headers.has('content-type')) headers.set('content-type', contentType);
  }
  if (opts.cache) init.cache = opts.cache;
  if (opts.next && isServer()) init.next = opts.next;
  return init;
}

async function refusedAsCrossSite(res: Response): Promise<boolean> {
  try {
    const body = (await res.clone().json()) as { error?: { errorCode?: unknown } };
    return body?.error?.errorCode === CSRF_REFUSED;
  } catch {
    return false;
  }
}

function logSwallowed(url: string, err: unknown): void {
  if (process.env.NODE_ENV === 'development') console.warn(`[http] ${url}:`, err);
}

/**
 * One call through the SPEC §7 wrapper. Never throws: network failures, timeouts and
 * unreadable bodies resolve to undefined (SPEC §8 "network failures are swallowed").
 */
export async function request<R = unknown>(
  method: HttpMethod,
  path: string,
  data?: unknown,
  opts: RequestOptions = {},
): Promise<R | undefined> {
  const params = method === 'GET' || method === 'HEAD' ? (data as Params | undefined) : undefined;
  const url = buildUrl(path, params, opts.origin);
  // Server side, a failing API origin is not waited for again and again (lib/http/circuit-breaker).
  const key = isServer() ? breakerKey(url) : null;
  if (key && !apiBreaker.allow(key)) return undefined;
  const ms = serverTimeoutMs(opts);
  // The render has waited for the API all it may: unavailable at once (not the API's fault twice).
  if (ms !== undefined && ms <= 0) return undefined;
  try {
    const call = async () => {
      const hadToken = csrfToken() !== null;
      let res = await fetch(url, buildInit(method, data, opts, ms));
      // A first visit has no CSRF cookie until the API's first answer, which sets it: retry once.
      if (res.status === 403 && !hadToken && csrfToken() !== null && (await refusedAsCrossSite(res))) res = await fetch(url, buildInit(method, data, opts, ms));
      if (key && res.status >= 500) apiBreaker.failure(key, `HTTP ${res.status}`);
      return (await handleResponse(res, url, method)) as R;
    };
    return await (ms !== undefined ? awaitingApi(withDeadline(call(), ms)) : call());
  } catch (err) {
    // A caller's own abort is not the API's fault; a timeout or a refused connection is.
    if (key && !opts.signal?.aborted) apiBreaker.failure(key, String(err)); // an Error's own "Name: message"
    logSwallowed(url, err);
    return undefined;
  }
}
