import { createHmac, randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { CodeScene, SendCodeResult } from '../../../../lib/api/contract/account';
import type { ClientNetwork } from '../../http/network';
import { accountError } from './errors';
import { Limiter, waitText } from './limiter';
import { safeEqual } from './passwords';
import { LIMITS, type AccountSettings } from './settings';

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/**
 * SMS codes: 6 random digits, stored as an HMAC (a plain hash of 10^6 codes is reversible), valid
 * for codeTtl, at most 5 wrong tries each. The reference API has no SMS gateway: the code is
 * logged, and in development/test it can be read back for tests (GET /test/lastCode).
 */
export class SmsCodes {
  private readonly upsert;
  private readonly find;
  private readonly remove;
  private readonly bump;
  private readonly last = new Map<string, string>();

  constructor(
    db: Database.Database,
    private readonly settings: AccountSettings,
    private readonly limiter: Limiter,
    private readonly log: (msg: string) => void,
  ) {
    this.upsert = db.prepare(`
      INSERT INTO sms_codes (phone, scene, code_hash, created_at, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)
      ON CONFLICT (phone, scene) DO UPDATE SET code_hash = excluded.code_hash, created_at = excluded.created_at,
        expires_at = excluded.expires_at, attempts = 0`);
    this.find = db.prepare('SELECT code_hash, expires_at, attempts FROM sms_codes WHERE phone = ? AND scene = ?');
    this.remove = db.prepare('DELETE FROM sms_codes WHERE phone = ? AND scene = ?');
    this.bump = db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE phone = ? AND scene = ?');
  }

  private mac(phone: string, scene: CodeScene, code: string): string {
    return createHmac('sha256', this.settings.secret).update(`${phone}\u0000${scene}\u0000${code}`).digest('base64url');
  }

  /** Throws the first rate limit that applies, with when to retry. */
  checkLimits(phone: string, from: ClientNetwork): void {
    const { net: ip, wide } = from;
    const [one, interval] = LIMITS.codeInterval;
    let wait = this.limiter.retryAfter(`code:gap:${phone}`, one, interval);
    if (wait) throw accountError.rateLimited(`验证码发送过于频繁，请 ${wait} 秒后再试`);
    const [perPhone, day] = LIMITS.codePerPhone;
    wait = this.limiter.retryAfter(`code:day:${phone}`, perPhone, day);
    if (wait) throw accountError.rateLimited(`该手机号今日获取验证码次数已达上限，请 ${waitText(wait)}后再试`);
    const [perIp, hour] = LIMITS.codePerIp;
    wait = this.limiter.retryAfter(`code:ip:${ip}`, perIp, hour);
    if (wait) throw accountError.rateLimited(`当前网络获取验证码过于频繁，请 ${waitText(wait)}后再试`);
    const [perIpDay] = LIMITS.codePerIpDay;
    wait = this.limiter.retryAfter(`code:ipday:${ip}`, perIpDay, day);
    if (wait) throw accountError.rateLimited(`当前网络今日获取验证码次数已达上限，请 ${waitText(wait)}后再试`);
    const [perWide] = LIMITS.codePerWideDay;
    wait = this.limiter.retryAfter(`code:wideday:${wide}`, perWide, day);
    if (wait) throw accountError.rateLimited(`当前网络今日获取验证码次数已达上限，请 ${waitText(wait)}后再试`);
    const [all] = LIMITS.codePerDay;
    wait = this.limiter.retryAfter('code:all', all, day);
    if (wait) throw accountError.rateLimited('今日验证码发送量已达上限，请明天再试或使用密码登录');
  }

  /** Sends a code (or, with deliver false, stores a decoy and answers as if it had: see POST /login/sendCode). */
  send(phone: string, scene: CodeScene, from: ClientNetwork, deliver = true, now = Date.now()): SendCodeResult {
    this.checkLimits(phone, from);
    for (const key of [`code:gap:${phone}`, `code:day:${phone}`, `code:ip:${from.net}`, `code:ipday:${from.net}`, `code:wideday:${from.wide}`, 'code:all']) this.limiter.record(key);
    const result = { expiresIn: Math.floor(this.settings.codeTtlMs / 1000), resendIn: Math.floor(LIMITS.codeInterval[1] / 1000) };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // Not delivered (a password code for an unregistered phone): a decoy row all the same, never
    // sent, logged or read back, so checking a code answers exactly as for a registered phone
    // (wrong code, five tries, the same expiry) and tells nobody who is registered.
    this.upsert.run(phone, scene, this.mac(phone, scene, code), now, now + this.settings.codeTtlMs);
    if (!deliver) return result;
    if (this.settings.exposeSecrets) this.last.set(phone, code);
    const minutes = Math.round(this.settings.codeTtlMs / 60_000);
    this.log(`[sms] ${phone} ${scene} code ${code} (valid ${minutes} min)`);
    return result;
  }

  /** Accepts the right, unexpired code once; a wrong code counts against the code's five tries. */
  verify(phone: string, scene: CodeScene, code: string, now = Date.now()): void {
    const row = this.find.get(phone, scene) as { code_hash: string; expires_at: number; attempts: number } | undefined;
    if (!row || row.expires_at <= now || row.attempts >= LIMITS.codeAttempts[0]) {
      if (row) this.remove.run(phone, scene);
      throw accountError.codeExpired();
    }
    if (!safeEqual(row.code_hash, this.mac(phone, scene, code))) {
      this.bump.run(phone, scene);
      throw accountError.codeWrong();
    }
    this.remove.run(phone, scene);
  }

  /** The latest code sent to a phone (development/test only; undefined otherwise). */
  lastCode(phone: string): string | undefined {
    return this.settings.exposeSecrets ? this.last.get(phone) : undefined;
  }
}
