import { createHmac } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { CodeScene, SliderChallenge, SliderCheckResult } from '../../lib/api/contract/account';
import type { CreateOrderResult, DownloadLink, PayQrCode } from '../../lib/api/contract/pay';
import { solvePow } from '../../backend/src/services/account/slider';
import { Browser } from './helpers/account-browser';
import { handoffLegs, redeemHandoff, viaGateway } from './helpers/handoff';
import { serverForFile, startServer } from './helpers/server';

const VIP = '13800000001';
const ATTACKER = '13800000002';
const PASSWORD = 'Design2025';

/** A jar of one channel host that never ran the site's script (no CSRF cookie yet): a first visit. */
const freshChannel = (base: string) => new Browser(base, false);

const hasLoginCookie = (setCookies: string[]) => setCookies.some((c) => c.startsWith('api_login=') && !/max-age=0/i.test(c));

describe('channel hand-off: a ticket logs in only the browser that asked for it (issue 36.1)', () => {
  const s = serverForFile({ seedSize: 500 });

  async function loggedIn(phone: string): Promise<Browser> {
    const b = new Browser(s.base);
    expect((await b.get(`/login/loginByPsw?phoneNo=${phone}&password=${PASSWORD}`)).body.error.errorCode).toBe(0);
    return b;
  }

  /** The attacker's CAS REST service ticket for a channel's hand-off service, as in the issue. */
  async function casTicket(): Promise<string> {
    const attacker = new Browser(s.base);
    const tgt = await attacker.post('/cas/v1/tickets', { username: ATTACKER, password: PASSWORD }, true);
    const location = tgt.headers.get('location')!;
    const st = await attacker.post(location.slice(location.indexOf('/cas/')), { service: `${s.base}/api-gw/login/ssoLogin` }, true);
    expect(st.text).toMatch(/^ST-/);
    return st.text;
  }

  it('works on the first switch: the start gives the target its CSRF and nonce cookies, so the redeem is not refused', async () => {
    const source = await loggedIn(VIP);
    const target = freshChannel(s.base);
    const legs = await handoffLegs(s.base, source, target, '/listPage/case?page=2');
    const started = legs.start.setCookies.map((c) => c.split('=')[0]);
    expect(started).toEqual(expect.arrayContaining(['csrf_token', 'api_handoff']));
    expect(legs.start.setCookies.find((c) => c.startsWith('api_handoff='))).toMatch(/HttpOnly/);
    // The nonce itself never leaves the target: the source sees only its digest.
    const authorizeUrl = new URL(legs.start.headers.get('location')!);
    expect(authorizeUrl.searchParams.get('binding')).not.toBe(target.cookies.get('api_handoff'));
    expect(legs.landing).toMatch(new RegExp(`^${s.base}/listPage/case\\?page=2#sso=ST-`));
    const login = await redeemHandoff(target, legs.ticket!);
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ loginType: 4 });
    expect((await target.get('/account/accountInfo')).body.data).toMatchObject({ phone: expect.stringContaining(VIP.slice(-4)) });
    // One nonce, one try: the cookie is gone, and the ticket is spent.
    expect(target.cookies.has('api_handoff')).toBe(false);
    expect((await redeemHandoff(target, legs.ticket!)).status).toBe(401);
  });

  it('login CSRF: an attacker’s CAS ticket in a #sso= link logs nobody in, with or without a hand-off under way', async () => {
    const visitor = new Browser(s.base);
    const refused = await redeemHandoff(visitor, await casTicket());
    expect(refused.status).toBe(401);
    expect(hasLoginCookie(refused.setCookies)).toBe(false);
    expect((await visitor.get('/account/accountInfo')).body.error.errorCode).toBe(41006);

    // A visitor who also started a hand-off of their own holds a nonce: still nothing.
    const mid = freshChannel(s.base);
    await mid.get(`/login/handoffStart?from=${encodeURIComponent(s.base)}&to=%2F`);
    expect(mid.cookies.has('api_handoff')).toBe(true);
    const again = await redeemHandoff(mid, await casTicket());
    expect(again.status).toBe(401);
    expect(hasLoginCookie(again.setCookies)).toBe(false);
  });

  it('login CSRF: the attacker’s own hand-off ticket (bound to his nonce) logs no other browser in', async () => {
    const attackerSource = await loggedIn(ATTACKER);
    const attackerTarget = freshChannel(s.base);
    const { ticket } = await handoffLegs(s.base, attackerSource, attackerTarget);
    // The victim's target channel, with a nonce of its own and without one.
    const victim = freshChannel(s.base);
    await victim.get(`/login/handoffStart?from=${encodeURIComponent(s.base)}&to=%2F`);
    const r = await redeemHandoff(victim, ticket!);
    expect(r.status).toBe(401);
    expect(hasLoginCookie(r.setCookies)).toBe(false);
    expect((await victim.get('/account/accountInfo')).body.error.errorCode).toBe(41006);
    // The try spent it: not even the attacker's browser can use it now.
    expect((await redeemHandoff(attackerTarget, ticket!)).status).toBe(401);
  });

  it('a hand-off ticket logs in only on the channel it was issued for (the page’s Origin)', async () => {
    const target = freshChannel(s.base);
    const { ticket } = await handoffLegs(s.base, await loggedIn(VIP), target);
    const csrf = target.cookies.get('csrf_token')!;
    const elsewhere = await target.request('POST', '/login/handoffLogin', { ticket }, false, { 'x-csrf-token': csrf, origin: 'http://landscape.localhost:3000' });
    expect(elsewhere.status).toBe(401);
    expect(hasLoginCookie(elsewhere.setCookies)).toBe(false);
  });

  it('a hand-off ticket is not a CAS ticket: /login/ssoLogin refuses it', async () => {
    const { ticket } = await handoffLegs(s.base, await loggedIn(VIP), freshChannel(s.base));
    const service = `${s.base}/api-gw/login/ssoLogin`;
    const r = await new Browser(s.base).get(`/login/ssoLogin?ticket=${ticket}&service=${encodeURIComponent(service)}`);
    expect(r.status).toBe(401);
    expect(hasLoginCookie(r.setCookies)).toBe(false);
  });

  it('a source channel where nobody is logged in sends the browser on without a ticket', async () => {
    const legs = await handoffLegs(s.base, new Browser(s.base), freshChannel(s.base), '/bk');
    expect(legs.landing).toBe(`${s.base}/bk`);
    expect(legs.ticket).toBeNull();
  });

  it('starts and authorizes only for the site’s own channels and paths (no open redirect)', async () => {
    const b = freshChannel(s.base);
    const from = encodeURIComponent(s.base);
    for (const q of [`from=${encodeURIComponent('https://evil.example')}&to=%2F`, `from=${from}&to=${encodeURIComponent('//evil.example/x')}`, `from=${from}&to=${encodeURIComponent('https://evil.example/')}`, `from=${from}&to=${encodeURIComponent('/\\evil.example')}`, `from=${from}`, '']) {
      const r = await b.get(`/login/handoffStart?${q}`);
      expect(r.status).toBe(400);
      expect(r.headers.get('location')).toBeNull();
    }
    const source = await loggedIn(VIP);
    const start = await freshChannel(s.base).get(`/login/handoffStart?from=${from}&to=%2F`);
    const authorize = new URL(start.headers.get('location')!);
    authorize.searchParams.set('service', 'https://evil.example/api-gw/login/ssoLogin');
    const evil = await source.get(viaGateway(s.base, authorize.href));
    expect(evil.status).toBe(400);
    expect(evil.headers.get('location')).toBeNull();
  });
});

