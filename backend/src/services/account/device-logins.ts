import type Database from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeviceBinding, DeviceToken, LoginType } from '../../../../lib/api/contract/account';
import { readCookie, setCookie, type CookieConfig } from '../../http/cookies';
import { digest, newToken } from './passwords';
import type { AccountSettings } from './settings';

/** The browser's device secret: HttpOnly, never in a URL or local storage (docs/security.md). */
const DEVICE_SECRET_COOKIE = 'api_device';
const SECRET_RE = /^ds_[A-Za-z0-9_-]{43}$/;
/** Binding needs a login this recent: the bind call follows the login it proves. */
export const FRESH_LOGIN_MS = 10 * 60_000;

interface BindingRow {
  id: number;
  secret_hash: string;
  product: string;
  account_id: number;
  login_type: number;
  label: string;
  created_at: number;
  last_used_at: number;
  expires_at: number;
}

/** "Chrome · Windows" from a User-Agent, for the account's device list. */
function deviceLabel(ua: string | undefined): string {
  const s = ua ?? '';
  const browser = /MicroMessenger/.test(s) ? '微信' : /Edg\//.test(s) ? 'Edge' : /Firefox\//.test(s) ? 'Firefox' : /Chrom(e|ium)\//.test(s) ? 'Chrome' : /Safari\//.test(s) ? 'Safari' : '浏览器';
  const os = /Windows/.test(s) ? 'Windows' : /iPhone|iPad/.test(s) ? 'iOS' : /Mac OS X/.test(s) ? 'macOS' : /Android/.test(s) ? 'Android' : /Linux/.test(s) ? 'Linux' : '未知系统';
  return `${browser} · ${os}`;
}

/**
 * The device-token fallback of SPEC §4, without a skeleton key. Binding (GET /deviceRel/…)
 * needs a fresh login of this browser and gives the browser a random secret in an HttpOnly
 * cookie; only the digest is stored. GET /login/getToken answers a one-time token only to the
 * browser holding a live binding's secret, and GET /login/loginByToken spends it only with that
 * same secret, so neither the readable device id nor a leaked token logs anyone in. Bindings
 * expire, are listed and revocable per account, and logout or a password change removes them.
 */
export class DeviceLogins {
  private readonly upsert;
  private readonly binding;
  private readonly bindingById;
  private readonly touch;
  private readonly insertToken;
  private readonly findToken;
  private readonly removeToken;
  private readonly removeSecret;
  private readonly listAccount;
  private readonly removeOne;
  private readonly removeOthers;
  private readonly removeFamily;

  constructor(
    db: Database.Database,
    private readonly config: CookieConfig,
    private readonly settings: AccountSettings,
  ) {
    this.upsert = db.prepare(`INSERT INTO device_bindings (secret_hash, product, account_id, login_type, family, label, created_at, last_used_at, expires_at)
      VALUES (@secretHash, @product, @accountId, @loginType, @family, @label, @now, @now, @expiresAt)
      ON CONFLICT (secret_hash, product) DO UPDATE SET account_id = excluded.account_id, login_type = excluded.login_type, family = excluded.family,
        label = excluded.label, created_at = excluded.created_at, last_used_at = excluded.last_used_at, expires_at = excluded.expires_at`);
    this.binding = db.prepare('SELECT * FROM device_bindings WHERE secret_hash = ? AND product = ?');
    this.bindingById = db.prepare('SELECT * FROM device_bindings WHERE id = ?');
    this.touch = db.prepare('UPDATE device_bindings SET last_used_at = ? WHERE id = ?');
    this.insertToken = db.prepare('INSERT INTO device_tokens (token_hash, binding_id, expires_at) VALUES (?, ?, ?)');
    this.findToken = db.prepare('SELECT binding_id, expires_at FROM device_tokens WHERE token_hash = ?');
    this.removeToken = db.prepare('DELETE FROM device_tokens WHERE token_hash = ?');
    this.removeSecret = db.prepare('DELETE FROM device_bindings WHERE secret_hash = ?');
    this.listAccount = db.prepare('SELECT * FROM device_bindings WHERE account_id = ? AND expires_at > ? ORDER BY last_used_at DESC LIMIT 50');
    this.removeOne = db.prepare('DELETE FROM device_bindings WHERE id = ? AND account_id = ?');
    this.removeOthers = db.prepare('DELETE FROM device_bindings WHERE account_id = ? AND secret_hash <> ?');
    this.removeFamily = db.prepare('DELETE FROM device_bindings WHERE family = ?');
  }

