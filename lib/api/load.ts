import { isServer } from '@/lib/config';
import { http, isEnvelope, isShapedResult, type Params } from '@/lib/http';

/**
 * What every lib/api content function resolves to. It never throws: a page decides between
 * its content, notFound() ('not-found', 'invalid') and its error state ('unavailable').
 */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: ApiFailure; message?: string };

/**
 * 'not-found': the API says the thing does not exist (404 / errorCode 404xx);
 * 'invalid': the API rejected the parameters (400 / errorCode 400xx) — for a page, also a 404;
 * 'unavailable': down, slow (timeout), a 5xx, or an answer that is not the expected shape.
 */
export type ApiFailure = 'not-found' | 'invalid' | 'unavailable';

/** Content changes slowly; five minutes of staleness is the product's trade-off (issue 4). */
export const CONTENT_REVALIDATE = 300;

/**
 * How long a render that hit an unavailable API may be cached. Short, so an error page does
 * not outlive the outage by minutes; long enough to shield a recovering API from a stampede.
 */
export const FAILURE_REVALIDATE = 10;

/** The cache tag table (lib/api/cache-tags.ts), re-exported for the API modules. */
export { CACHE_TAGS as TAGS } from './cache-tags';

/**
 * Lowers the current render's ISR lifetime to FAILURE_REVALIDATE. Next takes a page's
 * revalidate as the minimum over the fetches it made, and a `data:` URL costs no network, so
 * this marks "this render saw a failure" without touching the API again.
 */
export async function shortenRenderCache(): Promise<void> {
  if (!isServer()) return;
  try {
    await fetch('data:text/plain,api-unavailable', { next: { revalidate: FAILURE_REVALIDATE } } as RequestInit);
  } catch {
    // Nothing to do: the page simply keeps the default lifetime.
  }
}

function failure<T>(error: ApiFailure, message?: string): ApiResult<T> {
  return message ? { ok: false, error, message } : { ok: false, error };
}

/** Maps one wrapper answer to an ApiResult; `valid` guards against garbage that parses as JSON. */
export function toResult<T>(res: unknown, valid: (data: unknown) => data is T): ApiResult<T> {
  if (res === undefined) return failure('unavailable');
  if (isShapedResult(res)) return failure(res.status === 404 ? 'not-found' : 'unavailable');
  if (!isEnvelope(res)) return failure('unavailable');
  const { errorCode, message } = res.error;
  if (errorCode === 0) return valid(res.data) ? { ok: true, data: res.data } : failure('unavailable');
  if (errorCode >= 40400 && errorCode < 40500) return failure('not-found', message);
  if (errorCode >= 40000 && errorCode < 40400) return failure('invalid', message);
  return failure('unavailable', message);
}

export interface LoadOptions {
  tags: string[];
  revalidate?: number;
}

/** GET through the SPEC §7 wrapper with Next's data cache; an unavailable answer shortens the page's cache. */
export async function load<T>(path: string, params: Params | undefined, valid: (data: unknown) => data is T, opts: LoadOptions): Promise<ApiResult<T>> {
  const res = await http.get<T>(path, params, { next: { revalidate: opts.revalidate ?? CONTENT_REVALIDATE, tags: opts.tags } });
  const result = toResult(res, valid);
  if (!result.ok && result.error === 'unavailable') await shortenRenderCache();
  return result;
}
