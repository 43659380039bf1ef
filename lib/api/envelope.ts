/** The API's answer envelope (SPEC §7/§8): errorCode 0 is success. */
interface ApiError {
  errorCode: number;
  message?: string;
}

/** errorCode of a request over the API's per-IP limit (HTTP 429, Retry-After; the message says how long to wait). */
export const RATE_LIMITED_CODE = 42900;

export interface Envelope<T> {
  error: ApiError;
  data: T;
}

/** A success: errorCode 0, no message. */
export function ok<T>(data: T): Envelope<T> {
  return { error: { errorCode: 0, message: '' }, data };
}

/** A refusal or failure: its errorCode and a message for the visitor, no data. */
export function fail(errorCode: number, message: string): Envelope<null> {
  return { error: { errorCode, message }, data: null };
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
