import type { Envelope } from '@/lib/api/envelope';

export type HttpMethod = 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH' | 'HEAD';

/** Body encodings of SPEC §7: POST defaults to json, DELETE to form. */
export type BodyType = 'json' | 'form';

/** Query-string params: a plain object (interfaces too); object-valued fields are JSON-encoded. */
export type Params = object;

/** Next's fetch cache options, passed through on the server. */
export interface NextFetchOptions {
  revalidate?: number | false;
  tags?: string[];
}

export interface RequestOptions {
  /** Origin prefixed to relative paths; default apiOrigin() (browser or internal by side). */
  origin?: string;
  /** Body encoding; default json for POST/PUT/PATCH, form for DELETE. */
  type?: BodyType;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Server side only: abort after this many ms (default API_TIMEOUT_MS or 4000), within the render's API budget (lib/http/render-budget.ts). */
  timeoutMs?: number;
  /** Server side only: Next fetch cache options. */
  next?: NextFetchOptions;
  cache?: RequestCache;
}

/**
 * The shape SPEC §7/§8 give to ticket calls, 404s and redirects: `data` is the parsed body for
 * ticket 200/201/401, else null ("empty data").
 */
export interface ShapedResult<T = unknown> {
  data: T | null;
  url: string;
  status: number;
  location: string | null;
}

/**
 * What an API call resolves to: the parsed body (normally the envelope; 2xx, 401 and other
 * non-2xx bodies pass through unchecked), a ShapedResult (404, 301/302), or undefined when the
 * network failed. Narrow with isOk()/okData() from ./result.
 */
export type ApiResponse<T> = Envelope<T> | ShapedResult | undefined;

/** Raw variant for non-envelope bodies (text, blobs, forms). */
export type RawResponse<R> = R | ShapedResult | undefined;
