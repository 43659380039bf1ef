import type { Envelope } from '@/lib/api/envelope';
import type { ShapedResult } from './types';

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

/** The {data, url, status, location} shape of ticket calls, 404s and redirects. */
export function isShapedResult(x: unknown): x is ShapedResult {
  return isObject(x) && typeof x.url === 'string' && typeof x.status === 'number' && 'location' in x && 'data' in x;
}

/** A body in the API envelope: `{ error: { errorCode: number }, data }`. */
export function isEnvelope<T = unknown>(x: unknown): x is Envelope<T> {
  return isObject(x) && isObject(x.error) && typeof x.error.errorCode === 'number';
}

/** An envelope with errorCode 0. */
export function isOk<T = unknown>(x: unknown): x is Envelope<T> {
  return isEnvelope(x) && x.error.errorCode === 0;
}

/** `data` of a successful envelope, else undefined (failed call, non-zero code, 404, ...). */
export function okData<T>(x: unknown): T | undefined {
  return isOk<T>(x) ? x.data : undefined;
}

/** The server's message of a failed envelope, if it sent one. */
export function errorMessage(x: unknown): string | undefined {
  return isEnvelope(x) && x.error.errorCode !== 0 ? x.error.message || undefined : undefined;
}
