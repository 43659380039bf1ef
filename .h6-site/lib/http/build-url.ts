import { apiOrigin } from '@/lib/config';
import type { Params } from './types';

/** True when `path` is the /api segment or below it (not e.g. /apiary). */
function isApiPath(path: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(path);
}

/**
 * SPEC §7: a path starting `http` is used as is; a relative `/api...` path becomes `/case/api...`;
 * every relative path is then prefixed with the host.
 */
export function resolvePath(path: string, origin: string = apiOrigin()): string {
  if (path.startsWith('http')) return path;
  const rel = isApiPath(path) ? `/case${path}` : path;
  const base = origin.replace(/\/+$/, '');
  return `${base}${rel.startsWith('/') ? '' : '/'}${rel}`;
}

/** One field as text: objects (arrays included) JSON-encoded; undefined and null are left out. */
export function fieldValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    return JSON.stringify(value);
  }
  return String(value);
}

/** Params as URL-encoded pairs, in key order given. */
export function toSearchParams(params: Params | undefined): URLSearchParams {
  const search = new URLSearchParams();
  if (!params) return search;
  for (const [key, raw] of Object.entries(params)) {
    const value = fieldValue(raw);
    if (value !== undefined) search.append(key, value);
  }
  return search;
}

/** Appends GET params to the query string, keeping any query and hash already there. */
export function appendQuery(url: string, params: Params | undefined): string {
  const query = toSearchParams(params).toString();
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const head = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const sep = head.includes('?') ? (head.endsWith('?') || head.endsWith('&') ? '' : '&') : '?';
  return `${head}${sep}${query}${hash}`;
}

export function buildUrl(path: string, params?: Params, origin?: string): string {
  return appendQuery(resolvePath(path, origin), params);
}
