import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CreateOrderResult, OrderList, OrderStatusResult, PayChannel, PayOrder, VipPlanList } from '../../../../lib/api/contract/pay';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/role';
import { parse, type ZodTypeProvider } from '../../http/validate';
import { publicBase, siteReturnUrl } from '../../http/public-base';
import { Archives } from '../../services/downloads/archive';
import { Downloads } from '../../services/downloads';
import { PayOrders, type OrderSide } from '../../services/pay/orders';
import { payError } from '../../services/pay/errors';
import { PLANS } from '../../services/pay/plans';
import { Vouchers } from '../../services/pay/vouchers';
import { phoneNo, smsCode } from '../account/schemas';
import { apiSid } from '../../services/account/sessions';
import { cashierRoutes } from './cashier';
import { downloadRoutes } from './downloads';
import path from 'node:path';
import { clientNetworkOf } from '../../http/network';
import { ensureDemoRisk } from '../../services/pay/risk';

const orderId = z.string({ error: '缺少订单号' }).regex(/^\d{18}$/, { error: '订单号格式不正确' });
const createBody = z
  .object({
    planId: z.string().max(40).regex(/^[a-z]+-[a-z]+$/, { error: '套餐编号格式不正确' }).optional(),
    itemId: z.union([z.number().int(), z.string().regex(/^\d{1,10}$/).transform(Number)], { error: '资源编号必须是整数' }).pipe(z.number().int().min(1).max(2_147_483_647)).optional(),
    voucherId: z.string().max(40).optional(),
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '请求编号格式不正确' }).optional(),
    forItemId: z.union([z.number().int(), z.string().regex(/^\d{1,10}$/).transform(Number)], { error: '资源编号必须是整数' }).pipe(z.number().int().min(1).max(2_147_483_647)).optional(),
    renew: z.boolean().optional(),
  })
  .refine((b) => (b.planId === undefined) !== (b.itemId === undefined), { error: '请选择一个套餐或一个资源' })
  .refine((b) => b.forItemId === undefined || b.planId !== undefined, { error: '单独购买无需指定套餐所为的资源' });

/** Unpaid orders expire after API_ORDER_TTL_SECONDS (default 15 minutes). */
function orderTtlMs(): number {
  const n = Number(process.env.API_ORDER_TTL_SECONDS);
  return (Number.isInteger(n) && n >= 10 && n <= 86_400 ? n : 900) * 1000;
}

const statusOf = (o: PayOrder): OrderStatusResult => ({ orderId: o.orderId, status: o.status, paidAt: o.paidAt, expireAt: o.expireAt });

/**
 * The payment centre (docs/api.md "Payment centre"): plans, vouchers, orders on both sides (case
 * and inspiration), the two QR payment ways, status polling, the cashier page the QR opens, and
 * downloads with their rights, quota and signed links.
 */
