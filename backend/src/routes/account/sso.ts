import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originPolicy } from '../../http/cors';
import { z } from 'zod';
import type { TicketGrantingTicket } from '../../../../lib/api/contract/account';
import { HANDOFF_COOKIE, readCookie, setCookie } from '../../http/cookies';
import type { Ctx } from '../../services/context';
import { ApiHttpError, ok } from '../../http/envelope';
import { parse, type ZodTypeProvider } from '../../http/validate';
import { publicBase, requestOrigin } from '../../http/public-base';
import type { AccountServices } from '../../services/account';
import { AccountCode, accountError } from '../../services/account/errors';
import { reservePasswordAttempt } from '../../services/account/password-guard';
import { decoyHash, digest, newToken, verifyPassword } from '../../services/account/passwords';
import { opaque, password, phoneNo } from './schemas';
import { networkOf } from '../../http/network';

/** The one service this CAS issues tickets for: the API's own ticket login (direct or through the site's /api-gw). */
const SERVICE_PATH = '/login/ssoLogin';
/** The site's first-party forwarder to this API on every channel host (app/api-gw). */
const SITE_GATEWAY = '/api-gw';
const SERVICE_PATHS = new Set([SERVICE_PATH, `${SITE_GATEWAY}${SERVICE_PATH}`]);
/** Where the target page finds the hand-off ticket: a fragment is never sent to a server or in a Referer. */
const HANDOFF_FRAGMENT = '#sso=';

/** A service URL of this site only: the ticket login path on the API itself or on an allowed site origin. */
function serviceSchema(ownOrigin: (origin: string) => boolean) {
  return z
    .string({ error: '缺少 service' })
    .max(300)
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          return (u.protocol === 'http:' || u.protocol === 'https:') && SERVICE_PATHS.has(u.pathname) && !u.username && !u.password && ownOrigin(u.origin);
        } catch {
          return false;
        }
      },
      { error: `service 必须是本站的 ${SERVICE_PATH} 地址` },
    );
}
const credentials = z.object({ username: phoneNo, password });

/**
 * Single sign-on, CAS REST style: POST /cas/v1/tickets (credentials) → 201 + Location of a
 * ticket-granting ticket; POST that location (service) → a service ticket as text;
 * GET /login/ssoLogin?ticket&service redeems it for a session. The directory is the account
 * table (username = phone), and failures share the password-login limits.
 */
