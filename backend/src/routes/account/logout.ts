import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LogoutResult } from '../../../../lib/api/contract/account';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import type { AccountServices } from '../../services/account';
import { deviceId } from './schemas';

/**
 * POST /logout/invalidateSession {deviceId?}: ends this browser's session, expires the cookie and
 * forgets the device's relation, so the next visit's device-token fallback does not log it back
 * in. Idempotent: logging out twice (or while logged out) still answers success.
 */
export function logoutRoutes(app: FastifyInstance, s: AccountServices): void {
  app.post('/logout/invalidateSession', async (request, reply) => {
    const body = parse(z.object({ deviceId: deviceId.optional() }), request.body ?? {});
    const session = s.sessions.close(request, reply);
    if (body.deviceId) s.devices.forget(body.deviceId);
    const data: LogoutResult = { loggedOut: session !== null };
    return ok(data);
  });
}
