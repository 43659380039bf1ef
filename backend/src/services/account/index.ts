import type Database from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResult, LoginType } from '../../../../lib/api/contract/account';
import type { AppConfig } from '../../config';
import { AccountRepo, type AccountRow } from '../../db/repo/accounts';
import { demoPasswordPhones, ensureDemoAccounts } from './demo-accounts';
import { DeviceLogins } from './device-logins';
import { accountError } from './errors';
import { Backoff, Limiter } from './limiter';
import { QrLogins } from './qr-logins';
import { LoginSessions, type CurrentSession } from './sessions';
import { AccountRoles } from './roles';
import { accountSettings, type AccountSettings } from './settings';
import { SliderService } from './slider';
import { SmsCodes } from './sms-codes';
import { SourceRecords } from './source-records';
import { SsoTickets } from './sso-tickets';

/** Everything the account routes share, built once per app. */
export class AccountServices {
  readonly settings: AccountSettings;
  readonly repo: AccountRepo;
  readonly limiter = new Limiter();
  readonly backoff = new Backoff();
  readonly sessions: LoginSessions;
  readonly sms: SmsCodes;
  readonly slider: SliderService;
  readonly qr: QrLogins;
  readonly devices: DeviceLogins;
  readonly sso: SsoTickets;
  readonly sources: SourceRecords;
  readonly roles: AccountRoles;

  constructor(config: AppConfig, db: Database.Database, log: (msg: string) => void) {
    this.settings = accountSettings(config.env, config.testMode);
    this.repo = new AccountRepo(db);
    this.sessions = new LoginSessions(db, config, this.settings);
    this.sms = new SmsCodes(db, this.settings, this.limiter, log);
    this.slider = new SliderService(db, this.settings, this.limiter);
    this.qr = new QrLogins(db, this.settings);
    this.devices = new DeviceLogins(db, config, this.settings);
    this.sso = new SsoTickets(db, this.settings);
    this.sources = new SourceRecords(db);
    this.roles = new AccountRoles(config);
    if (config.env !== 'production') ensureDemoAccounts(this.repo);
    else {
      const published = demoPasswordPhones(this.repo);
      if (published.length) throw new Error(`production refuses to start: demo account(s) ${published.join(', ')} still have the published demo password (use a fresh API_DATA_DIR or change their passwords)`);
    }
  }

  /** Opens a session for an active account (disabled ones are refused) and answers the login result. */
  login(reply: FastifyReply, account: AccountRow, loginType: LoginType, isNew = false, family?: string): LoginResult {
    if (account.state !== 1) throw accountError.disabled();
    this.sessions.open(reply, account.id, loginType, family);
    return { accountId: account.id, isNew, loginType };
  }

  /** The logged-in account of the request, or null. */
  current(request: FastifyRequest): { session: CurrentSession; account: AccountRow } | null {
    const session = this.sessions.current(request);
    const account = session ? this.repo.byId(session.accountId) : undefined;
    return session && account ? { session, account } : null;
  }

  /** Whether the account may review uploaded cases (roles.ts: API_EDITOR_PHONES, the demo editor outside production). */
  isEditor(account: AccountRow): boolean {
    return this.roles.isEditor(account);
  }

  /** Like require(), but answers 403 unless the account is an editor. */
  requireEditor(request: FastifyRequest): { session: CurrentSession; account: AccountRow } {
    const found = this.require(request);
    if (!this.roles.isEditor(found.account)) throw accountError.notEditor();
    return found;
  }

  /**
   * The phone a slider / SMS code / password change acts on: the one typed in, or, left empty,
   * the logged-in account's own (401 when nobody is logged in, 400 without a bound phone).
   */
  phoneOf(request: FastifyRequest, given: string | undefined): string {
    if (given) return given;
    const phone = this.require(request).account.phone;
    if (!phone) throw accountError.noOwnPhone();
    return phone;
  }

  /** Like current(), but answers 401 "请先登录" when nobody is logged in. */
  require(request: FastifyRequest): { session: CurrentSession; account: AccountRow } {
    const found = this.current(request);
    if (!found) throw accountError.notLoggedIn();
    return found;
  }
}

// Where the API's own origin is worked out, beside the public base its handed-out URLs use.
export { requestOrigin } from '../../http/public-base';
