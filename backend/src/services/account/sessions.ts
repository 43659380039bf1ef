import type Database from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginType } from '../../../../lib/api/contract/account';
import { readCookie, SESSION_COOKIE, setCookie, settingCookie, type CookieConfig } from '../../http/cookies';
import { digest, newToken } from './passwords';
import type { AccountSettings } from './settings';

/** The API's login cookie: HttpOnly, SameSite=Lax by default (docs/security.md). */
const LOGIN_COOKIE = 'api_login';
const TOKEN_RE = /^[A-Za-z0-9_-]{40,64}$/;
const SID_RE = /^[A-Za-z0-9_-]{16,64}$/;

export interface CurrentSession {
  accountId: number;
  loginType: LoginType;
  tokenHash: string;
  /** Sessions opened from one login (channel hand-offs, an SSO ticket-granting ticket) share it; logout ends them all. */
  family: string;
  createdAt: number;
}

/** The visitor id cookie of this request, or the one this reply is setting (first request). */
export function apiSid(request: FastifyRequest, reply: FastifyReply): string | null {
  const fromRequest = readCookie(request, SESSION_COOKIE);
  if (fromRequest && SID_RE.test(fromRequest)) return fromRequest;
  return settingCookie(reply, SESSION_COOKIE, SID_RE) ?? null;
}

/** Login sessions: an opaque token in the cookie, its SHA-256 digest in the database. */
export class LoginSessions {
  private readonly insert;
  private readonly find;
  private readonly remove;
  private readonly removeOthers;
  private readonly removeFamily;

  constructor(
    db: Database.Database,
    private readonly config: CookieConfig,
    private readonly settings: AccountSettings,
  ) {
    this.insert = db.prepare('INSERT INTO login_sessions (token_hash, account_id, login_type, created_at, expires_at, family) VALUES (?, ?, ?, ?, ?, ?)');
    this.find = db.prepare('SELECT account_id, login_type, created_at, expires_at, family FROM login_sessions WHERE token_hash = ?');
    this.removeFamily = db.prepare('DELETE FROM login_sessions WHERE family = ?');
    this.remove = db.prepare('DELETE FROM login_sessions WHERE token_hash = ?');
    this.removeOthers = db.prepare('DELETE FROM login_sessions WHERE account_id = ? AND token_hash <> ?');
  }

  /** Opens a session for the account (a new login family unless given) and sets the cookie on the reply. */
  open(reply: FastifyReply, accountId: number, loginType: LoginType, family?: string, now = Date.now()): string {
    const token = newToken();
    const hash = digest(token);
    this.insert.run(hash, accountId, loginType, now, now + this.settings.sessionTtlMs, family ?? `s:${hash}`);
    setCookie(reply, LOGIN_COOKIE, token, this.config, Math.floor(this.settings.sessionTtlMs / 1000));
    return hash;
  }

  /** The session of the request's cookie, or null (absent, unknown, expired). */
  current(request: FastifyRequest, now = Date.now()): CurrentSession | null {
    const token = readCookie(request, LOGIN_COOKIE);
    if (!token || !TOKEN_RE.test(token)) return null;
    const tokenHash = digest(token);
    const row = this.find.get(tokenHash) as { account_id: number; login_type: number; created_at: number; expires_at: number; family: string | null } | undefined;
    if (!row) return null;
    if (row.expires_at <= now) {
      this.remove.run(tokenHash);
      return null;
    }
    return { accountId: row.account_id, loginType: row.login_type as LoginType, tokenHash, family: row.family ?? `s:${tokenHash}`, createdAt: row.created_at };
  }

  /** Ends the request's session and every session of its login family (if any), and expires the cookie. */
  close(request: FastifyRequest, reply: FastifyReply): CurrentSession | null {
    const session = this.current(request);
    if (session) {
      this.remove.run(session.tokenHash);
      this.removeFamily.run(session.family);
    }
    setCookie(reply, LOGIN_COOKIE, '', this.config, 0);
    return session;
  }

  /** Ends every session of a login family (CAS logout of its ticket-granting ticket). */
  closeFamily(family: string): void {
    this.removeFamily.run(family);
  }

  /** Ends every other session of the account (after a password change). */
  closeOthers(accountId: number, keepTokenHash: string): void {
    this.removeOthers.run(accountId, keepTokenHash);
  }
}
