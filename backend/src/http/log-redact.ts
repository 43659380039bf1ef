import type { FastifyRequest } from 'fastify';

/**
 * Query fields whose values the log may keep: what a page or list asks for, never who asks or what
 * proves it. Every other field's value is redacted — passwords, codes, tokens, tickets, signed
 * links' `sig`, the cashier's `t`, QR `scene`/`sceneId`, device ids, phones, and any secret a route
 * adds later without anyone remembering the log (an allow-list fails safe; a deny-list leaked).
 */
const LOGGABLE_FIELDS = [
  'page', 'pagesize', 'size', 'limit', 'offset', 'sort', 'order', 'rank', 'kind', 'type', 'state',
  'id', 'itemid', 'caseid', 'classifyid', 'categoryid', 'tagid', 'designerid', 'parentid', 'audience',
  'channel', 'product', 'logintype', 'scenetype', 'days', 'date', 'format', 'w', 'h', 'x-oss-process', 'bhv_type',
];
const LOGGABLE = new Set(LOGGABLE_FIELDS);
/** Path segments that are secrets themselves (ticket-granting tickets, one-off tokens). */
const SECRET_SEGMENT = /^(TGT-|ST-|dt_)[A-Za-z0-9_-]+$/;

/** A URL for the log: every query value not known to be harmless, and ticket segments, replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q))
    .split('/')
    .map((seg) => (SECRET_SEGMENT.test(seg) ? '[redacted]' : seg))
    .join('/');
  if (q < 0) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  const out: string[] = [];
  for (const [k, v] of params) out.push(`${encodeURIComponent(k)}=${LOGGABLE.has(k.toLowerCase()) ? encodeURIComponent(v) : '[redacted]'}`);
  return out.length ? `${path}?${out.join('&')}` : path;
}

/** Fastify's request serializer: method, redacted URL, host and client address — never a body, cookie or header value. */
export function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
}
