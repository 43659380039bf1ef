import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DeviceBindingList, DeviceRelResult } from '../../../../lib/api/contract/account';
import { fail, ok } from '../../http/envelope';
import { memberOf } from '../../http/role';
import { parse, type ZodTypeProvider } from '../../http/validate';
import type { AccountServices } from '../../services/account';
import { FRESH_LOGIN_MS } from '../../services/account/device-logins';
import { AccountCode, accountError } from '../../services/account/errors';
import { deviceId, intField, opaque } from './schemas';

const PRODUCTS = ['case', 'ins', '3d', 'su', 'tietu', 'sgt', 'wenben'] as const;
const product = z.enum(PRODUCTS, { error: `产品只能是 ${PRODUCTS.join('、')} 之一` }).optional().default('case');

/** The device-token fallback of SPEC §4 (see DeviceLogins). */
export function deviceTokenRoutes(instance: FastifyInstance, s: AccountServices): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /**
   * GET /deviceRel/{product}DeviceId?deviceId=: bind this browser (an HttpOnly secret, not the
   * readable device id) to the logged-in account; only right after a login, which is the proof.
   */
  app.get('/deviceRel/:rel', { config: { csrf: true } }, async (request, reply) => {
    const rel = (request.params as { rel: string }).rel;
    const m = /^([a-z0-9]{1,10})DeviceId$/.exec(rel);
    const name = parse(product, m?.[1] ?? rel);
    parse(z.object({ deviceId }), request.query);
    const { session } = s.require(request);
    if (Date.now() - session.createdAt > FRESH_LOGIN_MS) throw accountError.loginNotFresh();
    s.devices.bind(request, reply, name, session);
    const data: DeviceRelResult = { product: name, bound: true };
    return ok(data);
  });

  /**
   * A device without a relation is an ordinary answer (200, errorCode 41012), not a client error:
   * every logged-out visit asks, and a 4xx would mark each of those page views as failing.
   */
  app.get('/login/getToken', { config: { csrf: true }, schema: { querystring: z.object({ deviceId, product }) } }, async (request) => {
    const q = request.query;
    const token = s.devices.token(request, q.product);
    return token ? ok(token) : fail(AccountCode.NO_DEVICE_TOKEN, '该设备没有可恢复的登录状态');
  });

  app.get('/login/loginByToken', { config: { csrf: true }, schema: { querystring: z.object({ token: opaque('登录凭证') }) } }, async (request, reply) => {
    const q = request.query;
    const found = s.devices.redeem(request, q.token);
    const account = found ? s.repo.byId(found.accountId) : undefined;
    if (!found || !account) throw accountError.tokenInvalid();
    return ok(s.login(reply, account, found.loginType));
  });

  /** The browsers that may restore this account's login, newest use first. */
  app.get('/account/devices', { config: { role: 'member' } }, async (request) => {
    const { account } = memberOf(request);
    const data: DeviceBindingList = { items: s.devices.list(request, account.id) };
    return ok(data);
  });

  /**
   * POST /account/devices/revoke {id}: that browser no longer restores the login. Idempotent:
   * an id that is gone, or not this account's, answers revoked false and changes nothing.
   */
  app.post('/account/devices/revoke', { config: { csrf: true }, schema: { body: z.object({ id: intField(1, 9_999_999, '设备') }) } }, async (request) => {
    const body = request.body;
    const { account } = s.require(request);
    return ok({ revoked: s.devices.revoke(account.id, body.id) });
  });
}
