import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountRow } from '../db/repo/accounts';
import type { CurrentSession } from '../services/account/sessions';

/** Who may call a route (`config: { role }`). */
type Role = 'member' | 'uploader' | 'editor';

interface Member {
  session: CurrentSession;
  account: AccountRow;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * member: logged in (else 401); uploader: a member not banned from uploading (else 403);
     * editor: an account that reviews cases (else 403). Checked before the route's schema, so
     * a visitor hears 401 before any complaint about the input.
     */
    role?: Role;
  }
  interface FastifyRequest {
    /** The caller of a route that declares a role (set by the role guard). */
    member: Member | null;
  }
}

/** Checks `config.role` before validation; `checks` say how each role is proven (routes/index.ts). */
export function installRoleGuard(app: FastifyInstance, checks: Record<Role, (request: FastifyRequest) => Member>): void {
  app.decorateRequest('member', null);
  app.addHook('preValidation', async (request) => {
    const role = request.routeOptions.config?.role;
    if (role) request.member = checks[role](request);
  });
}

/** The caller of a route declared with a role. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw new Error(`${request.routeOptions.url ?? request.url} declares no role`);
  return request.member;
}
