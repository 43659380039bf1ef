import type { FastifyRequest } from 'fastify';
import type { QrLoginCode } from '../../lib/api/contract/account';
import type { CreateOrderResult, OrderStatusResult, PayQrCode } from '../../lib/api/contract/pay';
import { configFromEnv } from '../../backend/src/config';
import { publicBase } from '../../backend/src/http/public-base';
import { Browser, expectRefused } from './helpers/account-browser';
import { startServer, type TestServer } from './helpers/server';

// Issue 35 "Pay on a phone": every URL the API hands out for a browser to open names a host the
// visitor's device reaches (the site's host through its /api-gw forwarder, or API_PUBLIC_ORIGIN),
// and the phone's cashier links back only to the site's own pages.
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ seedSize: 500 });
});
afterAll(() => s.close());

const SITE = 'http://interior.localhost:3100';
/** What the site's forwarder (app/api-gw) adds to every call it passes on. */
const FORWARDED = { 'x-forwarded-host': 'interior.localhost:3100', 'x-forwarded-proto': 'http', 'x-forwarded-prefix': '/api-gw' };

let fresh = 0;
async function newMember(): Promise<Browser> {
  const b = new Browser(s.base);
  expect((await b.loginByCode(`1391818${String(++fresh).padStart(4, '0')}`)).body.error.errorCode).toBe(0);
  return b;
}

async function newOrder(b: Browser): Promise<CreateOrderResult['order']> {
  return (await b.post<CreateOrderResult>('/payCenter/case/vip/createCaseOrder', { planId: 'case-month' })).body.data.order;
}

/** The bank-card QR (POST, body) or the Alipay one (GET, query), through the forwarder unless `direct`. */
function qr(b: Browser, orderId: string, opts: { returnUrl?: string; way?: 'ums' | 'alipay'; direct?: boolean } = {}) {
  const headers = opts.direct ? {} : FORWARDED;
  if (opts.way === 'alipay') {
    const q = new URLSearchParams({ orderId, ...(opts.returnUrl !== undefined ? { returnUrl: opts.returnUrl } : {}) });
    return b.request<PayQrCode>('GET', `/payCenter/case/vip/getAliPayQrCode?${q}`, undefined, false, headers);
  }
  return b.request<PayQrCode>('POST', `/payCenter/case/vip/casePayUmsQrcode?orderId=${orderId}`, opts.returnUrl !== undefined ? { returnUrl: opts.returnUrl } : {}, false, headers);
}

/** A phone's browser on the site's host: it reaches the cashier through the forwarder. */
function phoneGet(url: string) {
  const u = new URL(url);
  expect(u.origin + u.pathname).toBe(`${SITE}/api-gw/cashier`);
  return new Browser(s.base, false).request('GET', `/cashier${u.search}`, undefined, false, FORWARDED);
}

describe('the cashier address a QR or the phone button carries', () => {
  it('names the site’s host through its forwarder, never the API’s loopback address', async () => {
    const b = await newMember();
    for (const way of ['ums', 'alipay'] as const) {
      const code = (await qr(b, (await newOrder(b)).orderId, { way })).body.data;
      expect(code.qrUrl).toMatch(new RegExp(`^${SITE}/api-gw/cashier\\?order=\\d{18}&t=[A-Za-z0-9_-]{32}$`));
      expect(code.qrUrl).not.toContain('127.0.0.1');
    }
    // A caller that reached the API itself gets the API's own address back.
    const direct = (await qr(b, (await newOrder(b)).orderId, { direct: true })).body.data;
    expect(direct.qrUrl.startsWith(`${s.base}/cashier?order=`)).toBe(true);
  });

  it('uses API_PUBLIC_ORIGIN when configured, with or without the forwarder', () => {
    const request = (headers: Record<string, string>) => ({ headers: { host: '127.0.0.1:4000', ...headers }, host: headers['x-forwarded-host'] ?? '127.0.0.1:4000', protocol: 'http' }) as unknown as FastifyRequest;
    const config = configFromEnv({ API_PUBLIC_ORIGIN: 'https://m.example.com/api-gw/' });
    expect(config.publicOrigin).toBe('https://m.example.com/api-gw');
    expect(publicBase(request({}), config)).toBe('https://m.example.com/api-gw');
    expect(publicBase(request(FORWARDED), config)).toBe('https://m.example.com/api-gw');
    // Unset: the forwarder's host and path; a prefix that is not a plain path is dropped.
    const unset = configFromEnv({});
    expect(publicBase(request(FORWARDED), unset)).toBe(`${SITE}/api-gw`);
    expect(publicBase(request({ ...FORWARDED, 'x-forwarded-prefix': '//evil.example' }), unset)).toBe(SITE);
    for (const bad of ['ftp://m.example.com', 'https://m.example.com/?x=1', 'https://u:p@m.example.com', 'm.example.com']) {
      expect(() => configFromEnv({ API_PUBLIC_ORIGIN: bad })).toThrow(/API_PUBLIC_ORIGIN/);
    }
  });

  it('gives the login QR’s confirm page on the same reachable host, its form and cookie under the forwarder’s path', async () => {
    const desktop = new Browser(s.base);
    const code = (await desktop.request<QrLoginCode>('GET', '/wechat/public/getLoginQRCode', undefined, false, FORWARDED)).body.data;
    expect(code.url).toMatch(new RegExp(`^${SITE}/api-gw/wechat/confirm\\?scene=`));
    const page = await new Browser(s.base, false).request('GET', `/wechat/confirm${new URL(code.url).search}`, undefined, false, FORWARDED);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post" action="confirm">');
    expect(page.setCookies.find((c) => c.startsWith('wx_openid='))).toContain('Path=/api-gw/wechat;');
  });
});

