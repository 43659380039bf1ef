/** The API's answer envelope (SPEC §7/§8): errorCode 0 is success. */
export interface ApiError {
  errorCode: number;
  message?: string;
}

/** errorCode of a request over the API's per-IP limit (HTTP 429, Retry-After; the message says how long to wait). */
export const RATE_LIMITED_CODE = 42900;

export interface Envelope<T> {
  error: ApiError;
  data: T;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
