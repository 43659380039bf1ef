import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail, ok } from '../../http/envelope';
import { memberOf } from '../../http/role';
import { type ZodTypeProvider } from '../../http/validate';
import type { AccountServices } from '../../services/account';
import { toAccountInfo, toMergeInfo, toVipInfo } from '../../services/account/account-view';
import { AccountCode, NOT_LOGGED_IN_MESSAGE } from '../../services/account/errors';
import { loginType } from './schemas';
import { riskInputs } from '../../services/pay/risk';

/** The current account: info (the login check of every visit), VIP/case info, merge info. */
export function accountInfoRoutes(instance: FastifyInstance, s: AccountServices): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /**
   * Logged out is an ordinary state here (200, errorCode 41006), not a client error: the site
   * asks on every visit, and a 4xx would count each guest page view as a failed request.
   */
  app.get('/account/accountInfo', async (request) => {
    const found = s.current(request);
    if (!found) return fail(AccountCode.NOT_LOGGED_IN, NOT_LOGGED_IN_MESSAGE);
    return ok(toAccountInfo(found.account, found.session.loginType, s.isEditor(found.account)));
  });

  app.get('/account/vipInfo', { schema: { querystring: z.object({ loginType }) } }, async (request) => {
    const q = request.query;
    const { account } = s.require(request);
    return ok(toVipInfo(account, q.loginType as 0 | 1 | 2 | 3 | 4 | 5, riskInputs(app.ctx.db, account).flagged));
  });

  app.get('/ins/api/account/mergeInfo', { config: { role: 'member' } }, async (request) => {
    const { account } = memberOf(request);
    return ok(toMergeInfo(account));
  });
}
