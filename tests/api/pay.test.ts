import type { VipInfo } from '../../lib/api/contract/account';
import type { CreateOrderResult, DownloadInfo, DownloadLink, OrderStatusResult, PayQrCode, VipPlanList, VoucherInfo } from '../../lib/api/contract/pay';
import { Browser, expectRefused } from './helpers/account-browser';
import { serverForFile } from './helpers/server';

const s = serverForFile({ seedSize: 500 });

const PASSWORD = 'Design2025';
const DAY = 86_400_000;

async function member(phone = '13800000002'): Promise<Browser> {
  const b = new Browser(s.base);
  expect((await b.get(`/login/loginByPsw?phoneNo=${phone}&password=${PASSWORD}`)).body.error.errorCode).toBe(0);
  return b;
}

/** A fresh account (code login) with no VIP and no history. */
let fresh = 0;
async function newMember(): Promise<Browser> {
  const b = new Browser(s.base);
  const phone = `1391717${String(++fresh).padStart(4, '0')}`;
  expect((await b.loginByCode(phone)).body.error.errorCode).toBe(0);
  return b;
}

function accountOf(phone: string) {
  return s.app.ctx.db.prepare('SELECT * FROM accounts WHERE phone = ?').get(phone) as { id: number; case_vip_until: number | null; joint_vip_until: number | null };
}

/** Opens the cashier the QR encodes, as the phone would, and submits it. */
async function cashier(qrUrl: string, action: 'pay' | 'cancel' = 'pay') {
  const u = new URL(qrUrl);
  const phone = new Browser(s.base, false);
  const page = await phone.get(u.pathname + u.search);
  const post = await phone.post('/cashier', { order: u.searchParams.get('order')!, t: u.searchParams.get('t')!, action }, true);
  return { page, post };
}

async function order(b: Browser, body: object, side: 'case' | 'ins' = 'case') {
  const path = side === 'case' ? '/payCenter/case/vip/createCaseOrder' : '/payCenter/ins/ums/createInsOrder';
  return b.post<CreateOrderResult>(path, body);
}

async function qr(b: Browser, orderId: string, way: 'ums' | 'alipay' = 'ums') {
  return way === 'ums' ? b.post<PayQrCode>(`/payCenter/case/vip/casePayUmsQrcode?orderId=${orderId}`, {}) : b.get<PayQrCode>(`/payCenter/case/vip/getAliPayQrCode?orderId=${orderId}`);
}

const status = async (b: Browser, orderId: string) => (await b.post<OrderStatusResult>('/payCenter/case/vip/checkCaseOrderStatus', { orderId })).body.data;

describe('plans and vouchers', () => {
  it('lists nine plans with server prices', async () => {
    const plans = (await new Browser(s.base).get<VipPlanList>('/payCenter/vip/plans')).body.data.plans;
    expect(plans.map((p) => p.planId)).toEqual(['case-month', 'case-year', 'case-lifetime', 'ins-month', 'ins-year', 'ins-lifetime', 'joint-month', 'joint-year', 'joint-lifetime']);
    for (const p of plans) expect(p.originalPrice).toBeGreaterThan(p.price);
  });

  it('offers one live voucher per account, with a server-clock end', async () => {
    const b = await newMember();
    const v = (await b.get<VoucherInfo>('/payCenter/case/vip/voucher/randomVoucherInfo')).body.data;
    expect(v.amount % 500).toBe(0);
    expect(v.expireAt).toBeGreaterThan(Date.now());
    expect((await b.get<VoucherInfo>('/payCenter/case/vip/voucher/randomVoucherInfo')).body.data.voucherId).toBe(v.voucherId);
    expectRefused(await new Browser(s.base).get('/payCenter/case/vip/voucher/randomVoucherInfo'), 401, 41006);
  });
});

