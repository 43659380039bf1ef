import { randomBytes, randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { VipKind, VoucherInfo } from '../../../../lib/api/contract/pay';
import { payError } from './errors';

/** A voucher lasts this long once offered: the countdown the VIP modal shows. */
const VOUCHER_TTL_MS = 30 * 60_000;

interface VoucherRow {
  id: string;
  account_id: number;
  amount: number;
  kinds: string;
  expire_at: number;
  used_by: string | null;
}

/**
 * The "random voucher" of the VIP centre: one live voucher per account at a time, 5-30 yuan off
 * a VIP plan, reserved by the order that uses it and released again when that order expires or
 * is closed unpaid.
 */
export class Vouchers {
  private readonly live;
  private readonly insert;
  private readonly find;
  private readonly reserveStmt;
  private readonly releaseStmt;

  constructor(private readonly db: Database.Database) {
    this.live = db.prepare('SELECT * FROM vouchers WHERE account_id = ? AND expire_at > ? AND used_by IS NULL ORDER BY expire_at DESC LIMIT 1');
    this.insert = db.prepare('INSERT INTO vouchers (id, account_id, amount, kinds, expire_at) VALUES (?, ?, ?, ?, ?)');
    this.find = db.prepare('SELECT * FROM vouchers WHERE id = ?');
    this.reserveStmt = db.prepare('UPDATE vouchers SET used_by = ? WHERE id = ? AND used_by IS NULL');
    this.releaseStmt = db.prepare("UPDATE vouchers SET used_by = NULL WHERE used_by = ? AND id NOT IN (SELECT voucher_id FROM orders WHERE id = ? AND status = 'paid')");
  }

  private view(r: VoucherRow): VoucherInfo {
    return { voucherId: r.id, amount: r.amount, kinds: r.kinds.split(',') as VipKind[], expireAt: r.expire_at };
  }

  /** This account's live voucher, or a new one. */
  offer(accountId: number, now = Date.now()): VoucherInfo {
    const row = this.live.get(accountId, now) as VoucherRow | undefined;
    if (row) return this.view(row);
    const id = `V${randomBytes(9).toString('hex')}`;
    this.insert.run(id, accountId, randomInt(1, 7) * 500, 'case,ins,joint', now + VOUCHER_TTL_MS);
    return this.view(this.find.get(id) as VoucherRow);
  }

  /** Reserves a voucher for an order: its amount in fen, or 400 when it is not usable here. */
  reserve(accountId: number, voucherId: string, kind: VipKind, orderId: string, now: number): number {
    const row = /^V[0-9a-f]{18}$/.test(voucherId) ? (this.find.get(voucherId) as VoucherRow | undefined) : undefined;
    if (!row || row.account_id !== accountId || row.expire_at <= now || row.used_by !== null || !row.kinds.split(',').includes(kind)) throw payError.voucherInvalid();
    if (this.reserveStmt.run(orderId, voucherId).changes !== 1) throw payError.voucherInvalid();
    return row.amount;
  }

  /** An unpaid order ended: its voucher may be used again (until it expires). */
  release(orderId: string): void {
    this.releaseStmt.run(orderId, orderId);
  }
}
