import { RATE_LIMITED_CODE, type Envelope } from '../../../lib/api/envelope';

/** Error codes of the reference API (documented in docs/api.md). */
export const ErrorCode = {
  OK: 0,
  BAD_PARAM: 40000,
  BAD_JSON: 40001,
  BAD_IMAGE_PROCESS: 40002,
  /** An uploaded picture that is not a readable JPEG / PNG / WebP, 0×0 or too large (docs/api.md "Gather and upload"). */
  BAD_IMAGE: 45001,
  FORBIDDEN_ORIGIN: 40300,
  NOT_FOUND: 40400,
  NO_ROUTE: 40401,
  METHOD: 40500,
  TOO_LARGE: 41300,
  MEDIA_TYPE: 41500,
  RATE_LIMIT: RATE_LIMITED_CODE,
  INTERNAL: 50000,
  BUSY: 50300,
} as const;

export function ok<T>(data: T): Envelope<T> {
  return { error: { errorCode: 0, message: '' }, data };
}

export function fail(errorCode: number, message: string): Envelope<null> {
  return { error: { errorCode, message }, data: null };
}

/** An error that answers the envelope with a given HTTP status. */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiHttpError';
  }
}

export function notFound(message = '请求的内容不存在'): ApiHttpError {
  return new ApiHttpError(404, ErrorCode.NOT_FOUND, message);
}

export function badParam(message: string): ApiHttpError {
  return new ApiHttpError(400, ErrorCode.BAD_PARAM, message);
}
