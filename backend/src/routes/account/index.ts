import { appendFileSync } from 'node:fs';
import path from 'node:path';
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

/** The reference API's stand-in for an SMS gateway in production: one line per code in data/sms-outbox.log (mode 600). */
function smsOutbox(dataDir: string): (msg: string) => void {
  const file = path.join(dataDir, 'sms-outbox.log');
  return (msg) => appendFileSync(file, `${new Date().toISOString()} ${msg}\n`, { mode: 0o600 });
}

/** The account services, built once per app and shared by the account and payment routes. */
export function createAccountServices(ctx: Ctx): AccountServices {
  // The reference API has no SMS gateway: codes go to stdout; jest runs stay quiet (tests read
  // codes back through GET /test/lastCode instead).
  // In production (and the e2e run, whose log is scanned for secrets) the outbox is a file only
  // the operator reads (never the request log).
  const log = process.env.JEST_WORKER_ID ? () => {} : ctx.config.smsOutbox ? smsOutbox(ctx.config.dataDir) : (msg: string) => console.log(`[api] ${msg}`);
  return new AccountServices(ctx.config, ctx.db, log);
}

/** Every account route (docs/api.md "Accounts"). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const s = app.accounts;
  sliderRoutes(app, s);
  codeLoginRoutes(app, s);
  passwordRoutes(app, s);
  wechatRoutes(app, s, ctx);
  wechatConfirmRoutes(app, s, ctx);
  deviceTokenRoutes(app, s);
  ssoRoutes(app, s, ctx);
  accountInfoRoutes(app, s);
  logoutRoutes(app, s);
  sourceRoutes(app, s);
  accountTestRoutes(app, s);
}
