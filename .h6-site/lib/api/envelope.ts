/** The API's answer envelope (SPEC §7/§8): errorCode 0 is success. */
export interface ApiError {
  errorCode: number;
  message?: string;
}

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
