import type { FastifyInstance } from 'fastify';
import { AccountServices } from '../../services/account';
import type { Ctx } from '../../services/context';
import { accountInfoRoutes } from './account-info';
import { codeLoginRoutes } from './code-login';
import { deviceTokenRoutes } from './device-token';
import { logoutRoutes } from './logout';
import { passwordRoutes } from './password';
import { sliderRoutes } from './slider';
import { sourceRoutes } from './source';
import { ssoRoutes } from './sso';
import { accountTestRoutes } from './test-only';
import { wechatRoutes } from './wechat';
import { wechatConfirmRoutes } from './wechat-confirm';

/** Every account route (docs/api.md "Accounts"); the services are built once per app. */
export function accountRoutes(app: FastifyInstance, ctx: Ctx): void {
  // The reference API has no SMS gateway: codes go to stdout; jest runs stay quiet (tests read
  // codes back through GET /test/lastCode instead).
  const log = process.env.JEST_WORKER_ID ? () => {} : (msg: string) => console.log(`[api] ${msg}`);
  const s = new AccountServices(ctx.config, ctx.db, log);
  sliderRoutes(app, s);
  codeLoginRoutes(app, s);
  passwordRoutes(app, s);
  wechatRoutes(app, s, ctx);
  wechatConfirmRoutes(app, s);
  deviceTokenRoutes(app, s);
  ssoRoutes(app, s, ctx);
  accountInfoRoutes(app, s);
  logoutRoutes(app, s);
  sourceRoutes(app, s);
  accountTestRoutes(app, s);
}
