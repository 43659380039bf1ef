import { http, type RequestOptions } from '@/lib/http';
import { payOrigin } from '@/lib/config';
import { call, type ApiResult } from '@/lib/api/load';
import type {
  CheckPayorderRequest,
  CreateOrderRequest,
  CreateOrderResult,
  OrderList,
  OrderStatusResult,
  PayChannel,
  PayQrCode,
  VipPlanList,
  VoucherInfo,
} from '@/lib/api/contract/pay';
import type { SendCodeResult } from '@/lib/api/contract/account';

/** VIP 套餐 GET /payCenter/vip/plans */
export function getVipPlans(opts?: RequestOptions): Promise<ApiResult<VipPlanList>> {
  return call(http.get<VipPlanList>('/payCenter/vip/plans', undefined, opts));
}

/** 随机优惠券 GET /payCenter/case/vip/voucher/randomVoucherInfo */
export function getRandomVoucher(opts?: RequestOptions): Promise<ApiResult<VoucherInfo>> {
  return call(http.get<VoucherInfo>('/payCenter/case/vip/voucher/randomVoucherInfo', undefined, opts));
}

/**
 * 下单：案例/联合会员与单独购买 POST /payCenter/case/vip/createCaseOrder；灵感 VIP
 * POST /payCenter/ins/ums/createInsOrder
 */
export function createOrder(body: CreateOrderRequest, insSide: boolean, opts?: RequestOptions): Promise<ApiResult<CreateOrderResult>> {
  const path = insSide ? '/payCenter/ins/ums/createInsOrder' : '/payCenter/case/vip/createCaseOrder';
  return call(http.post<CreateOrderResult>(path, body, opts));
}

/**
 * 付款二维码：银联 POST /payCenter/case/vip/casePayUmsQrcode?orderId= 或
 * /payCenter/ins/ums/umsQrcode?orderId=；支付宝 GET /payCenter/case/vip/getAliPayQrCode 或
 * /payCenter/ins/vipOrder/getAliPayQrCode. The answer's qrUrl is the cashier's address;
 * `returnUrl` (a phone paying itself) is where the cashier links back to after paying.
 */
export function getPayQrCode(orderId: string, channel: PayChannel, isCase: boolean, returnUrl?: string, opts?: RequestOptions): Promise<ApiResult<PayQrCode>> {
  const back = returnUrl ? { returnUrl } : {};
  if (channel === 'alipay') {
    const path = isCase ? '/payCenter/case/vip/getAliPayQrCode' : '/payCenter/ins/vipOrder/getAliPayQrCode';
    return call(http.get<PayQrCode>(path, { orderId, ...back }, opts));
  }
  const path = isCase ? '/payCenter/case/vip/casePayUmsQrcode' : '/payCenter/ins/ums/umsQrcode';
  return call(http.post<PayQrCode>(`${path}?orderId=${encodeURIComponent(orderId)}`, back, opts));
}

/** 订单状态 POST /payCenter/case/vip/checkCaseOrderStatus 或 /payCenter/ins/ums/checkOrderStatus */
export function checkOrderStatus(orderId: string, isCase: boolean, opts?: RequestOptions): Promise<ApiResult<OrderStatusResult>> {
  const path = isCase ? '/payCenter/case/vip/checkCaseOrderStatus' : '/payCenter/ins/ums/checkOrderStatus';
  return call(http.post<OrderStatusResult>(path, { orderId }, opts));
}

/**
 * 支付中心订单查询 GET {payment host}/payCenter/payNew/getOrder (SPEC §7: the payment host, not
 * the API host; NEXT_PUBLIC_PAY_ORIGIN, else the API's origin — lib/config.ts payOrigin()).
 */
export function getPayOrder(orderId: string, opts?: RequestOptions): Promise<ApiResult<OrderStatusResult>> {
  return call(http.get<OrderStatusResult>('/payCenter/payNew/getOrder', { orderId }, { origin: payOrigin(), ...opts }));
}

/** 支付回跳核对 POST /payCenter/pay/checkPayorder（deviceType 2，newType 10） */
export function checkPayorder(body: CheckPayorderRequest, opts?: RequestOptions): Promise<ApiResult<OrderStatusResult & { reported: boolean }>> {
  return call(http.post<OrderStatusResult & { reported: boolean }>('/payCenter/pay/checkPayorder', { deviceType: 2, newType: 10, ...body }, opts));
}

/** 关闭未支付订单 POST /payCenter/order/close */
export function closeOrder(orderId: string, opts?: RequestOptions): Promise<ApiResult<OrderStatusResult>> {
  return call(http.post<OrderStatusResult>('/payCenter/order/close', { orderId }, opts));
}

/** 我的订单 GET /payCenter/order/list */
export function listOrders(opts?: RequestOptions): Promise<ApiResult<OrderList>> {
  return call(http.get<OrderList>('/payCenter/order/list', undefined, opts));
}

/** 风险订单短信验证：发送 POST /payCenter/risk/sendCode，校验 POST /payCenter/risk/verify */
export function sendRiskCode(orderId: string, phoneNo: string, opts?: RequestOptions): Promise<ApiResult<SendCodeResult>> {
  return call(http.post<SendCodeResult>('/payCenter/risk/sendCode', { orderId, phoneNo }, opts));
}
export function verifyRiskCode(orderId: string, code: string, opts?: RequestOptions): Promise<ApiResult<OrderStatusResult>> {
  return call(http.post<OrderStatusResult>('/payCenter/risk/verify', { orderId, code }, opts));
}