export function ssoRoutes(instance: FastifyInstance, s: AccountServices, ctx: Ctx): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const allowed = originPolicy(ctx.config);
  // Per request: the API's own origin as the caller reached it also counts as the site's.
  const service = (request: FastifyRequest) => serviceSchema((o) => allowed(o) || o === requestOrigin(request, ctx.config.ossPublicOrigin) || o === ctx.config.ossPublicOrigin);
  app.post('/cas/v1/tickets', { config: { csrf: true }, schema: { body: credentials } }, async (request, reply) => {
    const body = request.body;
    const attempt = reservePasswordAttempt(s.limiter, s.backoff, body.username, networkOf(request), { phone: '登录尝试过于频繁，请 {wait}后再试', ip: '登录尝试过于频繁，请 {wait}后再试' });
    const account = s.repo.byPhone(body.username);
    if (!(await verifyPassword(body.password, account?.password_hash ?? decoyHash())) || !account?.password_hash) {
      attempt.failed();
      throw new ApiHttpError(401, AccountCode.PASSWORD_WRONG, '账号或密码错误');
    }
    if (account.state !== 1) throw accountError.disabled();
    attempt.succeeded();
    const tgt = s.sso.grant(account.id);
    const data: TicketGrantingTicket = { ticketGrantingTicket: tgt };
    return reply.code(201).header('Location', `${publicBase(request, ctx.config)}/cas/v1/tickets/${tgt}`).send(ok(data));
  });

  app.post('/cas/v1/tickets/:tgt', { config: { csrf: true } }, async (request, reply) => {
    const tgt = parse(opaque('票据'), (request.params as { tgt: string }).tgt);
    const body = parse(z.object({ service: service(request) }), request.body);
    const st = s.sso.serviceTicket(tgt, body.service);
    if (!st) throw accountError.ticketInvalid();
    return reply.type('text/plain; charset=utf-8').send(st);
  });

  app.delete('/cas/v1/tickets/:tgt', { config: { csrf: true } }, async (request) => {
    const tgt = parse(opaque('票据'), (request.params as { tgt: string }).tgt);
    // CAS logout: the TGT and every session opened from it end.
    const family = `t:${digest(tgt)}`;
    const destroyed = s.sso.destroy(tgt);
    s.sessions.closeFamily(family);
    s.sso.revokeFamily(family);
    return ok({ destroyed });
  });

  // The service check needs the request (its own origin): the schema is built per request.
  app.get(SERVICE_PATH, { config: { csrf: true } }, async (request, reply) => {
    const q = parse(z.object({ ticket: opaque('票据'), service: service(request) }), request.query);
    const found = s.sso.validate(q.ticket, q.service);
    const account = found ? s.repo.byId(found.accountId) : undefined;
    if (!found || !account) throw accountError.ticketInvalid();
    return ok(s.login(reply, account, 4, false, found.family));
  });

  // Channel hand-off (docs/security.md "Channels: one login, handed over"), OAuth-style with a
  // state the target browser holds, so a ticket only ever logs in the browser that asked for it:
  //   1. target channel B: GET /login/handoffStart?from=A&to=/path sets the HttpOnly nonce cookie
  //      and sends the browser to A's authorize with the nonce's digest;
  //   2. source channel A: GET /login/handoffAuthorize issues a one-minute ticket for A's session
  //      bound to that digest and sends the browser back to B's /path#sso=ST-…;
  //   3. B's page: POST /login/handoffLogin {ticket} redeems it with the nonce cookie.
  // A CAS REST ticket, a ticket bound to another browser's nonce, or none at all logs nobody in.
  const sitePath = z
    .string()
    .max(1000)
    .refine((v) => /^\/(?![/\\])[^\s\\]*$/.test(v), { error: 'to 必须是本站路径' });
  const siteOrigin = (request: FastifyRequest) => requestOrigin(request, ctx.config.ossPublicOrigin);
  const handoffService = (origin: string) => `${origin}${SITE_GATEWAY}${SERVICE_PATH}`;

  app.get('/login/handoffStart', async (request, reply) => {
    // The site's channels (and this API's own origin as reached, as for a ticket's service).
    const here = siteOrigin(request);
    const own = (o: string) => allowed(o) || o === here;
    const q = parse(z.object({ from: z.string().max(300).refine(own, { error: 'from 必须是本站频道' }), to: sitePath }), request.query);
    const nonce = newToken();
    setCookie(reply, HANDOFF_COOKIE, nonce, ctx.config, Math.ceil(s.settings.ticketTtlMs.handoff / 1000) * 2);
    const next = new URL(`${q.from}${SITE_GATEWAY}/login/handoffAuthorize`);
    next.search = new URLSearchParams({ service: handoffService(here), binding: digest(nonce), to: q.to }).toString();
    return reply.header('Cache-Control', 'no-store').redirect(next.href, 302);
  });

  app.get('/login/handoffAuthorize', async (request, reply) => {
    const q = parse(z.object({ service: service(request), binding: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'binding 格式不正确' }), to: sitePath }), request.query);
    const back = `${new URL(q.service).origin}${q.to}`;
    const found = s.current(request);
    // Nobody logged in here: the plain page over there (its own login check runs).
    const ticket = found ? s.sso.handoff(found.account.id, found.session.family, q.service, q.binding) : null;
    return reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .redirect(ticket ? `${back}${HANDOFF_FRAGMENT}${ticket}` : back, 302);
  });

  app.post('/login/handoffLogin', { config: { csrf: true } }, async (request, reply) => {
    const body = parse(z.object({ ticket: opaque('票据') }), request.body);
    const nonce = readCookie(request, HANDOFF_COOKIE);
    // One nonce, one try: whatever happens, it is gone.
    if (nonce !== undefined) setCookie(reply, HANDOFF_COOKIE, '', ctx.config, 0);
    // The page's own channel: its Origin (the CSRF guard admits only the site's), which is also
    // right when the page calls a sibling API host (NEXT_PUBLIC_API_ORIGIN) instead of its /api-gw.
    const origin = request.headers.origin;
    const page = typeof origin === 'string' && allowed(origin) ? origin : siteOrigin(request);
    const found = s.sso.validate(body.ticket, handoffService(page), nonce && /^[A-Za-z0-9_-]{43}$/.test(nonce) ? nonce : '');
    const account = found ? s.repo.byId(found.accountId) : undefined;
    if (!found || !account || account.state !== 1) throw accountError.ticketInvalid();
    return ok(s.login(reply, account, 4, false, found.family));
  });
}
