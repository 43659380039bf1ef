/**
 * The payment centre and downloads (issue 10): VIP plans, orders, payment QR codes, order
 * status, vouchers, download links. Money is in fen (1/100 yuan) on the wire, computed by the
 * API only; a price sent by a client is never read.
 */

import type { RiskInputs } from './risk';

/** What a VIP plan grants: case VIP, inspiration VIP, or the joint VIP that covers everything. */
export type VipKind = 'case' | 'ins' | 'joint';
type PlanTerm = 'month' | 'year' | 'lifetime';

export interface VipPlan {
  /** e.g. "case-year". */
  planId: string;
  kind: VipKind;
  term: PlanTerm;
  /** "案例 VIP · 年卡". */
  name: string;
  /** Fen. */
  price: number;
  originalPrice: number;
  /** Days of VIP, null for lifetime. */
  days: number | null;
  /** What it unlocks, one line each. */
  benefits: string[];
  recommended: boolean;
}

/** GET /payCenter/vip/plans → data. */
export interface VipPlanList {
  plans: VipPlan[];
}

/** GET /payCenter/case/vip/voucher/randomVoucherInfo → data: a voucher for this account, or null when none is offered. */
export interface VoucherInfo {
  voucherId: string;
  /** Fen off the plan price. */
  amount: number;
  /** Plans it applies to. */
  kinds: VipKind[];
  /** Epoch ms (server clock): the countdown's end. */
  expireAt: number;
}

export type OrderType = 'case_vip' | 'ins_vip' | 'joint_vip' | 'item';

/** created → paying (a QR was issued) → paid | expired | closed. */
export type OrderStatus = 'created' | 'paying' | 'paid' | 'expired' | 'closed';
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'expired', 'closed'];

/**
 * POST /payCenter/case/vip/createCaseOrder (case and joint plans, single items) and
 * POST /payCenter/ins/ums/createInsOrder (inspiration plans) body. `requestId` makes a retried or
 * double-clicked request give the same order; `renew` closes an unpaid order of the same plan
 * and opens a new one (the rebuy modal's 重新下单).
 */
export interface CreateOrderRequest {
  planId?: string;
  /** A single purchase of one downloadable item instead of a plan. */
  itemId?: number;
  /**
   * With `planId`: the item whose paywall the plan is bought from. The order is refused (43012)
   * when the plan does not unlock that item (contract/rights.ts), so a payment from an item's
   * paywall always unlocks it.
   */
  forItemId?: number;
  voucherId?: string;
  requestId?: string;
  renew?: boolean;
}

/** SPEC §3 payment order, plus what the screens show. */
export interface PayOrder {
  orderId: string;
  /** The payment-provider side id (for POST /payCenter/pay/checkPayorder). */
  payorderId: string;
  orderType: OrderType;
  /** Case-side order (case, joint, item) or inspiration-side (the rebuy modal's isCase). */
  isCase: boolean;
  planId: string | null;
  itemId: number | null;
  title: string;
  /** Fen: what is charged. */
  realPrice: number;
  originalPrice: number;
  voucherAmount: number;
  status: OrderStatus;
  /** 'ums' (bank card QR) or 'alipay', once a QR was issued. */
  payType: PayChannel | null;
  createdAt: number;
  /** When an unpaid order expires (epoch ms). */
  expireAt: number;
  paidAt: number | null;
}

/**
 * The create answer: the order, whether it is an earlier unpaid order of the same plan (the rebuy
 * modal), and the account's risk check inputs as they are now (SPEC §3: riskLevel, the flagged SKUs and cases).
 */
export interface CreateOrderResult extends RiskInputs {
  order: PayOrder;
  reused: boolean;
}

export type PayChannel = 'ums' | 'alipay';

/** The payment QR endpoints → data: the cashier address the QR encodes. */
export interface PayQrCode {
  orderId: string;
  payType: PayChannel;
  /** What the QR encodes: the provider's cashier page. */
  qrUrl: string;
  expireAt: number;
}

/** Order status endpoints → data. */
export interface OrderStatusResult {
  orderId: string;
  status: OrderStatus;
  paidAt: number | null;
  expireAt: number;
}

/** POST /payCenter/pay/checkPayorder body (SPEC §7). */
export interface CheckPayorderRequest {
  payorderId: string;
  logidUrl?: string;
  deviceType?: number;
  newType?: number;
}

/** GET /payCenter/order/list → data: the account's orders, newest first. */
export interface OrderList {
  items: PayOrder[];
}

/** What a downloadable item's file is (HEAD gives its size). */
export interface DownloadInfo {
  itemId: number;
  /** "zip". */
  format: string;
  fileName: string;
  /** Files the pack holds besides its readme (pictures, the model …); 0: nothing to download, never offered (HEAD and link refuse it). */
  files: number;
  /** API path to HEAD for Content-Length (SPEC §7); no signature needed for HEAD. */
  headPath: string;
  /** The same on the files origin, where the browser downloads from: HEAD it for the size. */
  headUrl: string;
  /** Whether the logged-in account may download it now, and why not. */
  access: DownloadAccess;
}

/**
 * login: a visitor; allowed: free for members, covered by a live VIP, obtained before (re-downloads
 * are free and uncounted) or bought; locked: needs one of `needs` (the VIP kinds that unlock it,
 * never one held; empty for a priced item) or a single purchase at `price` (fen), and `held` are
 * the member's live VIP kinds, which do not unlock it; restricted: a banned account. The rules are
 * the rights table's (contract/rights.ts).
 */
export type DownloadAccess =
  | { state: 'login' }
  | { state: 'allowed'; reason: 'free' | 'vip' | 'owned' | 'purchased' }
  | { state: 'locked'; needs: VipKind[]; price: number | null; held: VipKind[] }
  | { state: 'restricted' };

/** POST /case/api/download/link {itemId} → data: a short-lived signed address of the file. */
export interface DownloadLink {
  itemId: number;
  url: string;
  fileName: string;
  size: number;
  expiresIn: number;
  /** True when the item had been obtained before (uncounted). */
  redownload: boolean;
  /** Downloads of new items left today. */
  quotaLeft: number;
}

/** GET /case/api/download/history → data. */
export interface DownloadHistory {
  items: { itemId: number; kind: string; title: string; cover: string | null; firstAt: number; lastAt: number; times: number }[];
}
