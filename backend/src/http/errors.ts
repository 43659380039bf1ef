import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError, ErrorCode, fail } from './envelope';

const byFastifyCode: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [ErrorCode.BAD_JSON, '请求体不是合法的 JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [ErrorCode.BAD_JSON, '请求体为空，需要 JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [ErrorCode.TOO_LARGE, '请求体过大'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [ErrorCode.MEDIA_TYPE, '不支持的请求内容类型'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [ErrorCode.BAD_PARAM, '请求长度与内容不符'],
  FST_ERR_BAD_URL: [ErrorCode.BAD_PARAM, '请求地址不合法'],
  FST_ERR_ASYNC_CONSTRAINT: [ErrorCode.BAD_PARAM, '请求不合法'],
  FST_ERR_RATE_LIMIT: [ErrorCode.RATE_LIMIT, '请求过于频繁，请稍后再试'],
};

function envelopeFor(error: FastifyError | ApiHttpError | Error): { status: number; code: number; message: string } {
  if (error instanceof ApiHttpError) {
    return { status: error.statusCode, code: error.errorCode, message: error.message };
  }
  const fe = error as FastifyError;
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  const known = fe.code ? byFastifyCode[fe.code] : undefined;
  // The rate limiter's message says how long to wait (http/rate-limit.ts).
  if (fe.code === 'FST_ERR_RATE_LIMIT' && fe.message) return { status: 429, code: ErrorCode.RATE_LIMIT, message: fe.message };
  if (known) return { status: status >= 400 && status < 500 ? status : 400, code: known[0], message: known[1] };
  if (status === 429) return { status, code: ErrorCode.RATE_LIMIT, message: '请求过于频繁，请稍后再试' };
  if (error instanceof SyntaxError && status === 400) return { status, code: ErrorCode.BAD_JSON, message: '请求体不是合法的 JSON' };
  if (status >= 400 && status < 500) return { status, code: status * 100, message: '请求不合法' };
  return { status: 500, code: ErrorCode.INTERNAL, message: '服务器内部错误' };
}

/** Every error and every unknown route answers the envelope (SPEC §8); 4xx for bad input. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, code, message } = envelopeFor(error);
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    if (reply.sent) return;
    reply.code(status).type('application/json; charset=utf-8').send(fail(code, message));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).type('application/json; charset=utf-8').send(fail(ErrorCode.NO_ROUTE, `接口不存在：${request.method} ${request.url.split('?')[0]?.slice(0, 200)}`));
  });
}

/** Fastify's `frameworkErrors` option: malformed URLs etc. also answer the envelope. */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const { status, code, message } = envelopeFor(error);
  reply.code(status >= 500 ? 400 : status).type('application/json; charset=utf-8').send(fail(code, message));
}
