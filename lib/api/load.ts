import { isServer } from '@/lib/config';
import { http, isEnvelope, isShapedResult, type Params } from '@/lib/http';
import { CONTENT_REVALIDATE, FAILURE_REVALIDATE } from '@/lib/policy';

/**
 * What every lib/api content function resolves to. It never throws: a page decides between
 * its content, notFound() ('not-found', 'invalid') and its error state ('unavailable').
 */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: ApiFailure; message?: string; code?: number };

/**
 * 'not-found': the API says the thing does not exist (404 / errorCode 404xx);
 * 'invalid': the API rejected the parameters (400 / errorCode 400xx) — for a page, also a 404;
 * 'unavailable': down, slow (timeout), a 5xx, or an answer that is not the expected shape.
 */
export type ApiFailure = 'not-found' | 'invalid' | 'unavailable';

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

function failure<T>(error: ApiFailure, message?: string, code?: number): ApiResult<T> {
  const f: { ok: false; error: ApiFailure; message?: string; code?: number } = { ok: false, error };
  if (message) f.message = message;
  if (code !== undefined) f.code = code;
  return f;
}

/** Accepts any `data` (the default guard of call(): account and login answers are not shape-checked). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a guard that accepts everything ignores its argument
export const anyData = (data: unknown): data is never => true;

/**
 * Maps one wrapper answer (envelope, shaped 404/redirect, or undefined) to an ApiResult. Unlike
 * load() it does not touch the render cache: account, login, search and AI calls run in the
 * browser or per request. The failure keeps the API's errorCode (or HTTP status) as `code`,
 * because some screens react to one code (SPEC §8: 40101 password not set, 40300 …).
 */
export async function call<T>(pending: Promise<unknown>, valid: (data: unknown) => boolean = anyData): Promise<ApiResult<T>> {
  return toResult(await pending, valid as (data: unknown) => data is T);
}

/** SPEC §8: the generic "data fetch failed" message of the group and AI user-type fetchers. */
export const FETCH_FAILED_MESSAGE = '获取数据失败';

/** `data` of a successful result, else undefined. */
export function dataOf<T>(r: ApiResult<T>): T | undefined {
  return r.ok ? r.data : undefined;
}

/**
 * A client fetcher's data, or an Error with the server's message (else the fallback) for SWR to
 * hold: a failure, or a success without data, is the hook's error state.
 */
export function dataOrThrow<T>(r: ApiResult<T>, fallback: string): NonNullable<T> {
  const data = dataOf(r);
  if (!data) throw new Error(messageOf(r, fallback));
  return data;
}

/** The server's message of a failed result, else the fallback. */
export function messageOf(r: ApiResult<unknown>, fallback: string): string {
  return r.ok ? fallback : (r.message ?? fallback);
}

/** The API answered (with success or a refusal), as opposed to unreachable / garbage. */
export function answered(r: ApiResult<unknown>): boolean {
  return r.ok || r.code !== undefined;
}

/** Maps one wrapper answer to an ApiResult; `valid` guards against garbage that parses as JSON. */
export function toResult<T>(res: unknown, valid: (data: unknown) => data is T): ApiResult<T> {
  if (res === undefined) return failure('unavailable');
  if (isShapedResult(res)) return failure(res.status === 404 ? 'not-found' : 'unavailable', undefined, res.status);
  if (!isEnvelope(res)) return failure('unavailable');
  const { errorCode, message } = res.error;
  if (errorCode === 0) return valid(res.data) ? { ok: true, data: res.data } : failure('unavailable');
  if (errorCode >= 40400 && errorCode < 40500) return failure('not-found', message, errorCode);
  if (errorCode >= 40000 && errorCode < 40400) return failure('invalid', message, errorCode);
  return failure('unavailable', message, errorCode);
}

export interface LoadOptions {
  tags: string[];
  revalidate?: number;
  /** Another SPEC §7 host (lib/config areaOrigin), e.g. the commodity host; default the API origin. */
  origin?: string;
}

/** GET through the SPEC §7 wrapper with Next's data cache; an unavailable answer shortens the page's cache. */
export async function load<T>(path: string, params: Params | undefined, valid: (data: unknown) => data is T, opts: LoadOptions): Promise<ApiResult<T>> {
  const res = await http.get<T>(path, params, { origin: opts.origin, next: { revalidate: opts.revalidate ?? CONTENT_REVALIDATE, tags: opts.tags } });
  const result = toResult(res, valid);
  if (!result.ok && result.error === 'unavailable') await shortenRenderCache();
  return result;
}