describe('links bound to their owner (issue 36.5)', () => {
  const s = serverForFile({ seedSize: 500 });
  let n = 0;
  const member = async () => {
    const b = new Browser(s.base);
    expect((await b.loginByCode(`1391818${String(++n).padStart(4, '0')}`)).body.error.errorCode).toBe(0);
    return b;
  };
  const freeItem = () => (s.app.ctx.db.prepare("SELECT id FROM items WHERE kind = '3d' AND vip = 0 AND price = 0 ORDER BY id LIMIT 1").get() as { id: number }).id;

  it('a download link works only with its owner’s login cookie', async () => {
    const owner = await member();
    const link = (await owner.post<DownloadLink>('/case/api/download/link', { itemId: freeItem() })).body.data;
    expect((await owner.fetch(link.url)).status).toBe(200);
    // The same URL in anyone else's hands: no cookie, a visitor's cookies, another member's login.
    const bare = await fetch(link.url);
    expect(bare.status).toBe(403);
    expect(((await bare.json()) as { error: { message: string } }).error.message).toBe('下载链接仅限申请它的账号在本站使用，请登录后回到资源页重新点击下载');
    const visitor = new Browser(s.base);
    await visitor.get('/activity/group/time');
    expect((await visitor.fetch(link.url)).status).toBe(403);
    expect((await (await member()).fetch(link.url)).status).toBe(403);
    // After the owner logs out, the link is dead in their browser too.
    await owner.post('/logout/invalidateSession', {});
    expect((await owner.fetch(link.url)).status).toBe(403);
  });

  it('the hot-link rule refuses another site’s page, by its Referer or by Sec-Fetch-Site when the Referer is hidden', async () => {
    const owner = await member();
    const link = (await owner.post<DownloadLink>('/case/api/download/link', { itemId: freeItem() })).body.data;
    expect((await owner.fetch(link.url, { headers: { referer: 'https://evil.example/post/1' } })).status).toBe(403);
    expect((await owner.fetch(link.url, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    // The site's own page (same origin), a typed or bookmarked address: the owner downloads.
    expect((await owner.fetch(link.url, { headers: { referer: `${s.base}/detail/1/3d`, 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    expect((await owner.fetch(link.url, { headers: { 'sec-fetch-site': 'none' } })).status).toBe(200);
  });

  it('the link names the channel host the member asked from, where the login cookie is first-party', async () => {
    const owner = await member();
    const csrf = owner.cookies.get('csrf_token')!;
    const r = await owner.request<DownloadLink>('POST', '/case/api/download/link', { itemId: freeItem() }, false, {
      'x-csrf-token': csrf,
      'x-forwarded-host': 'interior.localhost:3000',
      'x-forwarded-prefix': '/api-gw',
    });
    expect(r.body.data.url).toMatch(/^http:\/\/interior\.localhost:3000\/api-gw\/files\/\d+\//);
  });
});

describe('equal answers (issue 36.4)', () => {
  const s = serverForFile({ seedSize: 500 });

  it('modifyPassWord answers a registered and an unregistered phone alike, try after try', async () => {
    const registered = '13919190001';
    const unregistered = '13919190002';
    expect((await new Browser(s.base).loginByCode(registered)).body.error.errorCode).toBe(0);
    // A minute later (one code per phone per minute).
    const real = Date.now.bind(Date);
    const later = jest.spyOn(Date, 'now').mockImplementation(() => real() + 61_000);
    const answers: Record<string, unknown[]> = {};
    for (const phone of [registered, unregistered]) {
      const b = new Browser(s.base);
      const sent = await b.sendCode(phone, 'password');
      expect(sent.body.error.errorCode).toBe(0);
      answers[phone] = [sent.status, sent.body];
      // Six wrong codes: five "wrong", then "expired", the same for both.
      for (let i = 0; i < 6; i++) {
        const r = await b.get(`/login/modifyPassWord?phoneNo=${phone}&code=${String(100000 + i)}&password=NewPass2025`);
        answers[phone]!.push([r.status, r.body.error]);
      }
    }
    later.mockRestore();
    expect(answers[unregistered]).toEqual(answers[registered]);
    expect((answers[registered]![2] as [number, { errorCode: number }])[1].errorCode).toBe(41001);
  });

  it('/robots.txt sets no cookie (a shared cache would hand one visitor id to everyone)', async () => {
    const r = await fetch(`${s.base}/robots.txt`);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toMatch(/public/);
    expect(r.headers.getSetCookie()).toEqual([]);
    // A pictures answer (shared-cacheable too) sets none either; an API answer still does.
    expect((await fetch(`${s.base}/activity/group/time`)).headers.getSetCookie().length).toBeGreaterThan(0);
  });
});

/**
 * Production has no read-backs: the slider's answer comes from the database and the SMS code is
 * the operator's outbox's (set here by its HMAC, as the outbox would have told the operator).
 */
async function productionCode(app: FastifyInstance, b: Browser, phone: string, scene: CodeScene): Promise<string> {
  const ch = (await b.post<SliderChallenge>('/register/sliderChallenge', { phoneNo: phone, scene })).body.data;
  const asked = Date.now();
  let pass = { token: ch.token, sessionId: ch.sessionId, sign: ch.sign };
  if (ch.code === 400) {
    const { target_x: x } = app.ctx.db.prepare('SELECT target_x FROM slider_challenges WHERE session_id = ?').get(ch.sessionId) as { target_x: number };
    await new Promise((r) => setTimeout(r, Math.max(0, 450 - (Date.now() - asked))));
    const check = (await b.post<SliderCheckResult>('/register/sliderCheck', { sessionId: ch.sessionId, x, elapsedMs: 900, nonce: solvePow(ch.powSalt!, ch.powBits!) })).body.data;
    expect(check.code).toBe(200);
    pass = { token: check.token, sessionId: check.sessionId!, sign: check.sign };
  }
  expect((await b.post('/register/slidingVerification', { ...pass, phoneNo: phone, remoteIp: '127.0.0.1' })).body.error.errorCode).toBe(0);
  expect((await b.post('/login/sendCode', { phoneNo: phone, scene })).body.error.errorCode).toBe(0);
  const code = '246813';
  const mac = createHmac('sha256', app.accounts.settings.secret).update(`${phone}\u0000${scene}\u0000${code}`).digest('base64url');
  app.ctx.db.prepare('UPDATE sms_codes SET code_hash = ? WHERE phone = ? AND scene = ?').run(mac, phone, scene);
  return code;
}

describe('quiet logs: a production log holds none of the secrets a whole flow produced (issue 36.4)', () => {
  it('login, password, device token, SSO, channel hand-off, QR, cashier and download leave no secret in the log', async () => {
    const stream = new PassThrough();
    let log = '';
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const s = await startServer({ seedSize: 500, env: 'production', testMode: false, logger: true, logStream: stream });
    const secrets = new Map<string, string>();
    const keep = (name: string, value: string | undefined | null) => {
      expect(value).toBeTruthy();
      secrets.set(name, value!);
    };
    try {
      const phone = '13920200001';
      const password = 'Quiet2026pass';
      const deviceId = 'quiet-device-0123456789';
      const b = new Browser(s.base);
      const loginCode = await productionCode(s.app, b, phone, 'login');
      expect((await b.post('/login/loginByVerifyCode', { phoneNo: phone, code: loginCode })).body.error.errorCode).toBe(0);
      keep('phone', phone);
      const real = Date.now.bind(Date);
      // A minute later (one code per phone per minute).
      const later = jest.spyOn(Date, 'now').mockImplementation(() => real() + 61_000);
      const pwdCode = await productionCode(s.app, b, phone, 'password');
      expect((await b.get(`/login/modifyPassWord?phoneNo=${phone}&code=${pwdCode}&password=${password}`)).body.error.errorCode).toBe(0);
      keep('password', password);
      expect((await b.get(`/login/loginByPsw?phoneNo=${phone}&password=${password}`)).body.error.errorCode).toBe(0);
      keep('login cookie', b.cookies.get('api_login'));
      keep('visitor id', b.cookies.get('api_sid'));
      keep('csrf token', b.cookies.get('csrf_token'));

      // Device token.
      await b.get(`/deviceRel/caseDeviceId?deviceId=${deviceId}`);
      keep('device id', deviceId);
      keep('device secret', b.cookies.get('api_device'));
      const loginCookie = b.cookies.get('api_login')!;
      b.cookies.delete('api_login');
      const token = (await b.get<{ token: string }>(`/login/getToken?deviceId=${deviceId}`)).body.data.token;
      keep('device token', token);
      expect((await b.get(`/login/loginByToken?token=${token}`)).body.error.errorCode).toBe(0);
      b.cookies.set('api_login', loginCookie);

      // CAS REST single sign-on.
      const cas = new Browser(s.base);
      const tgt = await cas.post('/cas/v1/tickets', { username: phone, password }, true);
      const tgtPath = tgt.headers.get('location')!.slice(tgt.headers.get('location')!.indexOf('/cas/'));
      keep('TGT', tgtPath.split('/').pop());
      const service = `${s.base}/login/ssoLogin`;
      const st = (await cas.post(tgtPath, { service }, true)).text;
      keep('service ticket', st);
      expect((await cas.get(`/login/ssoLogin?ticket=${st}&service=${encodeURIComponent(service)}`)).body.error.errorCode).toBe(0);

      // Channel hand-off.
      const there = new Browser(s.base, false);
      const legs = await handoffLegs(s.base, b, there);
      keep('hand-off nonce', there.cookies.get('api_handoff'));
      keep('hand-off binding', new URL(legs.start.headers.get('location')!).searchParams.get('binding'));
      keep('hand-off ticket', legs.ticket);
      expect((await redeemHandoff(there, legs.ticket!)).body.error.errorCode).toBe(0);

      // QR login: the scene the desk polls and the phone confirms.
      const desk = new Browser(s.base);
      const qr = (await desk.get<{ sceneId: string; url: string }>('/wechat/public/getLoginQRCode')).body.data;
      keep('QR sceneId', qr.sceneId);
      const confirm = new URL(qr.url);
      const qrPhone = new Browser(s.base, false);
      expect((await qrPhone.get(confirm.pathname + confirm.search)).status).toBe(200);
      await desk.get(`/wechat/public/loginScan?sceneId=${qr.sceneId}`);
      await desk.get(`/wechat/public/loginScan?scene=${qr.sceneId}`);
      expect((await qrPhone.post('/wechat/confirm', { scene: qr.sceneId, action: 'confirm', nickname: '扫码人' }, true)).status).toBe(200);
      for (const [k, v] of confirm.searchParams) if (v.length >= 8) keep(`QR confirm ${k}`, v);

      later.mockRestore();

      // The cashier: the order's secret t in the QR's address.
      const order = (await b.post<CreateOrderResult>('/payCenter/case/vip/createCaseOrder', { planId: 'case-month' })).body.data.order;
      const pay = (await b.post<PayQrCode>(`/payCenter/case/vip/casePayUmsQrcode?orderId=${order.orderId}`, {})).body.data;
      const cashier = new URL(pay.qrUrl);
      keep('cashier t', cashier.searchParams.get('t'));
      const payer = new Browser(s.base, false);
      expect((await payer.get(cashier.pathname + cashier.search)).status).toBe(200);
      expect((await payer.post('/cashier', { order: cashier.searchParams.get('order')!, t: cashier.searchParams.get('t')!, action: 'pay' }, true)).status).toBe(200);

      // A signed download link.
      const item = (s.app.ctx.db.prepare("SELECT id FROM items WHERE kind = '3d' AND vip = 0 AND price = 0 ORDER BY id LIMIT 1").get() as { id: number }).id;
      const link = (await b.post<DownloadLink>('/case/api/download/link', { itemId: item })).body.data;
      keep('download sig', new URL(link.url).searchParams.get('sig'));
      expect((await b.fetch(link.url)).status).toBe(200);

      // The flow was logged (so the scan is of a real log), and none of its secrets are in it.
      for (const path of ['/login/loginByVerifyCode', '/login/modifyPassWord', '/login/getToken', '/login/handoffAuthorize', '/wechat/public/loginScan', '/cashier', '/files/']) expect(log).toContain(path);
      for (const code of [loginCode, pwdCode]) expect(log).not.toContain(`=${code}`);
      const leaked = [...secrets].filter(([, value]) => log.includes(value) || log.includes(encodeURIComponent(value))).map(([name]) => name);
      expect(leaked).toEqual([]);
    } finally {
      await s.close();
    }
  }, 60_000);
});
