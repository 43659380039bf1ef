import type Database from 'better-sqlite3';
import type { OrderType, VipKind } from '../../../../lib/api/contract/pay';
import { planById, planEnd } from './plans';

const COLUMN: Record<VipKind, 'case_vip_until' | 'ins_vip_until' | 'joint_vip_until'> = { case: 'case_vip_until', ins: 'ins_vip_until', joint: 'joint_vip_until' };
const FLAG: Record<VipKind, 'case_vip' | 'ins_vip' | 'joint_vip'> = { case: 'case_vip', ins: 'ins_vip', joint: 'joint_vip' };

/**
 * What a paid order grants, written inside the payment's transaction (PayOrders.cashier): a VIP
 * plan extends its kind from the later of now and its current end (a renewal adds to what is
 * left), and keeps the account's summary start/end in step; a single purchase records the item.
 */
export function grantOrder(db: Database.Database, order: { id: string; account_id: number; order_type: OrderType; plan_id: string | null; item_id: number | null }, now: number): void {
  if (order.order_type === 'item') {
    db.prepare('INSERT OR IGNORE INTO item_purchases (account_id, item_id, order_id, created_at) VALUES (?, ?, ?, ?)').run(order.account_id, order.item_id, order.id, now);
    return;
  }
  const plan = planById(order.plan_id ?? '');
  if (!plan) throw new Error(`paid order ${order.id} names no plan`);
  const col = COLUMN[plan.kind];
  const row = db.prepare(`SELECT ${col} AS until, case_vip_until, ins_vip_until, joint_vip_until FROM accounts WHERE id = ?`).get(order.account_id) as
    | { until: number | null; case_vip_until: number | null; ins_vip_until: number | null; joint_vip_until: number | null }
    | undefined;
  if (!row) throw new Error(`paid order ${order.id} names no account`);
  const anyLive = [row.case_vip_until, row.ins_vip_until, row.joint_vip_until].some((u) => u !== null && u > now);
  const until = planEnd(plan, Math.max(now, row.until ?? 0));
  const ends = { case_vip_until: row.case_vip_until, ins_vip_until: row.ins_vip_until, joint_vip_until: row.joint_vip_until, [col]: until };
  const latest = Math.max(...Object.values(ends).map((u) => u ?? 0));
  db.prepare(
    `UPDATE accounts SET ${col} = ?, ${FLAG[plan.kind]} = 1, vip_start_at = CASE WHEN ? THEN coalesce(vip_start_at, ?) ELSE ? END, vip_expire_at = ?, updated_at = ? WHERE id = ?`,
  ).run(until, anyLive ? 1 : 0, now, now, latest, now, order.account_id);
}