  private secretOf(request: FastifyRequest): string | null {
    const v = readCookie(request, DEVICE_SECRET_COOKIE);
    return v && SECRET_RE.test(v) ? v : null;
  }

  /**
   * Binds this browser (its secret cookie, created when missing) to the account for `product`,
   * as part of the session's login family: a logout of that login removes it on every channel.
   */
  bind(request: FastifyRequest, reply: FastifyReply, product: string, session: { accountId: number; loginType: LoginType; family: string }, now = Date.now()): void {
    const secret = this.secretOf(request) ?? newToken('ds_');
    const ttl = this.settings.deviceRelationTtlMs;
    this.upsert.run({ secretHash: digest(secret), product, accountId: session.accountId, loginType: session.loginType, family: session.family, label: deviceLabel(request.headers['user-agent']), now, expiresAt: now + ttl });
    setCookie(reply, DEVICE_SECRET_COOKIE, secret, this.config, Math.floor(ttl / 1000));
  }

  private live(request: FastifyRequest, product: string, now: number): BindingRow | null {
    const secret = this.secretOf(request);
    const row = secret ? (this.binding.get(digest(secret), product) as BindingRow | undefined) : undefined;
    return row && row.expires_at > now ? row : null;
  }

  /** A one-time token when this browser holds a live binding, else null. */
  token(request: FastifyRequest, product: string, now = Date.now()): DeviceToken | null {
    const row = this.live(request, product, now);
    if (!row) return null;
    const token = newToken('dt_');
    this.insertToken.run(digest(token), row.id, now + this.settings.deviceTokenTtlMs);
    return { token, expiresIn: this.settings.deviceTokenTtlMs / 1000 };
  }

  /** Spends a token, only in the browser it was issued to: the account and login type, or null. */
  redeem(request: FastifyRequest, token: string, now = Date.now()): { accountId: number; loginType: LoginType } | null {
    const hash = digest(token);
    const row = this.findToken.get(hash) as { binding_id: number; expires_at: number } | undefined;
    if (!row) return null;
    this.removeToken.run(hash);
    if (row.expires_at <= now) return null;
    const binding = this.bindingById.get(row.binding_id) as BindingRow | undefined;
    const secret = this.secretOf(request);
    if (!binding || !secret || binding.secret_hash !== digest(secret) || binding.expires_at <= now) return null;
    this.touch.run(now, binding.id);
    return { accountId: binding.account_id, loginType: binding.login_type as LoginType };
  }

  /**
   * Logout: this browser no longer restores any account, and its secret cookie is expired; nor
   * does any browser bound by the same login (the other channels it was handed to).
   */
  forgetBrowser(request: FastifyRequest, reply: FastifyReply, family: string | null): void {
    const secret = this.secretOf(request);
    if (secret) this.removeSecret.run(digest(secret));
    if (family) this.removeFamily.run(family);
    if (readCookie(request, DEVICE_SECRET_COOKIE) !== undefined) setCookie(reply, DEVICE_SECRET_COOKIE, '', this.config, 0);
  }

  /** The account's live bindings, the requesting browser's marked `current`. */
  list(request: FastifyRequest, accountId: number, now = Date.now()): DeviceBinding[] {
    const secret = this.secretOf(request);
    const mine = secret ? digest(secret) : '';
    return (this.listAccount.all(accountId, now) as BindingRow[]).map((r) => ({
      id: r.id,
      label: r.label,
      product: r.product,
      createdAt: r.created_at,
      lastUsedAt: r.last_used_at,
      expiresAt: r.expires_at,
      current: r.secret_hash === mine,
    }));
  }

  /** Removes one of the account's bindings; false when it is not the account's (or gone). */
  revoke(accountId: number, id: number): boolean {
    return this.removeOne.run(id, accountId).changes === 1;
  }

  /** Password change: every binding goes, except the requesting browser's when it is logged in as the account. */
  forgetOtherBrowsers(request: FastifyRequest, accountId: number, keepRequester: boolean): void {
    const secret = keepRequester ? this.secretOf(request) : null;
    this.removeOthers.run(accountId, secret ? digest(secret) : '');
  }
}
