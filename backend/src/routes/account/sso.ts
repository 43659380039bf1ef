import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originPolicy } from '../../http/cors';
import { z } from 'zod';
import type { HandoffTicket, TicketGrantingTicket } from '../../../../lib/api/contract/account';
import type { Ctx } from '../../services/context';
import { ApiHttpError, ok } from '../../http/envelope';
import { parse, type ZodTypeProvider } from '../../http/validate';
import { publicBase, requestOrigin } from '../../http/public-base';
import type { AccountServices } from '../../services/account';
import { AccountCode, accountError } from '../../services/account/errors';
import { reservePasswordAttempt } from '../../services/account/password-guard';
import { decoyHash, digest, verifyPassword } from '../../services/account/passwords';
import { opaque, password, phoneNo } from './schemas';
import { networkOf } from '../../http/network';

/** The one service this CAS issues tickets for: the API's own ticket login (direct or through the site's /api-gw). */
const SERVICE_PATH = '/login/ssoLogin';
const SERVICE_PATHS = new Set([SERVICE_PATH, `/api-gw${SERVICE_PATH}`]);

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

  /**
   * POST /login/handoffTicket {service}: switching channel while logged in. Hosts that do not
   * share the login cookie (each *.localhost is its own site) get a one-minute service ticket for
   * the target channel's ticket login; its session joins this one's family, so logging out on
   * either channel ends both.
   */
  app.post('/login/handoffTicket', { config: { csrf: true } }, async (request) => {
    const body = parse(z.object({ service: service(request) }), request.body);
    const { account, session } = s.require(request);
    const data: HandoffTicket = { ticket: s.sso.handoff(account.id, session.family, body.service), service: body.service, expiresIn: s.settings.ticketTtlMs.handoff / 1000 };
    return ok(data);
  });
}
