import type { ApiResult } from '@/lib/api/load';

/**
 * The API says the thing is not there: unknown id (404) or parameters it rejects (400, e.g.
 * a category of another tree). Pages answer these with notFound(); only 'unavailable' is an
 * error state.
 */
export function isMissing(res: ApiResult<unknown>): boolean {
  return !res.ok && (res.error === 'not-found' || res.error === 'invalid');
}
