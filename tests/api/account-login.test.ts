import type { AccountInfo, LoginResult, SliderChallenge, SliderCheckResult, VipInfo } from '../../lib/api/contract/account';
import { Browser, expectRefused } from './helpers/account-browser';
import { serverForFile } from './helpers/server';
import { powZeroBits, solvePow } from '../../backend/src/services/account/slider';

const s = serverForFile({ seedSize: 500 });

const VIP = '13800000001';
const PASSWORD = 'Design2025';

describe('GET /account/accountInfo', () => {
  it('answers 200 with errorCode 41006 for a guest (an ordinary state, not a client error)', async () => {
    const r = await new Browser(s.base).get('/account/accountInfo');
    expect(r.status).toBe(200);
    expect(r.body.error).toEqual({ errorCode: 41006, message: '请先登录' });
    expect(r.body.data).toBeNull();
  });

  it('refuses VIP and merge info without a login (401)', async () => {
    const b = new Browser(s.base);
    expectRefused(await b.get('/account/vipInfo'), 401, 41006);
    expectRefused(await b.get('/ins/api/account/mergeInfo'), 401, 41006);
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Releases the piece at x: after a human pause (unless `instant`) and with the proof of work (unless given). */
async function release(b: Browser, ch: SliderChallenge, x: number, opts: { instant?: boolean; nonce?: string; elapsedMs?: number } = {}) {
  if (!opts.instant) await sleep(450);
  const nonce = opts.nonce ?? solvePow(ch.powSalt!, ch.powBits!);
  return b.post<SliderCheckResult>('/register/sliderCheck', { sessionId: ch.sessionId, x, elapsedMs: opts.elapsedMs ?? 700, nonce });
}

describe('slider verification', () => {
  const phone = '13911110001';
  const challenge = async (b: Browser, phoneNo = phone) => (await b.post<SliderChallenge>('/register/sliderChallenge', { phoneNo })).body.data;
  const target = async (b: Browser, ch: SliderChallenge) => (await b.get<{ x: number }>(`/test/sliderTarget?sessionId=${ch.sessionId}`)).body.data.x;

  it('asks for the puzzle (400) with 300 x 100 PNG images and a proof of work, and judges releases', async () => {
    const b = new Browser(s.base);
    const ch = await challenge(b);
    expect(ch.code).toBe(400);
    expect([ch.width, ch.height]).toEqual([300, 100]);
    expect(ch.background).toMatch(/^data:image\/png;base64,/);
    expect(ch.piece).toMatch(/^data:image\/png;base64,/);
    expect(ch.token).toBeUndefined();
    expect(ch.powSalt).toBe(ch.sessionId);
    expect(ch.powBits).toBeGreaterThanOrEqual(8);
    const x = await target(b, ch);

    expect((await release(b, ch, 0)).body.data.code).toBe(700);
    const pass = await release(b, ch, x + 3);
    expect(pass.body.data.code).toBe(200);
    expect(pass.body.data.token).toBeTruthy();
    expect(pass.body.data.sign).toBeTruthy();
    expect((await release(b, ch, x)).body.data.code).toBe(600);
  });

  it('fails a miss (800) and spends the puzzle (then 900)', async () => {
    const b = new Browser(s.base);
    const ch = await challenge(b);
    const x = await target(b, ch);
    const miss = await release(b, ch, x > 150 ? x - 40 : x + 40);
    expect(miss.body.data.code).toBe(800);
    expect((await release(b, ch, x)).body.data.code).toBe(900);
  });

  it('times the solve on its own clock: an instant release is a miss whatever elapsedMs the client claims', async () => {
    const b = new Browser(s.base);
    const ch = await challenge(b);
    const x = await target(b, ch);
    // The API's clock 100 ms after it issued the puzzle (a loaded machine may take longer than 400 ms for real).
    const issued = (s.app.ctx.db.prepare('SELECT created_at FROM slider_challenges WHERE session_id = ?').get(ch.sessionId) as { created_at: number }).created_at;
    const spy = jest.spyOn(Date, 'now').mockReturnValue(issued + 100);
    try {
      expect((await release(b, ch, x, { instant: true, elapsedMs: 5000 })).body.data.code).toBe(800);
    } finally {
      spy.mockRestore();
    }
  });

  it('fails a release without the proof of work, and another browser as unknown', async () => {
    const b = new Browser(s.base);
    const ch = await challenge(b);
    const x = await target(b, ch);
    expect((await release(new Browser(s.base), ch, x)).body.data.code).toBe(900);
    let bad = 0;
    while (powZeroBits(ch.powSalt!, bad.toString(36)) >= ch.powBits!) bad++;
    expect((await release(b, ch, x, { nonce: bad.toString(36) })).body.data.code).toBe(800);
    expectRefused(await b.post('/register/sliderCheck', { sessionId: ch.sessionId, x }), 400, 40000);
  });

  it('expires a puzzle after two minutes', async () => {
    const b = new Browser(s.base);
    const ch = await challenge(b);
    const x = await target(b, ch);
    const now = Date.now();
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now + 121_000);
    try {
      expect((await release(b, ch, x, { instant: true })).body.data.code).toBe(900);
    } finally {
      spy.mockRestore();
    }
  });

  it('redeems a pass once, only for its phone and browser, only with a valid sign', async () => {
    const b = new Browser(s.base);
    const pass = await b.sliderPass(phone);
    expectRefused(await b.post('/register/slidingVerification', { ...pass, sign: 'x'.repeat(43), phoneNo: phone, remoteIp: '' }), 400, 41009);
    expectRefused(await b.post('/register/slidingVerification', { ...pass, phoneNo: '13911110002', remoteIp: '' }), 400, 41009);
    expectRefused(await new Browser(s.base).post('/register/slidingVerification', { ...pass, phoneNo: phone, remoteIp: '' }), 400, 41009);
    const ok = await b.post<{ permitExpiresIn: number }>('/register/slidingVerification', { ...pass, phoneNo: phone, remoteIp: '' });
    expect(ok.body.error.errorCode).toBe(0);
    expect(ok.body.data.permitExpiresIn).toBe(300);
    expectRefused(await b.post('/register/slidingVerification', { ...pass, phoneNo: phone, remoteIp: '' }), 400, 41009);
  });

  it('trusts a browser that just passed for the same phone only (100 with a pass, no puzzle)', async () => {
    const b = new Browser(s.base);
    await b.sendCode('13911110003');
    const same = await challenge(b, '13911110003');
    expect(same.code).toBe(100);
    expect(same.token && same.sign).toBeTruthy();
    expect(same.background).toBe('');
    // Another phone needs its own puzzle: one solve does not open SMS to any number.
    expect((await challenge(b, '13911110004')).code).toBe(400);
  });
});

describe('phone code login', () => {
  it('will not send a code without a slider permit', async () => {
    expectRefused(await new Browser(s.base).post('/login/sendCode', { phoneNo: '13911120001' }), 403, 41008);
  });

  it('sends once a minute, registers an unknown phone, and keeps it logged in', async () => {
    const b = new Browser(s.base);
    const phone = '13911120002';
    const sent = await b.sendCode(phone);
    expect(sent.body.data).toEqual({ expiresIn: 300, resendIn: 60 });
    const again = await b.sendCode(phone);
    expectRefused(again, 429, 42901);
    expect(again.body.error.message).toMatch(/秒后再试/);

    expectRefused(await b.post('/login/loginByVerifyCode', { phoneNo: phone, code: '000000' === (await b.lastCode(phone)) ? '111111' : '000000' }), 400, 41001);
    const r = await b.post<LoginResult>('/login/loginByVerifyCode', { phoneNo: phone, code: await b.lastCode(phone) });
    expect(r.body.error.errorCode).toBe(0);
    expect(r.body.data).toMatchObject({ isNew: true, loginType: 0 });
    const cookie = r.setCookies.find((c) => c.startsWith('api_login='))!;
    expect(cookie).toMatch(/HttpOnly/);
    // First-party through the site's forwarder: Lax; Secure only over https (docs/security.md).
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const info = (await b.get<AccountInfo>('/account/accountInfo')).body.data;
    expect(info).toMatchObject({ accountId: r.body.data.accountId, accountState: 1, phone: '139****0002', hasPassword: false, loginType: 0 });
    const vip = (await b.get<VipInfo>('/account/vipInfo?loginType=0')).body.data;
    expect(vip.caseAccountInfo).toMatchObject({ isToday: true, vipStatus: 0 });
    expect(vip.caseAccountExtendVO.rights.length).toBeGreaterThan(0);
    expect((await b.get('/ins/api/account/mergeInfo')).body.data).toMatchObject({ merged: true, caseAccountId: info.accountId });
    expect((await b.get('/account/phoneUseStatus?phoneNo=' + phone)).body.data).toEqual({ registered: true, hasPassword: false });

    // The code was spent.
    expectRefused(await b.post('/login/loginByVerifyCode', { phoneNo: phone, code: await b.lastCode(phone) }), 400, 41002);
  });

  it('logs an existing account in (isNew false) and gives up a code after five wrong tries', async () => {
    const b = new Browser(s.base);
    await b.sendCode(VIP);
    const code = await b.lastCode(VIP);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expectRefused(await b.post('/login/loginByVerifyCode', { phoneNo: VIP, code: wrong }), 400, 41001);
    expectRefused(await b.post('/login/loginByVerifyCode', { phoneNo: VIP, code }), 400, 41002);

    const c = new Browser(s.base);
    const login = await c.loginByCode('13911120003');
    expect(login.body.data.isNew).toBe(true);
    const d = new Browser(s.base);
    const real = Date.now.bind(Date);
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => real() + 61_000);
    try {
      expect((await d.loginByCode('13911120003')).body.data.isNew).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('expires codes after five minutes', async () => {
    const b = new Browser(s.base);
    const phone = '13911120004';
    await b.sendCode(phone);
    const code = await b.lastCode(phone);
    const spy = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 301_000);
    try {
      expectRefused(await b.post('/login/loginByVerifyCode', { phoneNo: phone, code }), 400, 41002);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('password login and password change', () => {
  it('logs a demo member in with loginType 1', async () => {
    const b = new Browser(s.base);
    const r = await b.get<LoginResult>(`/login/loginByPsw?phoneNo=${VIP}&password=${PASSWORD}`);
    expect(r.body.error.errorCode).toBe(0);
    expect(r.body.data).toMatchObject({ isNew: false, loginType: 1 });
    const vip = (await b.get<VipInfo>('/account/vipInfo?loginType=1')).body.data;
    expect(vip.caseAccountInfo).toMatchObject({ vipStatus: 1, caseVip: true, jointVip: true, insVip: true, isToday: false });
    expect(vip.caseAccountExtendVO.loginType).toBe(1);
  });

  it.each([
    ['a wrong password', `phoneNo=13800000002&password=wrong123`, 401, 41003, /手机号或密码错误/],
    // No registered/unregistered oracle: both answer exactly like a wrong password.
    ['an unknown phone', `phoneNo=13911130001&password=whatever1`, 401, 41003, /手机号或密码错误/],
    ['an account without a password', `phoneNo=13800000005&password=whatever1`, 401, 41003, /手机号或密码错误/],
    ['a disabled account', `phoneNo=13800000004&password=${PASSWORD}`, 403, 41007, /已停用/],
  ])('refuses %s with a clear message', async (_label, query, status, code, message) => {
    const r = await new Browser(s.base).get(`/login/loginByPsw?${query}`);
    expectRefused(r, status, code);
    expect(r.body.error.message).toMatch(message);
    expect(r.setCookies.some((c) => c.startsWith('api_login='))).toBe(false);
  });

  it('lets a banned member in and says so', async () => {
    const b = new Browser(s.base);
    await b.get(`/login/loginByPsw?phoneNo=13800000003&password=${PASSWORD}`);
    const info = (await b.get<AccountInfo>('/account/accountInfo')).body.data;
    expect(info).toMatchObject({ banned: true, banReason: '多次上传侵权内容' });
    expect(info.bannedUntil).toBeGreaterThan(Date.now());
  });

  it('sets a password with an SMS code, ends other sessions, and leaves everything unchanged on bad input', async () => {
    const phone = '13911130002';
    const me = new Browser(s.base);
    await me.loginByCode(phone);
    const elsewhere = new Browser(s.base);
    await new Promise((r) => setTimeout(r, 5));
    const real = Date.now.bind(Date);
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => real() + 61_000);
    try {
      await elsewhere.loginByCode(phone);
    } finally {
      spy.mockRestore();
    }
    const later = jest.spyOn(Date, 'now').mockImplementation(() => real() + 122_000);
    try {
      // An unregistered phone's password code is answered like any other (no oracle) but never sent.
      const ghost = await me.sendCode('13911130999', 'password');
      expect(ghost.body.data).toEqual({ expiresIn: 300, resendIn: 60 });
      expect((await me.get('/test/lastCode?phone=13911130999')).status).toBe(404);
      expectRefused(await me.get('/login/modifyPassWord?phoneNo=13911130999&code=123456&password=NewPass2025'), 400, 41001); // a wrong code, as for a registered phone (decoy code row)
      const sent = await me.sendCode(phone, 'password');
      expect(sent.body.error.errorCode).toBe(0);
      const code = await me.lastCode(phone);
      // Weak password first: refused before the code is spent.
      expectRefused(await me.get(`/login/modifyPassWord?phoneNo=${phone}&code=${code}&password=short`), 400, 40000);
      expectRefused(await me.get(`/login/modifyPassWord?phoneNo=${phone}&code=${code === '000000' ? '111111' : '000000'}&password=NewPass2025`), 400, 41001);
      expect((await me.get('/account/phoneUseStatus?phoneNo=' + phone)).body.data).toEqual({ registered: true, hasPassword: false });
      const ok = await me.get(`/login/modifyPassWord?phoneNo=${phone}&code=${code}&password=NewPass2025`);
      expect(ok.body).toEqual({ error: { errorCode: 0, message: '' }, data: { changed: true } });
    } finally {
      later.mockRestore();
    }
    expect((await me.get('/account/accountInfo')).body.error.errorCode).toBe(0);
    expect((await elsewhere.get('/account/accountInfo')).body.error.errorCode).toBe(41006);
    expect((await new Browser(s.base).get(`/login/loginByPsw?phoneNo=${phone}&password=NewPass2025`)).body.error.errorCode).toBe(0);
  });
});

describe('修改密码 while logged in: the account\'s own phone', () => {
  it('sends the code to the own phone and changes the password without the phone being typed', async () => {
    const phone = '13911130003';
    const me = new Browser(s.base);
    // Nobody logged in: an empty phone is refused, never sent anywhere.
    expectRefused(await me.post('/register/sliderChallenge', { phoneNo: '', scene: 'password' }), 401);
    await me.loginByCode(phone);
    const real = Date.now.bind(Date);
    const later = jest.spyOn(Date, 'now').mockImplementation(() => real() + 61_000);
    try {
      const sent = await me.sendCode('', 'password');
      expect(sent.body.error.errorCode).toBe(0);
      const code = await me.lastCode(phone);
      const ok = await me.get(`/login/modifyPassWord?code=${code}&password=OwnPhone2025`);
      expect(ok.body).toEqual({ error: { errorCode: 0, message: '' }, data: { changed: true } });
    } finally {
      later.mockRestore();
    }
    // Still logged in here, and the new password works.
    expect((await me.get('/account/accountInfo')).body.error.errorCode).toBe(0);
    expect((await new Browser(s.base).get(`/login/loginByPsw?phoneNo=${phone}&password=OwnPhone2025`)).body.error.errorCode).toBe(0);
    // A visitor cannot change anybody's password by leaving the phone out.
    expectRefused(await new Browser(s.base).get('/login/modifyPassWord?code=123456&password=OwnPhone2026'), 401);
  });
});

describe('POST /logout/invalidateSession', () => {
  it('ends the session, expires the cookie and is idempotent', async () => {
    const b = new Browser(s.base);
    await b.get(`/login/loginByPsw?phoneNo=13800000002&password=${PASSWORD}`);
    const token = b.cookies.get('api_login')!;
    const r = await b.post<{ loggedOut: boolean }>('/logout/invalidateSession', {});
    expect(r.body.data).toEqual({ loggedOut: true });
    expect(r.setCookies.find((c) => c.startsWith('api_login='))).toMatch(/Max-Age=0/);
    expect((await b.get('/account/accountInfo')).body.error.errorCode).toBe(41006);
    // The old token is dead even if a client kept it.
    const replay = new Browser(s.base);
    replay.cookies.set('api_login', token);
    expect((await replay.get('/account/accountInfo')).body.error.errorCode).toBe(41006);
    expect((await b.post<{ loggedOut: boolean }>('/logout/invalidateSession')).body.data).toEqual({ loggedOut: false });
  });
});
