import type { FastifyRequest } from 'fastify';

/** Query and form fields whose values log a user in or prove who they are. */
const SECRET_FIELDS = ['password', 'pwd', 'code', 'token', 'ticket', 'service', 'deviceid', 'device_id', 'sessionid', 'username', 'phoneno', 'phone', 'logidurl'];
const SECRET = new Set(SECRET_FIELDS);
/** Path segments that are secrets themselves (ticket-granting tickets, one-off tokens). */
const SECRET_SEGMENT = /^(TGT-|ST-|dt_)[A-Za-z0-9_-]+$/;

/** A URL for the log: secret query values and ticket segments replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q))
    .split('/')
    .map((seg) => (SECRET_SEGMENT.test(seg) ? '[redacted]' : seg))
    .join('/');
  if (q < 0) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  const out: string[] = [];
  for (const [k, v] of params) out.push(`${encodeURIComponent(k)}=${SECRET.has(k.toLowerCase()) ? '[redacted]' : encodeURIComponent(v)}`);
  return out.length ? `${path}?${out.join('&')}` : path;
}

/** Fastify's request serializer: method, redacted URL, host and client address — never a body, cookie or header value. */
export function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
}
