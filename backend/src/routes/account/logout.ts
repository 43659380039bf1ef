import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LogoutResult } from '../../../../lib/api/contract/account';
import { ok } from '../../http/envelope';
import { orEmpty, type ZodTypeProvider } from '../../http/validate';
import type { AccountServices } from '../../services/account';
import { deviceId } from './schemas';

/**
 * POST /logout/invalidateSession {deviceId?}: ends this browser's session and every session of
 * its login family (the other channels it was handed to, the SSO ticket-granting ticket it came
 * from), expires the cookie and removes this browser's device binding, so the next visit's
 * device-token fallback does not log it back in. Idempotent: logging out twice (or while logged
 * out) still answers success. deviceId is accepted for the SPEC's payload; the binding is found
 * by the browser's HttpOnly secret.
 */
export function logoutRoutes(instance: FastifyInstance, s: AccountServices): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post('/logout/invalidateSession', { config: { csrf: true }, schema: { body: orEmpty(z.object({ deviceId: deviceId.optional() })) } }, async (request, reply) => {
    const session = s.sessions.close(request, reply);
    if (session) s.sso.revokeFamily(session.family);
    s.devices.forgetBrowser(request, reply, session?.family ?? null);
    const data: LogoutResult = { loggedOut: session !== null };
    return ok(data);
  });
}