describe('orders: prices, idempotency, the state machine', () => {
  it('computes the price on the server: a price in the request is ignored', async () => {
    const b = await newMember();
    const r = await order(b, { planId: 'case-year', price: 1, realPrice: 1, amount: 1 });
    expect(r.body.data.order).toMatchObject({ realPrice: 19800, originalPrice: 39800, status: 'created', orderType: 'case_vip', isCase: true });
    expect(r.body.data.order.orderId).toMatch(/^\d{18}$/);
  });

  it('gives one order for a retried request and for a double click, and renews on request', async () => {
    const b = await newMember();
    const [one, two] = await Promise.all([order(b, { planId: 'joint-month', requestId: 'req-double-0001' }), order(b, { planId: 'joint-month', requestId: 'req-double-0001' })]);
    expect(one.body.data.order.orderId).toBe(two.body.data.order.orderId);
    // A new click without the same request id finds the unpaid order of the same plan (the rebuy modal).
    const again = await order(b, { planId: 'joint-month' });
    expect(again.body.data).toMatchObject({ reused: true, order: { orderId: one.body.data.order.orderId } });
    const renewed = await order(b, { planId: 'joint-month', renew: true });
    expect(renewed.body.data.reused).toBe(false);
    expect(renewed.body.data.order.orderId).not.toBe(one.body.data.order.orderId);
    expect((await status(b, one.body.data.order.orderId)).status).toBe('closed');
  });

  it('keeps each side to its plans and refuses garbage with a 4xx envelope', async () => {
    const b = await newMember();
    expectRefused(await order(b, { planId: 'ins-month' }, 'case'), 400, 43001);
    expectRefused(await order(b, { planId: 'case-month' }, 'ins'), 400, 43001);
    expect((await order(b, { planId: 'ins-month' }, 'ins')).body.data.order.isCase).toBe(false);
    for (const body of [{}, { planId: 'nope-plan' }, { planId: 'case-year', itemId: 1 }, { itemId: 'x' }, { planId: 5 }, { planId: 'case-year', requestId: '<script>' }, '[1,2]']) {
      expectRefused(await order(b, body as object));
    }
    for (const id of ['', 'abc', '1'.repeat(17), "1' OR 1=1", '9'.repeat(18)]) {
      expectRefused(await b.post(`/payCenter/case/vip/casePayUmsQrcode?orderId=${encodeURIComponent(id)}`, {}));
      expectRefused(await b.post('/payCenter/case/vip/checkCaseOrderStatus', { orderId: id }));
      expectRefused(await b.get(`/payCenter/payNew/getOrder?orderId=${encodeURIComponent(id)}`));
    }
    expectRefused(await b.post('/payCenter/pay/checkPayorder', { payorderId: 'PO-nope' }));
    expectRefused(await new Browser(s.base).post('/payCenter/case/vip/createCaseOrder', { planId: 'case-year' }), 401, 41006);
  });

  it('pays through the cashier the QR opens and grants the rights once', async () => {
    const b = await newMember();
    const created = (await order(b, { planId: 'case-month' })).body.data.order;
    const code = (await qr(b, created.orderId)).body.data;
    expect(code.qrUrl).toMatch(/\/cashier\?order=\d{18}&t=/);
    expect((await status(b, created.orderId)).status).toBe('paying');
    const { page, post } = await cashier(code.qrUrl);
    expect(page.text).toContain('¥38.00');
    expect(post.text).toContain('支付成功');
    const paid = await status(b, created.orderId);
    expect(paid.status).toBe('paid');
    const vip = (await b.get<VipInfo>('/account/vipInfo')).body.data.caseAccountInfo;
    expect(vip).toMatchObject({ vipStatus: 1, caseVip: true, jointVip: false });
    expect(vip.caseVipExpireTime).toBe(paid.paidAt! + 31 * DAY);
    // Submitting the cashier again changes nothing.
    expect((await cashier(code.qrUrl)).post.text).toContain('无需重复支付');
    expect((await b.get<VipInfo>('/account/vipInfo')).body.data.caseAccountInfo.caseVipExpireTime).toBe(paid.paidAt! + 31 * DAY);
    // Illegal moves from paid: closing, a new QR.
    expect((await b.post<OrderStatusResult>('/payCenter/order/close', { orderId: created.orderId })).body.data.status).toBe('paid');
    expectRefused(await qr(b, created.orderId), 409, 43003);
    // The return after paying reports the conversion once.
    const back = await b.post<{ reported: boolean }>('/payCenter/pay/checkPayorder', { payorderId: created.payorderId, logidUrl: 'http://localhost:3000/?bd_vid=x', deviceType: 2, newType: 10 });
    expect(back.body.data.reported).toBe(true);
    expect((await b.post<{ reported: boolean }>('/payCenter/pay/checkPayorder', { payorderId: created.payorderId })).body.data.reported).toBe(false);
  });

  it('grants once when the cashier is submitted many times while the status is polled', async () => {
    const b = await newMember();
    const created = (await order(b, { planId: 'joint-year' })).body.data.order;
    const code = (await qr(b, created.orderId, 'alipay')).body.data;
    expect(code.payType).toBe('alipay');
    const u = new URL(code.qrUrl);
    const phone = new Browser(s.base, false);
    const form = { order: created.orderId, t: u.searchParams.get('t')!, action: 'pay' };
    const answers = await Promise.all([...Array.from({ length: 6 }, () => phone.post('/cashier', form, true)), ...Array.from({ length: 4 }, () => status(b, created.orderId))]);
    const pages = answers.slice(0, 6).map((a) => (a as { text: string }).text);
    expect(pages.filter((t) => t.includes('支付成功'))).toHaveLength(1);
    const paid = await status(b, created.orderId);
    const row = accountOf(s.app.ctx.db.prepare('SELECT phone FROM accounts WHERE id = (SELECT account_id FROM orders WHERE id = ?)').pluck().get(created.orderId) as string);
    expect(row.joint_vip_until).toBe(paid.paidAt! + 366 * DAY);
  });

  it('expires unpaid orders after 15 minutes: no QR, no payment, no rights', async () => {
    const b = await newMember();
    const created = (await order(b, { planId: 'ins-year' }, 'ins')).body.data.order;
    const code = (await b.post<PayQrCode>(`/payCenter/ins/ums/umsQrcode?orderId=${created.orderId}`, {})).body.data;
    const real = Date.now.bind(Date);
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => real() + 15 * 60_000 + 1000);
    try {
      expect((await b.post<OrderStatusResult>('/payCenter/ins/ums/checkOrderStatus', { orderId: created.orderId })).body.data.status).toBe('expired');
      expectRefused(await b.post(`/payCenter/ins/ums/umsQrcode?orderId=${created.orderId}`, {}), 409, 43003);
      const { post } = await cashier(code.qrUrl);
      expect(post.status).toBe(410);
      expect((await b.get<VipInfo>('/account/vipInfo')).body.data.caseAccountInfo.insVip).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('a cancelled order is closed for good, and a forged cashier secret pays nothing', async () => {
    const b = await newMember();
    const created = (await order(b, { planId: 'case-lifetime' })).body.data.order;
    const code = (await qr(b, created.orderId)).body.data;
    const forged = new Browser(s.base, false);
    expect((await forged.post('/cashier', { order: created.orderId, t: 'x'.repeat(32), action: 'pay' }, true)).status).toBe(403);
    expect((await forged.get(`/cashier?order=${created.orderId}&t=${'y'.repeat(32)}`)).status).toBe(403);
    expect((await cashier(code.qrUrl, 'cancel')).post.text).toContain('已取消支付');
    expect((await status(b, created.orderId)).status).toBe('closed');
    expect((await cashier(code.qrUrl, 'pay')).post.status).toBe(410);
    expect((await b.get<VipInfo>('/account/vipInfo')).body.data.caseAccountInfo.caseVip).toBe(false);
  });

  it('applies a voucher once: reserved by its order, free again when that order closes', async () => {
    const b = await newMember();
    const v = (await b.get<VoucherInfo>('/payCenter/case/vip/voucher/randomVoucherInfo')).body.data;
    const first = (await order(b, { planId: 'case-year', voucherId: v.voucherId })).body.data.order;
    expect(first).toMatchObject({ realPrice: 19800 - v.amount, voucherAmount: v.amount });
    expectRefused(await order(b, { planId: 'joint-year', voucherId: v.voucherId }), 400, 43004);
    await b.post('/payCenter/order/close', { orderId: first.orderId });
    expect((await order(b, { planId: 'joint-year', voucherId: v.voucherId })).body.data.order.voucherAmount).toBe(v.amount);
  });

  it('asks a risk-flagged account for an SMS code before the QR', async () => {
    const b = await newMember();
    const phone = `1391717${String(fresh).padStart(4, '0')}`;
    s.app.ctx.db.prepare('UPDATE accounts SET risk_level = 2 WHERE phone = ?').run(phone);
    const created = await order(b, { planId: 'case-month' });
    expect(created.body.data.riskLevel).toBe(2);
    const orderId = created.body.data.order.orderId;
    expectRefused(await qr(b, orderId), 403, 43005);
    const real = Date.now.bind(Date);
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => real() + 61_000);
    try {
      // The slider comes first, and the code goes only to the account's own phone.
      expectRefused(await b.post('/payCenter/risk/sendCode', { orderId, phoneNo: phone }), 403, 41008);
      expectRefused(await b.post('/payCenter/risk/sendCode', { orderId, phoneNo: '13900000000' }), 400, 43011);
      expectRefused(await b.post('/login/sendCode', { phoneNo: phone, scene: 'pay' }), 400, 43011);
      const pass = await b.sliderPass(phone, 'pay');
      expect((await b.post('/register/slidingVerification', { ...pass, phoneNo: phone, remoteIp: '127.0.0.1' })).body.error.errorCode).toBe(0);
      expect((await b.post('/payCenter/risk/sendCode', { orderId, phoneNo: phone })).body.error.errorCode).toBe(0);
      const code = await b.lastCode(phone);
      expectRefused(await b.post('/payCenter/risk/verify', { orderId, code: code === '000000' ? '111111' : '000000' }), 400, 41001);
      expect((await b.post('/payCenter/risk/verify', { orderId, code })).body.error.errorCode).toBe(0);
      expect((await qr(b, orderId)).body.error.errorCode).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('lists the account’s orders, newest first, and nobody else’s', async () => {
    const b = await newMember();
    const one = (await order(b, { planId: 'case-month' })).body.data.order.orderId;
    const two = (await order(b, { planId: 'joint-month' })).body.data.order.orderId;
    const list = (await b.get<{ items: { orderId: string }[] }>('/payCenter/order/list')).body.data.items.map((o) => o.orderId);
    expect(list).toEqual([two, one]);
    const other = await newMember();
    expectRefused(await other.post('/payCenter/case/vip/checkCaseOrderStatus', { orderId: one }), 404, 43002);
  });
});

describe('downloads', () => {
  const itemOf = (where: string) => s.app.ctx.db.prepare(`SELECT id, kind FROM items WHERE ${where} ORDER BY id LIMIT 1`).get() as { id: number; kind: string };

  it('serves a free item to a member: signed link, HEAD size = bytes served, Range resumes, Chinese file name', async () => {
    const item = itemOf("kind = '3d' AND vip = 0 AND price = 0");
    const guest = new Browser(s.base);
    const info = (await guest.get<DownloadInfo>(`/case/api/download/info?itemId=${item.id}`)).body.data;
    expect(info).toMatchObject({ format: 'zip', access: { state: 'login' } });
    expectRefused(await guest.post('/case/api/download/link', { itemId: item.id }), 401, 41006);

    const b = await newMember();
    expect((await b.get<DownloadInfo>(`/case/api/download/info?itemId=${item.id}`)).body.data.access).toEqual({ state: 'allowed', reason: 'free' });
    const link = (await b.post<DownloadLink>('/case/api/download/link', { itemId: item.id })).body.data;
    expect(link).toMatchObject({ redownload: false, expiresIn: 300 });
    const head = await fetch(`${s.base}${info.headPath}`, { method: 'HEAD' });
    const size = Number(head.headers.get('content-length'));
    expect(size).toBe(link.size);
    const url = link.url.replace(/^http:\/\/localhost:4000/, s.base);
    const full = await b.fetch(url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(info.fileName)}`);
    const bytes = Buffer.from(await full.arrayBuffer());
    expect(bytes.length).toBe(size);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const part = await b.fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await b.fetch(url, { headers: { range: `bytes=${size - 10}-` } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(size - 10))).toBe(true);
    expect((await b.fetch(url, { headers: { range: `bytes=${size}-` } })).status).toBe(416);
    // Re-downloading costs nothing and never counts twice.
    const again = (await b.post<DownloadLink>('/case/api/download/link', { itemId: item.id })).body.data;
    expect(again).toMatchObject({ redownload: true, quotaLeft: link.quotaLeft });
  });

  it('answers 403 with a clear message to an altered, an expired or a hot-linked link', async () => {
    const item = itemOf("kind = 'sgt' AND vip = 0 AND price = 0");
    const b = await newMember();
    const link = (await b.post<DownloadLink>('/case/api/download/link', { itemId: item.id })).body.data;
    const url = new URL(link.url.replace(/^http:\/\/localhost:4000/, s.base));
    const altered = new URL(url);
    altered.searchParams.set('acc', '10000001');
    const forged = await b.fetch(altered);
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: { message: string } }).error.message).toBe('下载链接无效，请回到资源页重新点击下载');
    const other = new URL(url);
    other.pathname = other.pathname.replace(`/files/${item.id}/`, `/files/${item.id + 1}/`);
    expect((await b.fetch(other)).status).toBe(403);
    expect((await b.fetch(url, { headers: { referer: 'https://evil.example/page' } })).status).toBe(403);
    const real = Date.now.bind(Date);
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => real() + 301_000);
    try {
      const late = await b.fetch(url);
      expect(late.status).toBe(403);
      expect(((await late.json()) as { error: { message: string } }).error.message).toBe('下载链接已过期，请回到资源页重新点击下载');
    } finally {
      spy.mockRestore();
    }
  });

  it('locks a VIP item for a plain member until a single purchase, and lets a joint VIP straight through', async () => {
    const item = itemOf("kind = 'su' AND vip = 1");
    const b = await newMember();
    const info = (await b.get<DownloadInfo>(`/case/api/download/info?itemId=${item.id}`)).body.data;
    expect(info.access).toEqual({ state: 'locked', needs: ['joint'], price: 1990, held: [] });
    expectRefused(await b.post('/case/api/download/link', { itemId: item.id }), 403, 44002);
    const bought = (await order(b, { itemId: item.id })).body.data.order;
    expect(bought).toMatchObject({ orderType: 'item', realPrice: 1990 });
    await cashier((await qr(b, bought.orderId)).body.data.qrUrl);
    expect((await b.get<DownloadInfo>(`/case/api/download/info?itemId=${item.id}`)).body.data.access).toEqual({ state: 'allowed', reason: 'purchased' });
    expect((await b.post<DownloadLink>('/case/api/download/link', { itemId: item.id })).body.error.errorCode).toBe(0);
    expectRefused(await order(b, { itemId: item.id }), 409, 43007);

    const vip = await member('13800000001');
    expect((await vip.get<DownloadInfo>(`/case/api/download/info?itemId=${item.id}`)).body.data.access).toEqual({ state: 'allowed', reason: 'vip' });
    const banned = await member('13800000003');
    expect((await banned.get<DownloadInfo>(`/case/api/download/info?itemId=${item.id}`)).body.data.access).toEqual({ state: 'restricted' });
    expectRefused(await order(banned, { planId: 'case-month' }), 403, 43008);
  });

  it('keeps to the daily quota of new items with a clear message; re-downloads stay free', async () => {
    const b = await newMember();
    const ids = (s.app.ctx.db.prepare("SELECT id FROM items WHERE kind = 'tietu' AND vip = 0 AND price = 0 ORDER BY id LIMIT 4").all() as { id: number }[]).map((r) => r.id);
    for (const id of ids.slice(0, 3)) expect((await b.post<DownloadLink>('/case/api/download/link', { itemId: id })).body.error.errorCode).toBe(0);
    const over = await b.post('/case/api/download/link', { itemId: ids[3] });
    expectRefused(over, 429, 44003);
    expect(over.body.error.message).toContain('今日新资源下载已达上限（3 个）');
    expect((await b.post<DownloadLink>('/case/api/download/link', { itemId: ids[0] })).body.data.redownload).toBe(true);
    const history = (await b.get<{ items: { itemId: number }[] }>('/case/api/download/history')).body.data.items.map((i) => i.itemId);
    expect(history.sort()).toEqual(ids.slice(0, 3).sort());
  });

  it('offers nothing for kinds without files, and refuses garbage', async () => {
    const b = await newMember();
    const pin = itemOf("kind = 'art'");
    expectRefused(await b.get(`/case/api/download/info?itemId=${pin.id}`), 404, 44001);
    for (const q of ['', 'itemId=0', 'itemId=abc', 'itemId=99999999', "itemId=1' OR 1=1"]) expectRefused(await b.get(`/case/api/download/info?${q}`));
    expect((await fetch(`${s.base}/files/abc/x.zip`)).status).toBe(400);
    expect((await fetch(`${s.base}/files/${pin.id}/x.zip?acc=1&exp=1&sig=x`)).status).toBe(403);
  });
});
