import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DeviceRelResult } from '../../../../lib/api/contract/account';
import { fail, ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import type { AccountServices } from '../../services/account';
import { AccountCode, accountError } from '../../services/account/errors';
import { deviceId, opaque } from './schemas';

const PRODUCTS = ['case', 'ins', '3d', 'su', 'tietu', 'sgt', 'wenben'] as const;
const product = z.enum(PRODUCTS, { error: `产品只能是 ${PRODUCTS.join('、')} 之一` }).optional().default('case');

/** The device-token fallback of SPEC §4 (see DeviceLogins). */
export function deviceTokenRoutes(app: FastifyInstance, s: AccountServices): void {
  /** GET /deviceRel/{product}DeviceId?deviceId=: relate this device to the logged-in account. */
  app.get('/deviceRel/:rel', async (request) => {
    const rel = (request.params as { rel: string }).rel;
    const m = /^([a-z0-9]{1,10})DeviceId$/.exec(rel);
    const name = parse(product, m?.[1] ?? rel);
    const q = parse(z.object({ deviceId }), request.query);
    const { account, session } = s.require(request);
    s.devices.relate(q.deviceId, name, account.id, session.loginType);
    const data: DeviceRelResult = { product: name, bound: true };
    return ok(data);
  });

  /**
   * A device without a relation is an ordinary answer (200, errorCode 41012), not a client error:
   * every logged-out visit asks, and a 4xx would mark each of those page views as failing.
   */
  app.get('/login/getToken', async (request) => {
    const q = parse(z.object({ deviceId, product }), request.query);
    const token = s.devices.token(q.deviceId, q.product);
    return token ? ok(token) : fail(AccountCode.NO_DEVICE_TOKEN, '该设备没有可恢复的登录状态');
  });

  app.get('/login/loginByToken', async (request, reply) => {
    const q = parse(z.object({ token: opaque('登录凭证') }), request.query);
    const found = s.devices.redeem(q.token);
    const account = found ? s.repo.byId(found.accountId) : undefined;
    if (!found || !account) throw accountError.tokenInvalid();
    return ok(s.login(reply, account, found.loginType));
  });
}
