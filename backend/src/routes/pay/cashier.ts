import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PayOrder } from '../../../../lib/api/contract/pay';
import { escapeHtml, sendHtml } from '../../http/html';
import type { PayOrders } from '../../services/pay/orders';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const CHANNEL = { ums: '银联云闪付', alipay: '支付宝' } as const;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>
body{margin:0;font:16px/1.6 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f3f5;color:#1a1a1a}
main{max-width:420px;margin:0 auto;padding:40px 24px;text-align:center}
.logo{width:64px;height:64px;border-radius:16px;background:#1677ff;color:#fff;font-size:28px;line-height:64px;margin:0 auto 16px}
h1{font-size:20px;margin:0 0 8px}p{color:#555;margin:0 0 16px}.amount{font-size:36px;font-weight:700;color:#1a1a1a;margin:8px 0 4px}
dl{background:#fff;border-radius:12px;padding:12px 16px;text-align:left;margin:0 0 24px}dt{color:#888;font-size:13px}dd{margin:0 0 8px}
button,.back{display:block;box-sizing:border-box;width:100%;padding:12px;font:inherit;border:0;border-radius:8px;margin-bottom:12px;cursor:pointer;text-align:center;text-decoration:none}
.ok{background:#1677ff;color:#fff}.cancel{background:#fff;color:#1a1a1a}
dd{overflow-wrap:anywhere}
</style></head><body><main><div class="logo" aria-hidden="true">付</div>${body}</main></body></html>`;
}

function send(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return sendHtml(reply, status, page(title, body));
}

function summary(o: PayOrder): string {
  const voucher = o.voucherAmount ? `<dt>优惠券</dt><dd>-${yuan(o.voucherAmount)}</dd>` : '';
  return `<div class="amount">${yuan(o.realPrice)}</div><dl><dt>商品</dt><dd>${escapeHtml(o.title)}</dd>${voucher}<dt>订单号</dt><dd>${o.orderId}</dd><dt>支付方式</dt><dd>${o.payType ? CHANNEL[o.payType] : ''}</dd></dl>`;
}

// Neutral words: the cashier is opened by a phone that scanned a computer's QR, or by the phone
// that is itself shopping (then it links back to the page it came from).
const INVALID = ['支付链接无效', '<h1>支付链接无效</h1><p>请回到下单的页面重新发起支付。</p>'] as const;
const FINAL: Record<'expired' | 'closed', readonly [title: string, body: string]> = {
  expired: ['订单已过期', '<h1>订单已过期</h1><p>请回到下单的页面重新下单。</p>'],
  closed: ['订单已关闭', '<h1>订单已关闭</h1><p>该订单已取消，可回到下单的页面重新下单。</p>'],
};

/** The way back to the site (a link styled as the main button), or the words for the scanned case. */
function back(returnTo: string | null, label: string, otherwise: string): string {
  return returnTo ? `<a class="back ok" href="${escapeHtml(returnTo)}">${label}</a>` : `<p>${otherwise}</p>`;
}

type ReturnCheck = (value: unknown, request: FastifyRequest) => string | null;

/**
 * The cashier a payment QR (or the phone's pay button) opens, standing in for the bank-card
 * provider's and Alipay's pages: GET shows the order and 确认支付 / 取消; POST pays or cancels it.
 * The one-order secret in the address (only its digest is stored) is what authorises it, as a
 * provider's signed URL would. `return` (the phone's own checkout) is checked against the site's
 * hosts on every request, so a forged one is dropped rather than followed. The form posts to a
 * relative address: the page may be served at /cashier or through the site's /api-gw.
 */
export function cashierRoutes(app: FastifyInstance, orders: PayOrders, returnUrl: ReturnCheck): void {
  app.get('/cashier', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const returnTo = returnUrl(q.return, request);
    const order = typeof q.order === 'string' && typeof q.t === 'string' ? orders.cashierView(q.order, q.t) : null;
    if (!order) return send(reply, 403, ...INVALID);
    if (order.status === 'paid') return send(reply, 200, '已支付', `<h1>订单已支付</h1>${summary(order)}${back(returnTo, '返回原页面', '回到下单的页面即可查看。')}`);
    if (order.status === 'expired' || order.status === 'closed') return send(reply, 410, ...FINAL[order.status]);
    const hidden = returnTo ? `<input type="hidden" name="return" value="${escapeHtml(returnTo)}">` : '';
    return send(
      reply,
      200,
      '确认付款',
      `<h1>确认付款</h1>${summary(order)}<form method="post" action="cashier"><input type="hidden" name="order" value="${order.orderId}"><input type="hidden" name="t" value="${escapeHtml(String(q.t))}">${hidden}
<button class="ok" type="submit" name="action" value="pay">确认支付 ${yuan(order.realPrice)}</button>
<button class="cancel" type="submit" name="action" value="cancel">取消</button></form><p>这是参考环境的收银台，不会产生真实扣款。</p>`,
    );
  });

  app.post('/cashier', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const action = body.action === 'pay' || body.action === 'cancel' ? body.action : null;
    if (typeof body.order !== 'string' || typeof body.t !== 'string' || !action) return send(reply, 400, '请求无效', '<h1>请求无效</h1><p>请回到下单的页面重新发起支付。</p>');
    const returnTo = returnUrl(body.return, request);
    const out = orders.cashier(body.order, body.t, action);
    if (out.result === 'invalid') return send(reply, 403, ...INVALID);
    if (out.result === 'paid') return send(reply, 200, '支付成功', `<h1>支付成功</h1>${summary(out.order)}${back(returnTo, '完成，返回原页面', '回到下单的页面即可继续。')}`);
    if (out.result === 'already-paid') return send(reply, 200, '已支付', `<h1>订单已支付</h1>${summary(out.order)}<p>无需重复支付。</p>${back(returnTo, '返回原页面', '回到下单的页面即可查看。')}`);
    if (out.result === 'cancelled') return send(reply, 200, '已取消', `<h1>已取消支付</h1>${back(returnTo, '返回原页面', '订单已关闭，可回到下单的页面重新下单。')}`);
    return send(reply, 410, ...FINAL[out.result]);
  });
}
