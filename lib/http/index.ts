import { request } from './request';
import type { ApiResponse, HttpMethod, Params, RawResponse, RequestOptions, ShapedResult } from './types';

/**
 * The SPEC §7 HTTP wrapper. `T` is the envelope's `data` type; results are unchecked bodies,
 * so narrow them with isOk() (./result.ts). undefined means the network failed.
 */
export const http = {
  get<T>(path: string, params?: Params, opts?: RequestOptions): Promise<ApiResponse<T>> {
    return request('GET', path, params, opts);
  },
  post<T>(path: string, data?: unknown, opts?: RequestOptions): Promise<ApiResponse<T>> {
    return request('POST', path, data, opts);
  },
  del<T>(path: string, data?: unknown, opts?: RequestOptions): Promise<ApiResponse<T>> {
    return request('DELETE', path, data, opts);
  },
  /** Any method, any body type (text, Blob, form object) without the envelope assumption. */
  raw<R>(method: HttpMethod, path: string, data?: unknown, opts?: RequestOptions): Promise<RawResponse<R>> {
    return request(method, path, data, opts);
  },
  /** A single sign-on ticket call (path contains /cas/v1/tickets): always the shaped result. */
  ticket<T>(method: HttpMethod, path: string, data?: unknown, opts?: RequestOptions): Promise<ShapedResult<T> | undefined> {
    return request(method, path, data, opts);
  },
};

export { isEnvelope, isOk, errorMessage, isShapedResult } from './result';
export type * from './types';
