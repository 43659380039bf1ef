import type Database from 'better-sqlite3';

export interface AccountRow {
  id: number;
  phone: string | null;
  wx_openid: string | null;
  password_hash: string | null;
  nickname: string;
  state: number;
  banned: number;
  ban_reason: string | null;
  banned_until: number | null;
  vip_start_at: number | null;
  vip_expire_at: number | null;
  case_vip: number;
  joint_vip: number;
  ins_vip: number;
  /** Per-kind VIP ends (epoch ms; null = never held). vip_* above summarise them. */
  case_vip_until: number | null;
  ins_vip_until: number | null;
  joint_vip_until: number | null;
  risk_level: number;
  earn_money: number;
  creator_center: number;
  register_way: number;
  created_at: number;
  updated_at: number;
}

export interface NewAccount {
  phone?: string | null;
  wxOpenid?: string | null;
  passwordHash?: string | null;
  nickname: string;
  registerWay: number;
  state?: number;
  banned?: { reason: string; until: number | null };
  vip?: { start: number; expire: number; caseVip: boolean; jointVip: boolean; insVip: boolean };
  earnMoney?: boolean;
  creatorCenter?: boolean;
  /** SPEC §3 risk input: 2 or 3 asks for an SMS confirmation before paying. */
  riskLevel?: number;
}

/** Account ids start above this, so they look like (and never collide with) real member ids. */
const FIRST_ID = 10_000_001;

/** The accounts table. Every write touches one row and only the columns it names. */
export class AccountRepo {
  private readonly byIdStmt;
  private readonly byPhoneStmt;
  private readonly byOpenidStmt;
  private readonly insertStmt;
  private readonly setPasswordStmt;
  private readonly bindOpenidStmt;

  /** Runs fn in one transaction (rolled back when it throws). */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  constructor(private readonly db: Database.Database) {
    this.byIdStmt = db.prepare('SELECT * FROM accounts WHERE id = ?');
    this.byPhoneStmt = db.prepare('SELECT * FROM accounts WHERE phone = ?');
    this.byOpenidStmt = db.prepare('SELECT * FROM accounts WHERE wx_openid = ?');
    this.insertStmt = db.prepare(`
      INSERT INTO accounts (id, phone, wx_openid, password_hash, nickname, state, banned, ban_reason, banned_until,
        vip_start_at, vip_expire_at, case_vip, joint_vip, ins_vip, case_vip_until, joint_vip_until, ins_vip_until, risk_level,
        earn_money, creator_center, register_way, created_at, updated_at)
      VALUES ((SELECT coalesce(max(id), ${FIRST_ID - 1}) + 1 FROM accounts), @phone, @wxOpenid, @passwordHash, @nickname, @state,
        @banned, @banReason, @bannedUntil, @vipStart, @vipExpire, @caseVip, @jointVip, @insVip,
        CASE WHEN @caseVip = 1 THEN @vipExpire END, CASE WHEN @jointVip = 1 THEN @vipExpire END, CASE WHEN @insVip = 1 THEN @vipExpire END,
        @riskLevel, @earnMoney, @creatorCenter, @registerWay, @now, @now)`);
    this.setPasswordStmt = db.prepare('UPDATE accounts SET password_hash = ?, updated_at = ? WHERE id = ?');
    this.bindOpenidStmt = db.prepare('UPDATE accounts SET wx_openid = ?, updated_at = ? WHERE id = ? AND wx_openid IS NULL');
  }

  byId(id: number): AccountRow | undefined {
    return this.byIdStmt.get(id) as AccountRow | undefined;
  }

  byPhone(phone: string): AccountRow | undefined {
    return this.byPhoneStmt.get(phone) as AccountRow | undefined;
  }

  byOpenid(openid: string): AccountRow | undefined {
    return this.byOpenidStmt.get(openid) as AccountRow | undefined;
  }

  create(a: NewAccount, now = Date.now()): AccountRow {
    const info = this.insertStmt.run({
      phone: a.phone ?? null,
      wxOpenid: a.wxOpenid ?? null,
      passwordHash: a.passwordHash ?? null,
      nickname: a.nickname,
      state: a.state ?? 1,
      banned: a.banned ? 1 : 0,
      banReason: a.banned?.reason ?? null,
      bannedUntil: a.banned?.until ?? null,
      vipStart: a.vip?.start ?? null,
      vipExpire: a.vip?.expire ?? null,
      caseVip: a.vip?.caseVip ? 1 : 0,
      jointVip: a.vip?.jointVip ? 1 : 0,
      insVip: a.vip?.insVip ? 1 : 0,
      earnMoney: a.earnMoney ? 1 : 0,
      creatorCenter: a.creatorCenter ? 1 : 0,
      riskLevel: a.riskLevel ?? 0,
      registerWay: a.registerWay,
      now,
    });
    return this.byId(Number(info.lastInsertRowid))!;
  }

  /** The account of a phone, created on first use (phone-code login registers). */
  findOrCreateByPhone(phone: string, registerWay: number, now = Date.now()): { account: AccountRow; isNew: boolean } {
    return this.db.transaction(() => {
      const existing = this.byPhone(phone);
      if (existing) return { account: existing, isNew: false };
      return { account: this.create({ phone, nickname: `设计师${phone.slice(-4)}`, registerWay }, now), isNew: true };
    })();
  }

  /** The account bound to a WeChat identity, created on first scan. */
  findOrCreateByOpenid(openid: string, nickname: string, registerWay: number, now = Date.now()): { account: AccountRow; isNew: boolean } {
    return this.db.transaction(() => {
      const existing = this.byOpenid(openid);
      if (existing) return { account: existing, isNew: false };
      return { account: this.create({ wxOpenid: openid, nickname, registerWay }, now), isNew: true };
    })();
  }

  setPassword(id: number, hash: string, now = Date.now()): void {
    this.setPasswordStmt.run(hash, now, id);
  }

  /** Binds a WeChat identity to an account that has none yet; false when it already had one. */
  bindOpenid(id: number, openid: string, now = Date.now()): boolean {
    return this.bindOpenidStmt.run(openid, now, id).changes === 1;
  }
}