describe('the phone’s way back from the cashier', () => {
  it('refuses a return address that is not one of the site’s own pages (no open redirect)', async () => {
    const b = await newMember();
    const o = await newOrder(b);
    for (const bad of ['https://evil.example/detail/1/3d', 'javascript:alert(1)', `http://user:pw@interior.localhost:3100/`, '//evil.example/x', 'not a url', `${SITE}/${'x'.repeat(1000)}`]) {
      for (const way of ['ums', 'alipay'] as const) expectRefused(await qr(b, o.orderId, { returnUrl: bad, way }), 400, 40000);
    }
    // A refused return issued no secret: the order is still waiting for its first QR.
    expect((await b.post<OrderStatusResult>('/payCenter/case/vip/checkCaseOrderStatus', { orderId: o.orderId })).body.data.status).toBe('created');
  });

  it('pays on the phone and links back to the page the site gave, and drops a forged return', async () => {
    const b = await newMember();
    const o = await newOrder(b);
    const back = `${SITE}/detail/12/3d?payOrder=${o.orderId}`;
    const code = (await qr(b, o.orderId, { returnUrl: back })).body.data;
    expect(new URL(code.qrUrl).searchParams.get('return')).toBe(back);

    const page = await phoneGet(code.qrUrl);
    expect(page.status).toBe(200);
    // The form posts relative to where the page was opened (/api-gw/cashier here) and carries the return.
    expect(page.text).toContain('<form method="post" action="cashier">');
    expect(page.text).toContain(`name="return" value="${back.replace(/&/g, '&amp;')}"`);
    expect(page.text).not.toMatch(/电脑/);

    const u = new URL(code.qrUrl);
    const form = { order: o.orderId, t: u.searchParams.get('t')!, action: 'pay', return: back };
    // A forged return on the form is not followed: the page pays and says so without any link away.
    const phone = new Browser(s.base, false);
    const forged = await phone.request('POST', '/cashier', { ...form, return: 'https://evil.example/' }, true, FORWARDED);
    expect(forged.text).toContain('支付成功');
    expect(forged.text).not.toContain('evil.example');
    expect(forged.text).toContain('回到下单的页面');
    // The same order again, with the site's own return: 已支付 and the link back.
    const again = await phone.request('POST', '/cashier', form, true, FORWARDED);
    expect(again.text).toContain('无需重复支付');
    expect(again.text).toContain(`<a class="back ok" href="${back.replace(/&/g, '&amp;')}">`);
    expect((await b.post<OrderStatusResult>('/payCenter/case/vip/checkCaseOrderStatus', { orderId: o.orderId })).body.data.status).toBe('paid');
  });

  it('links back after paying and after cancelling, in words that fit a phone and a computer', async () => {
    const b = await newMember();
    for (const action of ['pay', 'cancel'] as const) {
      const o = await newOrder(b);
      const back = `${SITE}/classify/10200?payOrder=${o.orderId}`;
      const u = new URL((await qr(b, o.orderId, { returnUrl: back, way: 'alipay' })).body.data.qrUrl);
      const post = await new Browser(s.base, false).request('POST', '/cashier', { order: o.orderId, t: u.searchParams.get('t')!, action, return: back }, true, FORWARDED);
      expect(post.status).toBe(200);
      expect(post.text).toContain(action === 'pay' ? '完成，返回原页面' : '返回原页面');
      expect(post.text).toContain(`href="${back}"`);
      expect(post.text).not.toMatch(/电脑/);
    }
  });
});
