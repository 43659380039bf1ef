import type { FastifyRequest } from 'fastify';
import { issuedSid } from './cookies';
import { networkOf } from './network';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

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

/**
 * Who is asking, for counting searches: the logged-in account, else the visitor id this API
 * issued (its signed `api_sid`), and the visitor's network (http/network.ts). A `deviceId`
 * cookie or a beacon's `device_id` is whatever the client says, so it never makes a voter:
 * without an account or an issued id the search is not counted (`device` undefined).
 */
export function voterOf(request: FastifyRequest): { device: string | undefined; ip: string } {
  const accounts = request.server.accounts;
  const account = accounts?.current(request)?.account;
  const sid = account || !accounts ? undefined : issuedSid(request, accounts.settings.secret);
  return { device: account ? `acct:${account.id}` : sid ? `sid:${sid}` : undefined, ip: networkOf(request) };
}
