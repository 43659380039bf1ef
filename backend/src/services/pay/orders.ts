import { createHash, randomBytes, randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { CreateOrderRequest, CreateOrderResult, OrderStatus, OrderType, PayChannel, PayOrder, PayQrCode, VipKind } from '../../../../lib/api/contract/pay';
import type { AccountRow } from '../../db/repo/accounts';
import type { ItemRow, ItemRepo } from '../../db/repo/items';
import { hasFile, heldCover, PLAN_NAMES, plansHeld, planUnlocks, singlePrice } from '../../../../lib/api/contract/rights';
import { rightsOf } from '../downloads';
import { isBanned, liveVip } from '../account/account-view';
import { payError } from './errors';
import { planById } from './plans';
import { grantOrder } from './rights';
import { Vouchers } from './vouchers';
import { purchaseRisk } from '../../../../lib/api/contract/risk';
import { riskInputs } from './risk';

interface OrderRow {
  id: string;
  payorder_id: string;
  account_id: number;
  order_type: OrderType;
  plan_id: string | null;
  item_id: number | null;
  title: string;
  amount: number;
  original_amount: number;
  voucher_id: string | null;
  voucher_amount: number;
  status: OrderStatus;
  pay_type: PayChannel | null;
  cashier_hash: string | null;
  request_id: string | null;
  risk_required: number;
  risk_verified: number;
  created_at: number;
  expire_at: number;
  paid_at: number | null;
}

const OPEN = "('created', 'paying')";
const hash = (s: string) => createHash('sha256').update(s).digest('base64url');

/** The side of the payment centre an order belongs to: inspiration plans live on /payCenter/ins. */
export type OrderSide = 'case' | 'ins';

type CashierOutcome = { result: 'paid' | 'already-paid' | 'cancelled'; order: PayOrder } | { result: 'expired' | 'closed'; order: PayOrder } | { result: 'invalid' };

function toOrder(r: OrderRow): PayOrder {
  return {
    orderId: r.id,
    payorderId: r.payorder_id,
    orderType: r.order_type,
    isCase: r.order_type !== 'ins_vip',
    planId: r.plan_id,
    itemId: r.item_id,
    title: r.title,
    realPrice: r.amount,
    originalPrice: r.original_amount,
    voucherAmount: r.voucher_amount,
    status: r.status,
    payType: r.pay_type,
    createdAt: r.created_at,
    expireAt: r.expire_at,
    paidAt: r.paid_at,
  };
}

/**
 * Orders as a payment provider keeps them: prices from the plan table (never the client),
 * idempotent creation, a state machine that only moves forward (created → paying → paid |
 * expired | closed), and payment that grants the rights in the same transaction, exactly once.
 */
export class PayOrders {
  private readonly find;
  private readonly byRequest;
  private readonly openSame;
  private readonly insert;
  private readonly expireStmt;
  private readonly toPaying;
  private readonly toPaid;
  private readonly toClosed;
  private readonly list;
  private readonly markRisk;
  private readonly owned;
  private readonly byPayorder;
  private readonly markConversion;

  constructor(
    private readonly db: Database.Database,
    private readonly items: ItemRepo,
    readonly vouchers: Vouchers,
    private readonly ttlMs: number,
  ) {
    this.find = db.prepare('SELECT * FROM orders WHERE id = ?');
    this.byRequest = db.prepare('SELECT * FROM orders WHERE account_id = ? AND request_id = ?');
    this.openSame = db.prepare(`SELECT * FROM orders WHERE account_id = ? AND coalesce(plan_id, '') = ? AND coalesce(item_id, 0) = ? AND status IN ${OPEN} AND expire_at > ? ORDER BY created_at DESC LIMIT 1`);
    this.insert = db.prepare(`INSERT INTO orders (id, payorder_id, account_id, order_type, plan_id, item_id, title, amount, original_amount, voucher_id, voucher_amount, status, request_id, risk_required, created_at, expire_at)
      VALUES (@id, @payorderId, @accountId, @orderType, @planId, @itemId, @title, @amount, @originalAmount, @voucherId, @voucherAmount, 'created', @requestId, @riskRequired, @now, @expireAt)`);
    this.expireStmt = db.prepare(`UPDATE orders SET status = 'expired', closed_at = ? WHERE id = ? AND status IN ${OPEN} AND expire_at <= ?`);
    this.toPaying = db.prepare(`UPDATE orders SET status = 'paying', pay_type = ?, cashier_hash = ? WHERE id = ? AND status IN ${OPEN} AND expire_at > ?`);
    this.toPaid = db.prepare(`UPDATE orders SET status = 'paid', paid_at = ?, granted = 1 WHERE id = ? AND status = 'paying' AND expire_at > ?`);
    this.toClosed = db.prepare(`UPDATE orders SET status = 'closed', closed_at = ? WHERE id = ? AND status IN ${OPEN}`);
    this.list = db.prepare('SELECT * FROM orders WHERE account_id = ? ORDER BY created_at DESC LIMIT 100');
    this.markRisk = db.prepare('UPDATE orders SET risk_verified = 1 WHERE id = ?');
    this.owned = db.prepare('SELECT 1 FROM item_purchases WHERE account_id = ? AND item_id = ?');
    this.byPayorder = db.prepare('SELECT * FROM orders WHERE payorder_id = ?');
    this.markConversion = db.prepare('UPDATE orders SET conversion_reported = 1 WHERE id = ? AND conversion_reported = 0');
  }

  /** The row with lazy expiry applied: an open order past its time becomes expired (and frees its voucher). */
  private load(orderId: string, now: number): OrderRow | undefined {
    const row = this.find.get(orderId) as OrderRow | undefined;
    if (row && (row.status === 'created' || row.status === 'paying') && row.expire_at <= now) {
      this.db.transaction(() => {
        if (this.expireStmt.run(now, orderId, now).changes === 1) this.vouchers.release(orderId);
      })();
      return this.find.get(orderId) as OrderRow;
    }
    return row;
  }

  private mine(account: AccountRow, orderId: string, now: number): OrderRow {
    const row = /^[0-9]{18}$/.test(orderId) ? this.load(orderId, now) : undefined;
    if (!row || row.account_id !== account.id) throw payError.orderUnknown();
    return row;
  }

  private newIds(now: number): { id: string; payorderId: string } {
    const day = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
    const id = `${day}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
    return { id, payorderId: `PO${randomBytes(12).toString('hex')}` };
  }

  /** What is bought, its type and server-side price. */
  private product(account: AccountRow, side: OrderSide, req: CreateOrderRequest): { orderType: OrderType; planId: string | null; item: ItemRow | null; title: string; price: number; original: number; kind: VipKind | null } {
    if (req.planId !== undefined) {
      const plan = planById(req.planId);
      if (!plan || (side === 'ins') !== (plan.kind === 'ins')) throw payError.planUnknown();
      // Never sell a plan whose rights a plan the member holds already includes (renewing the held one is fine).
      const cover = heldCover(plan.kind, plansHeld(liveVip(account)));
      if (cover) throw payError.planIncluded(PLAN_NAMES[plan.kind], PLAN_NAMES[cover]);
      if (req.forItemId !== undefined) {
        // Bought from an item's paywall: only a plan that unlocks that item (the rights table).
        const target = this.items.byId(req.forItemId);
        if (!target || !hasFile(target.kind)) throw payError.notForSale();
        if (!planUnlocks(plan.kind, rightsOf(target))) throw payError.planNotForItem(plan.name);
      }
      return { orderType: `${plan.kind}_vip` as OrderType, planId: plan.planId, item: null, title: plan.name, price: plan.price, original: plan.originalPrice, kind: plan.kind };
    }
    const item = req.itemId !== undefined ? this.items.byId(req.itemId) : undefined;
    if (!item || side !== 'case' || !hasFile(item.kind)) throw payError.notForSale();
    const price = singlePrice(rightsOf(item));
    if (price === null) throw payError.notForSale();
    if (this.owned.get(account.id, item.id)) throw payError.alreadyOwned();
    return { orderType: 'item', planId: null, item, title: `单独购买：${item.title}`.slice(0, 80), price, original: price, kind: null };
  }

  create(account: AccountRow, side: OrderSide, req: CreateOrderRequest, now = Date.now()): CreateOrderResult {
    if (isBanned(account, now)) throw payError.restricted();
    return this.db.transaction((): CreateOrderResult => {
      if (req.requestId) {
        const same = this.byRequest.get(account.id, req.requestId) as OrderRow | undefined;
        if (same) return { order: toOrder(this.load(same.id, now)!), reused: false, ...riskInputs(this.db, account) };
      }
      const p = this.product(account, side, req);
      const open = this.openSame.get(account.id, p.planId ?? '', p.item?.id ?? 0, now) as OrderRow | undefined;
      if (open && !req.renew) return { order: toOrder(open), reused: true, ...riskInputs(this.db, account) };
      if (open) this.close(account, open.id, now);
      const risk = riskInputs(this.db, account);
      let voucherAmount = 0;
      const ids = this.newIds(now);
      if (req.voucherId) {
        if (!p.kind) throw payError.voucherInvalid();
        voucherAmount = this.vouchers.reserve(account.id, req.voucherId, p.kind, ids.id, now);
      }
      this.insert.run({
        ...ids,
        accountId: account.id,
        orderType: p.orderType,
        planId: p.planId,
        itemId: p.item?.id ?? null,
        title: p.title,
        amount: Math.max(1, p.price - voucherAmount),
        originalAmount: p.original,
        voucherId: voucherAmount ? req.voucherId : null,
        voucherAmount,
        requestId: req.requestId ?? null,
        // The same §5 rule the pay modal applies: the SKU for a plan, the case for an item.
        riskRequired: purchaseRisk(risk, p.orderType, p.planId ?? p.item?.id ?? null) ? 1 : 0,
        now,
        expireAt: now + this.ttlMs,
      });
      return { order: toOrder(this.find.get(ids.id) as OrderRow), reused: false, ...risk };
    })();
  }

  /** Issues (or re-issues) the payment QR: the cashier address (`cashierUrl`) with a fresh one-order secret. */
  qr(account: AccountRow, orderId: string, channel: PayChannel, cashierUrl: string, now = Date.now()): PayQrCode {
    const row = this.mine(account, orderId, now);
    if (row.status !== 'created' && row.status !== 'paying') throw payError.orderState(row.status);
    if (row.risk_required && !row.risk_verified) throw payError.riskRequired();
    const token = randomBytes(24).toString('base64url');
    if (this.toPaying.run(channel, hash(token), orderId, now).changes !== 1) throw payError.orderState(this.load(orderId, now)!.status);
    return { orderId, payType: channel, qrUrl: `${cashierUrl}?order=${orderId}&t=${token}`, expireAt: row.expire_at };
  }

  status(account: AccountRow, orderId: string, now = Date.now()): PayOrder {
    return toOrder(this.mine(account, orderId, now));
  }

  orders(account: AccountRow, now = Date.now()): PayOrder[] {
    return (this.list.all(account.id) as OrderRow[]).map((r) => toOrder(this.load(r.id, now) ?? r));
  }

  /** The user gives up an open order (or replaces it). Closing a final order changes nothing. */
  close(account: AccountRow, orderId: string, now = Date.now()): PayOrder {
    const row = this.mine(account, orderId, now);
    this.db.transaction(() => {
      if (this.toClosed.run(now, orderId).changes === 1) this.vouchers.release(orderId);
    })();
    return toOrder(this.find.get(row.id) as OrderRow);
  }

  riskVerified(account: AccountRow, orderId: string, now = Date.now()): PayOrder {
    const row = this.mine(account, orderId, now);
    if (row.status !== 'created' && row.status !== 'paying') throw payError.orderState(row.status);
    this.markRisk.run(orderId);
    return toOrder(this.find.get(orderId) as OrderRow);
  }

  /** The order a cashier page shows, when its secret matches. */
  cashierView(orderId: string, token: string, now = Date.now()): PayOrder | null {
    const row = /^[0-9]{18}$/.test(orderId) && /^[A-Za-z0-9_-]{32}$/.test(token) ? this.load(orderId, now) : undefined;
    return row && row.cashier_hash === hash(token) ? toOrder(row) : null;
  }

  /**
   * The cashier's 确认支付 / 取消. Paying is one transaction: the order moves paying → paid only
   * if it is still paying and unexpired, and only that move grants the rights — a second submit,
   * a concurrent one or a late one finds nothing to move and grants nothing.
   */
  cashier(orderId: string, token: string, action: 'pay' | 'cancel', now = Date.now()): CashierOutcome {
    if (!this.cashierView(orderId, token, now)) return { result: 'invalid' };
    return this.db.transaction((): CashierOutcome => {
      const row = this.find.get(orderId) as OrderRow;
      if (row.status === 'paid') return { result: 'already-paid', order: toOrder(row) };
      if (row.status === 'expired' || row.status === 'closed') return { result: row.status, order: toOrder(row) };
      if (action === 'cancel') {
        this.toClosed.run(now, orderId);
        this.vouchers.release(orderId);
        return { result: 'cancelled', order: toOrder(this.find.get(orderId) as OrderRow) };
      }
      if (this.toPaid.run(now, orderId, now).changes !== 1) {
        const after = this.load(orderId, now)!;
        return after.status === 'paid' ? { result: 'already-paid', order: toOrder(after) } : { result: after.status === 'closed' ? 'closed' : 'expired', order: toOrder(after) };
      }
      grantOrder(this.db, row, now);
      return { result: 'paid', order: toOrder(this.find.get(orderId) as OrderRow) };
    })();
  }

  /** POST /payCenter/pay/checkPayorder: the return after paying (an ad conversion is reported once). */
  checkPayorder(account: AccountRow, payorderId: string, now = Date.now()): { order: PayOrder; reported: boolean } {
    const row = this.byPayorder.get(payorderId) as OrderRow | undefined;
    if (!row || row.account_id !== account.id) throw payError.orderUnknown();
    const fresh = this.load(row.id, now)!;
    const reported = fresh.status === 'paid' && this.markConversion.run(row.id).changes === 1;
    return { order: toOrder(fresh), reported };
  }
}
