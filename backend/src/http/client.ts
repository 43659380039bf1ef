import type { FastifyRequest } from 'fastify';
import { readCookie } from './cookies';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/** The site's readable device cookie (lib/visitor, proxy.ts), forwarded by the site's /api-gw. */
const DEVICE_COOKIE = 'deviceId';
const DEVICE_RE = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The site server's own calls: from loopback and forwarding no visitor. Its page renders go
 * through Next's data cache, so the API sees one client for every visitor; it is trusted (it
 * has its own page cache and bounded render concurrency) and never throttled as one IP. A
 * visitor's call through the site's /api-gw carries X-Forwarded-For (lib/server/site-server.mjs),
 * which Fastify's trustProxy ('loopback') turns into `request.ip`, so it is limited per visitor.
 */
export function isSiteServer(request: FastifyRequest): boolean {
  return request.headers['x-forwarded-for'] === undefined && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/** Who is asking, for counting searches: the device cookie when it looks like one, and the visitor's address. */
export function voterOf(request: FastifyRequest): { device: string | undefined; ip: string } {
  const device = readCookie(request, DEVICE_COOKIE);
  return { device: device && DEVICE_RE.test(device) ? device : undefined, ip: request.ip };
}
