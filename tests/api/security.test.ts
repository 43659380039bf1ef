import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buildApp } from '../../backend/src/app';
import { redactUrl } from '../../backend/src/http/log-redact';
import { Browser } from './helpers/account-browser';
import { handoffLegs, redeemHandoff } from './helpers/handoff';
import { serverForFile, startServer, type TestServer } from './helpers/server';

const VIP = '13800000001';
const PASSWORD = 'Design2025';
const DEVICE = 'attacker-device-0123456789';
const CSRF = { status: 403, errorCode: 40300, message: '请求来源校验失败，请刷新页面后重试' };

function expectCsrfRefusal(r: { status: number; body: { error: { errorCode: number; message?: string } }; setCookies: string[] }) {
  expect(r.status).toBe(CSRF.status);
  expect(r.body.error).toEqual({ errorCode: CSRF.errorCode, message: CSRF.message });
  expect(r.setCookies.some((c) => c.startsWith('api_login='))).toBe(false);
}

describe('modes: the read-backs exist only in test mode, never in production', () => {
  let prod: TestServer;
  beforeAll(async () => {
    prod = await startServer({ seedSize: 500, env: 'production', testMode: false });
  });
  afterAll(() => prod.close());

  it.each(['/test/lastCode?phone=13800000009', '/test/sliderTarget?sessionId=abcdefghijklmnop', '/test/semRecord?phone=13800000009'])('production answers 404 on %s', async (p) => {
    const r = await fetch(prod.base + p);
    expect(r.status).toBe(404);
  });

  it('production creates no demo accounts', async () => {
    const b = new Browser(prod.base);
    const r = await b.get(`/login/loginByPsw?phoneNo=${VIP}&password=${PASSWORD}`);
    expect(r.body.error.errorCode).not.toBe(0);
  });

  it('refuses to start with API_TEST_MODE in production', async () => {
    await expect(buildApp({ env: 'production', testMode: true, dataDir: prod.dataDir, logger: false })).rejects.toThrow(/API_TEST_MODE/);
  });

  it('refuses to start in production over a database whose demo accounts keep the published password', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-demo-'));
    try {
      const dev = await buildApp({ env: 'development', seedSize: 500, dataDir: dir, logger: false });
      await dev.close();
      await expect(buildApp({ env: 'production', seedSize: 500, dataDir: dir, logger: false })).rejects.toThrow(/demo password/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('production trusts no local origin it was not told about (no credentialed CORS for any localhost port)', async () => {
    const r = await fetch(`${prod.base}/account/accountInfo`, { headers: { origin: 'http://localhost:5555' } });
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('no cross-site state change (login, logout and device-bind CSRF)', () => {
  const s = serverForFile({ seedSize: 500 });

  it('every guarded route refuses a request without the CSRF header, with the SPEC-style 403', async () => {
    for (const route of s.app.csrfRoutes) {
      const [method, url] = route.split(' ') as [string, string];
      const attacker = new Browser(s.base, false);
      await attacker.get('/activity/group/time'); // holds the victim-like cookies, but cannot read them cross-site
      const p = url.replace(':rel', 'caseDeviceId').replace(':tgt', 'TGT-abcdefghijklmnopqrst');
      expectCsrfRefusal(await attacker.request(method, p, method === 'GET' ? undefined : {}));
    }
  });

  it('login CSRF: a cross-site navigation to the password login sets no login cookie', async () => {
    const victim = new Browser(s.base, false);
    await victim.get('/activity/group/time');
    expectCsrfRefusal(await victim.get(`/login/loginByPsw?phoneNo=${VIP}&password=${PASSWORD}`));
  });

  it('a wrong token, a foreign Origin or Sec-Fetch-Site: cross-site is refused even with a token', async () => {
    const b = new Browser(s.base);
    await b.get('/activity/group/time');
    const token = b.cookies.get('csrf_token')!;
    const cookie = [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const login = `${s.base}/login/loginByPsw?phoneNo=${VIP}&password=${PASSWORD}`;
    const attempts: Record<string, string>[] = [
      { cookie, 'x-csrf-token': `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}` },
      { cookie, 'x-csrf-token': token, origin: 'https://evil.example' },
      { cookie, 'x-csrf-token': token, 'sec-fetch-site': 'cross-site' },
      { cookie, 'x-csrf-token': token, origin: 'null' },
    ];
    for (const headers of attempts) {
      const r = await fetch(login, { headers });
      expect(r.status).toBe(403);
      expect(((await r.json()) as { error: { errorCode: number } }).error.errorCode).toBe(40300);
    }
  });

  it('device-bind CSRF: a foreign page cannot bind its device id to a logged-in victim', async () => {
    const victim = new Browser(s.base);
    expect((await victim.get(`/login/loginByPsw?phoneNo=${VIP}&password=${PASSWORD}`)).body.error.errorCode).toBe(0);
    // The foreign page makes the victim's browser send its cookies, but it cannot add the header.
    const forged = await fetch(`${s.base}/deviceRel/caseDeviceId?deviceId=${DEVICE}`, { headers: { cookie: [...victim.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'sec-fetch-site': 'cross-site' } });
    expect(forged.status).toBe(403);
    const attacker = new Browser(s.base);
    expect((await attacker.get(`/login/getToken?deviceId=${DEVICE}`)).body.error.errorCode).toBe(41012);
  });

  it('logout CSRF: a cross-site form POST does not end the session', async () => {
    const victim = new Browser(s.base);
    await victim.get(`/login/loginByPsw?phoneNo=${VIP}&password=${PASSWORD}`);
    const cookie = [...victim.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const forged = await fetch(`${s.base}/logout/invalidateSession`, { method: 'POST', headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(forged.status).toBe(403);
    expect((await victim.get<{ accountId: number }>('/account/accountInfo')).body.data.accountId).toBeGreaterThan(0);
  });

  it('the site itself (token echoed, same-site) logs in, and the cookies are Lax, HttpOnly where secret', async () => {
    const b = new Browser(s.base);
    const r = await b.get(`/login/loginByPsw?phoneNo=${VIP}&password=${PASSWORD}`);
    expect(r.body.error.errorCode).toBe(0);
    const login = r.setCookies.find((c) => c.startsWith('api_login='))!;
    expect(login).toMatch(/HttpOnly/);
    expect(login).toMatch(/SameSite=Lax/);
    expect(login).not.toMatch(/Secure/); // plain http here; Secure follows the scheme
    const visitor = new Browser(s.base, false);
    const first = await visitor.get('/activity/group/time');
    const csrf = first.setCookies.find((c) => c.startsWith('csrf_token='))!;
    expect(csrf).not.toMatch(/HttpOnly/);
    expect(csrf).toMatch(/SameSite=Lax/);
  });

  it('single sign-on issues service tickets only for the site’s own service URL', async () => {
    const b = new Browser(s.base);
    const tgt = await b.post('/cas/v1/tickets', { username: VIP, password: PASSWORD }, true);
    expect(tgt.status).toBe(201);
    const location = tgt.headers.get('location')!;
    const tgtPath = location.slice(location.indexOf('/cas/'));
    for (const service of ['https://evil.example/login/ssoLogin', `${s.base}/steal`, 'http://user:pw@127.0.0.1/login/ssoLogin']) {
      const st = await b.post(tgtPath, { service }, true);
      expect(st.status).toBe(400);
    }
    const ok = await b.post(tgtPath, { service: `${s.base}/login/ssoLogin` }, true);
    expect(ok.status).toBe(200);
    expect(ok.text).toMatch(/^ST-/);
  });
});

describe('nothing secret in the request log', () => {
  it('redacts passwords, codes, tokens, tickets and device ids from logged URLs', () => {
    expect(redactUrl('/login/loginByPsw?phoneNo=13800000001&password=Design2025')).toBe('/login/loginByPsw?phoneNo=[redacted]&password=[redacted]');
    expect(redactUrl('/cas/v1/tickets/TGT-abcdef123?page=1')).toBe('/cas/v1/tickets/[redacted]?page=1');
    expect(redactUrl('/login/getToken?deviceId=abc&product=case')).toBe('/login/getToken?deviceId=[redacted]&product=case');
  });

  it('a password login, a code login and a device token leave none of their secrets in the log', async () => {
    const stream = new PassThrough();
    let log = '';
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const s = await startServer({ seedSize: 500, logger: true, logStream: stream });
    try {
      const b = new Browser(s.base);
      await b.get(`/login/loginByPsw?phoneNo=${VIP}&password=${PASSWORD}`);
      await b.get(`/deviceRel/caseDeviceId?deviceId=${DEVICE}`);
      const loginCookie = b.cookies.get('api_login')!;
      b.cookies.delete('api_login');
      const token = (await b.get<{ token: string }>(`/login/getToken?deviceId=${DEVICE}`)).body.data.token;
      await b.get(`/login/loginByToken?token=${token}`);
      const fresh = new Browser(s.base);
      const phone = '13911112222';
      await fresh.loginByCode(phone);
      const code = await fresh.lastCode(phone);
      expect(log).toContain('/login/loginByPsw');
      for (const secret of [PASSWORD, DEVICE, token, code, loginCookie, b.cookies.get('api_device')!, b.cookies.get('csrf_token')!]) expect(log).not.toContain(secret);
    } finally {
      await s.close();
    }
  });
});

describe('the device-token fallback is no skeleton key', () => {
  const s = serverForFile({ seedSize: 500 });

  it('knowing a member’s device id, or a token issued to them, logs an attacker into nothing', async () => {
    const victim = new Browser(s.base);
    await victim.get(`/login/loginByPsw?phoneNo=${VIP}&password=${PASSWORD}`);
    await victim.get(`/deviceRel/caseDeviceId?deviceId=${DEVICE}`);
    const attacker = new Browser(s.base);
    expect((await attacker.get(`/login/getToken?deviceId=${DEVICE}`)).body.error.errorCode).toBe(41012);
    victim.cookies.delete('api_login');
    const token = (await victim.get<{ token: string }>(`/login/getToken?deviceId=${DEVICE}`)).body.data.token;
    const stolen = await attacker.get(`/login/loginByToken?token=${token}`);
    expect(stolen.status).toBe(401);
    expect(stolen.setCookies.some((c) => c.startsWith('api_login=') && !c.startsWith('api_login=;'))).toBe(false);
  });

  it('a password change revokes every other browser’s binding', async () => {
    const phone = '13911150001';
    const one = new Browser(s.base);
    await one.loginByCode(phone);
    await one.get(`/deviceRel/caseDeviceId?deviceId=${DEVICE}`);
    const other = new Browser(s.base);
    const real = Date.now.bind(Date);
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => real() + 61_000);
    try {
      await other.sendCode(phone, 'password');
      await other.get(`/login/modifyPassWord?phoneNo=${phone}&code=${await other.lastCode(phone)}&password=NewPass2025`);
    } finally {
      spy.mockRestore();
    }
    one.cookies.delete('api_login');
    expect((await one.get(`/login/getToken?deviceId=${DEVICE}`)).body.error.errorCode).toBe(41012);
  });
});

describe('no registered/unregistered oracle', () => {
  const s = serverForFile({ seedSize: 500 });

  it('phoneUseStatus tells a stranger nothing, and the owner the truth', async () => {
    const stranger = new Browser(s.base);
    for (const phone of [VIP, '13911160001']) {
      expect((await stranger.get(`/account/phoneUseStatus?phoneNo=${phone}`)).body.data).toEqual({ registered: null, hasPassword: null });
    }
    await stranger.get(`/login/loginByPsw?phoneNo=${VIP}&password=${PASSWORD}`);
    expect((await stranger.get(`/account/phoneUseStatus?phoneNo=${VIP}`)).body.data).toEqual({ registered: true, hasPassword: true });
  });

  it('password login answers an unknown phone exactly like a wrong password', async () => {
    const b = new Browser(s.base);
    const unknown = await b.get('/login/loginByPsw?phoneNo=13911160002&password=whatever1');
    const wrong = await b.get(`/login/loginByPsw?phoneNo=${VIP}&password=whatever1`);
    expect([unknown.status, unknown.body.error]).toEqual([wrong.status, wrong.body.error]);
  });
});

describe('single sign-on and QR: tickets and scenes end when they should', () => {
  const s = serverForFile({ seedSize: 500 });

  async function ssoSession(b: Browser): Promise<string> {
    const tgt = await b.post('/cas/v1/tickets', { username: VIP, password: PASSWORD }, true);
    const location = tgt.headers.get('location')!;
    const tgtPath = location.slice(location.indexOf('/cas/'));
    const service = `${s.base}/login/ssoLogin`;
    const st = await b.post(tgtPath, { service }, true);
    expect((await b.get(`/login/ssoLogin?ticket=${st.text}&service=${encodeURIComponent(service)}`)).body.error.errorCode).toBe(0);
    return tgtPath;
  }

  it('logout ends the ticket-granting ticket the session came from', async () => {
    const b = new Browser(s.base);
    const tgtPath = await ssoSession(b);
    await b.post('/logout/invalidateSession', {});
    expect((await b.post(tgtPath, { service: `${s.base}/login/ssoLogin` }, true)).status).toBe(401);
  });

  it('destroying the TGT (CAS logout) ends the sessions opened from it', async () => {
    const b = new Browser(s.base);
    const tgtPath = await ssoSession(b);
    expect((await b.request('DELETE', tgtPath)).body.data).toEqual({ destroyed: true });
    expect((await b.get('/account/accountInfo')).body.error.errorCode).toBe(41006);
  });

  it('a channel hand-off opens a session in the same login family: logging out on either channel ends both', async () => {
    const here = new Browser(s.base);
    await here.get(`/login/loginByPsw?phoneNo=${VIP}&password=${PASSWORD}`);
    const there = new Browser(s.base);
    const { ticket } = await handoffLegs(s.base, here, there);
    expect((await redeemHandoff(there, ticket!)).body.error.errorCode).toBe(0);
    expect((await there.get('/account/accountInfo')).body.error.errorCode).toBe(0);
    // Both channels bind their browser for the device-token fallback…
    await here.get(`/deviceRel/caseDeviceId?deviceId=${DEVICE}`);
    await there.get(`/deviceRel/caseDeviceId?deviceId=${DEVICE}`);
    await there.post('/logout/invalidateSession', {});
    expect((await here.get('/account/accountInfo')).body.error.errorCode).toBe(41006);
    // …and the logout removed both bindings: the fallback does not log the first channel back in.
    expect((await here.get(`/login/getToken?deviceId=${DEVICE}`)).body.error.errorCode).toBe(41012);
    // A login of its own elsewhere is another family and stays.
    const phone = new Browser(s.base);
    await phone.get(`/login/loginByPsw?phoneNo=${VIP}&password=${PASSWORD}`);
    await here.get(`/login/loginByPsw?phoneNo=${VIP}&password=${PASSWORD}`);
    await here.post('/logout/invalidateSession', {});
    expect((await phone.get('/account/accountInfo')).body.error.errorCode).toBe(0);
  });

  async function scene(b: Browser): Promise<{ sceneId: string; confirm: string }> {
    const qr = (await b.get<{ sceneId: string; url: string }>('/wechat/public/getLoginQRCode')).body.data;
    return { sceneId: qr.sceneId, confirm: new URL(qr.url).pathname + new URL(qr.url).search };
  }

  it('only the phone that scanned a scene may cancel or confirm it', async () => {
    const desk = new Browser(s.base);
    const { sceneId, confirm } = await scene(desk);
    const phone = new Browser(s.base, false);
    expect((await phone.get(confirm)).status).toBe(200);
    const bystander = new Browser(s.base, false);
    expect((await bystander.get(confirm)).status).toBe(409);
    expect((await bystander.post('/wechat/confirm', { scene: sceneId, action: 'cancel' }, true)).status).toBe(410);
    expect((await desk.get<{ status: number }>(`/wechat/public/loginScan?sceneId=${sceneId}`)).body.data.status).toBe(1);
    expect((await phone.post('/wechat/confirm', { scene: sceneId, action: 'confirm', nickname: '扫码人' }, true)).status).toBe(200);
    expect((await desk.get<{ status: number }>(`/wechat/public/loginScan?sceneId=${sceneId}`)).body.data.status).toBe(2);
  });

  it('confirming an expired scene creates no account', async () => {
    const desk = new Browser(s.base);
    const { sceneId, confirm } = await scene(desk);
    const phone = new Browser(s.base, false);
    await phone.get(confirm);
    const count = () => (s.app.ctx.db.prepare('SELECT COUNT(*) AS n FROM accounts').get() as { n: number }).n;
    const before = count();
    const real = Date.now.bind(Date);
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => real() + 121_000);
    try {
      expect((await phone.post('/wechat/confirm', { scene: sceneId, action: 'confirm', nickname: '迟到的人' }, true)).status).toBe(410);
    } finally {
      spy.mockRestore();
    }
    expect(count()).toBe(before);
  });
});

describe('image variants are bounded', () => {
  const s = serverForFile({ seedSize: 500, imageCacheMb: 1 });
  const KEY = 'pool/interior/001.jpg';
  const get = (process: string) => fetch(`${s.base}/oss/${KEY}?x-oss-process=${process}`);

  it('refuses sizes beyond the largest edge and folds quality and blur beyond their caps into the capped variant', async () => {
    expect((await get('image/resize,w_2401')).status).toBe(400);
    expect((await get('image/resize,p_200')).status).toBe(400);
    const [q90, q100] = await Promise.all([get('image/resize,w_300/quality,q_90'), get('image/resize,w_300/quality,q_100')]);
    expect(q100.headers.get('etag')).toBe(q90.headers.get('etag'));
    const [b20, b50] = await Promise.all([get('image/resize,w_300/blur,r_20,s_20'), get('image/resize,w_300/blur,r_50,s_50')]);
    expect(b50.headers.get('etag')).toBe(b20.headers.get('etag'));
  });

  it('answers 429 when one client floods the renderer, and keeps the variant cache within its size', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => get(`image/resize,w_${1601 + i}/format,png`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(statuses.every((c) => c === 200 || c === 429)).toBe(true);
    const limited = answers.find((r) => r.status === 429)!;
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe('图片处理请求过于频繁，请稍后再试');
    for (let i = 0; i < 8; i++) expect((await get(`image/resize,w_${1700 + i}/format,png`)).status).toBe(200);
    const dir = path.join(s.dataDir, 'oss', 'cache');
    let bytes = 0;
    for (const sub of fs.readdirSync(dir)) for (const f of fs.readdirSync(path.join(dir, sub))) bytes += fs.statSync(path.join(dir, sub, f)).size;
    expect(bytes).toBeLessThanOrEqual(1024 * 1024 + 3 * 1024 * 1024);
    expect(s.app.ctx.images.variants.bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
  });
});
