import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buildApp } from '../../backend/src/app';
import { STATE_CHANGING_ROUTES } from '../../backend/src/http/csrf';
import { redactUrl } from '../../backend/src/http/log-redact';
import { Browser } from './helpers/account-browser';
import { startServer, type TestServer } from './helpers/server';

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
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ seedSize: 500 });
  });
  afterAll(() => s.close());

  it('every guarded route refuses a request without the CSRF header, with the SPEC-style 403', async () => {
    for (const route of STATE_CHANGING_ROUTES) {
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
    expect(redactUrl('/cas/v1/tickets/TGT-abcdef123?x=1')).toBe('/cas/v1/tickets/[redacted]?x=1');
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
      const fresh = new Browser(s.base);
      const token = (await fresh.get<{ token: string }>(`/login/getToken?deviceId=${DEVICE}`)).body.data.token;
      await fresh.get(`/login/loginByToken?token=${token}`);
      const phone = '13911112222';
      await fresh.loginByCode(phone);
      const code = await fresh.lastCode(phone);
      expect(log).toContain('/login/loginByPsw');
      for (const secret of [PASSWORD, DEVICE, token, code, b.cookies.get('api_login')!, b.cookies.get('csrf_token')!]) expect(log).not.toContain(secret);
    } finally {
      await s.close();
    }
  });
});