export async function payRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const s = app.accounts;
  const vouchers = new Vouchers(ctx.db);
  const orders = new PayOrders(ctx.db, ctx.items, vouchers, orderTtlMs());
  const downloads = new Downloads(ctx.db, ctx.items, new Archives(path.join(ctx.config.dataDir, 'files'), ctx.images, (item) => ctx.presenter.facts(item).format, (item) => ctx.presenter.packPictures(item), ctx.db, ctx.config.archiveCacheMb * 1024 * 1024), s.settings.secret);
  const returnUrl = siteReturnUrl(ctx.config);
  if (ctx.config.env !== 'production') ensureDemoRisk(ctx.db, ctx.items);

  app.get('/payCenter/vip/plans', async () => {
    const data: VipPlanList = { plans: PLANS };
    return ok(data);
  });

  app.get('/payCenter/case/vip/voucher/randomVoucherInfo', { config: { role: 'member' } }, async (request) => ok(vouchers.offer(memberOf(request).account.id)));

  const create = (side: OrderSide) => async (request: FastifyRequest) => {
    const body = parse(createBody, request.body ?? {});
    const data: CreateOrderResult = orders.create(s.require(request).account, side, body);
    return ok(data);
  };
  app.post('/payCenter/case/vip/createCaseOrder', { config: { csrf: true } }, create('case'));
  app.post('/payCenter/ins/ums/createInsOrder', { config: { csrf: true } }, create('ins'));

  // returnUrl: the phone's own checkout, where the cashier links back after paying (the site's hosts only).
  const qr = (channel: PayChannel) => async (request: FastifyRequest) => {
    const q = parse(z.object({ orderId, returnUrl: z.string().optional().refine((v) => v === undefined || returnUrl(v, request) !== null, { error: '返回地址必须是本站页面' }) }), {
      ...(request.query as object),
      ...((request.body as object | null) ?? {}),
    });
    const code = orders.qr(s.require(request).account, q.orderId, channel, `${publicBase(request, ctx.config)}/cashier`);
    return ok(q.returnUrl ? { ...code, qrUrl: `${code.qrUrl}&return=${encodeURIComponent(returnUrl(q.returnUrl, request)!)}` } : code);
  };
  app.post('/payCenter/case/vip/casePayUmsQrcode', { config: { csrf: true } }, qr('ums'));
  app.post('/payCenter/ins/ums/umsQrcode', { config: { csrf: true } }, qr('ums'));
  app.get('/payCenter/case/vip/getAliPayQrCode', { config: { csrf: true } }, qr('alipay'));
  app.get('/payCenter/ins/vipOrder/getAliPayQrCode', { config: { csrf: true } }, qr('alipay'));

  const status = async (request: FastifyRequest) => {
    const q = parse(z.object({ orderId }), { ...(request.query as object), ...((request.body as object | null) ?? {}) });
    return ok(statusOf(orders.status(s.require(request).account, q.orderId)));
  };
  app.post('/payCenter/case/vip/checkCaseOrderStatus', status);
  app.post('/payCenter/ins/ums/checkOrderStatus', status);
  app.get('/payCenter/payNew/getOrder', status);

  const checkPayorderBody = z.object({
    payorderId: z.string({ error: '缺少支付单号' }).regex(/^PO[0-9a-f]{24}$/, { error: '支付单号格式不正确' }),
    logidUrl: z.string().max(2000).optional(),
    deviceType: z.coerce.number().int().optional(),
    newType: z.coerce.number().int().optional(),
  });
  app.post('/payCenter/pay/checkPayorder', { config: { csrf: true }, schema: { body: checkPayorderBody } }, async (request) => {
    const body = request.body;
    const { order, reported } = orders.checkPayorder(s.require(request).account, body.payorderId);
    return ok({ ...statusOf(order), reported });
  });

  app.post('/payCenter/order/close', { config: { csrf: true }, schema: { body: z.object({ orderId }) } }, async (request) => {
    const body = request.body;
    return ok(statusOf(orders.close(s.require(request).account, body.orderId)));
  });

  app.get('/payCenter/order/list', { config: { role: 'member' } }, async (request) => {
    const data: OrderList = { items: orders.orders(memberOf(request).account) };
    return ok(data);
  });

  /** A risk-flagged order (SPEC §5): an SMS code to the account's own phone, then the QR may be issued. */
  // Like every SMS send (SPEC §4): the slider first (scene pay, the account's own phone typed in full).
  app.post('/payCenter/risk/sendCode', { config: { csrf: true }, schema: { body: z.object({ orderId, phoneNo }) } }, async (request, reply) => {
    const body = request.body;
    const { account } = s.require(request);
    orders.status(account, body.orderId);
    if (!account.phone) throw payError.noPhone();
    if (body.phoneNo !== account.phone) throw payError.phoneMismatch();
    s.sms.checkLimits(account.phone, clientNetworkOf(request));
    s.slider.consumePermit(apiSid(request, reply) ?? '', account.phone, 'pay');
    return ok(s.sms.send(account.phone, 'pay', clientNetworkOf(request)));
  });
  app.post('/payCenter/risk/verify', { config: { csrf: true }, schema: { body: z.object({ orderId, code: smsCode }) } }, async (request) => {
    const body = request.body;
    const { account } = s.require(request);
    orders.status(account, body.orderId);
    if (!account.phone) throw payError.noPhone();
    s.sms.verify(account.phone, 'pay', body.code);
    return ok(statusOf(orders.riskVerified(account, body.orderId)));
  });

  cashierRoutes(app, orders, returnUrl);
  downloadRoutes(app, ctx, s, downloads);
}
