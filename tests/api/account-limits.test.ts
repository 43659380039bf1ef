import { Browser, expectRefused } from './helpers/account-browser';
import { startServer, type TestServer } from './helpers/server';

let s: TestServer;
/** The API's clock runs ahead by this much; it only ever moves forward, like real time. */
let offset = 0;
beforeAll(async () => {
  s = await startServer({ seedSize: 500 });
  const real = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => real() + offset);
});
afterAll(async () => {
  jest.restoreAllMocks();
  await s.close();
});

function advance(ms: number): void {
  offset += ms;
}

const PASSWORD = 'Design2025';

function accountRow(phone: string): unknown {
  return s.app.ctx.db.prepare('SELECT * FROM accounts WHERE phone = ?').get(phone);
}


describe('rate limits', () => {
  it('locks password login for a phone after five failures, with a clear message', async () => {
    const b = new Browser(s.base);
    for (let i = 0; i < 5; i++) expectRefused(await b.get(`/login/loginByPsw?phoneNo=13800000002&password=bad-pass${i}`), 401, 41003);
    const locked = await b.get(`/login/loginByPsw?phoneNo=13800000002&password=${PASSWORD}`);
    expectRefused(locked, 429, 42901);
    expect(locked.body.error.message).toMatch(/密码错误次数过多，请 \d+ 分钟后再试/);
    // Other phones from the same network are still served.
    expect((await b.get(`/login/loginByPsw?phoneNo=13800000001&password=${PASSWORD}`)).body.error.errorCode).toBe(0);
    // The lock lifts after the window.
    advance(901_000);
    expect((await b.get(`/login/loginByPsw?phoneNo=13800000002&password=${PASSWORD}`)).body.error.errorCode).toBe(0);
  });

  it('reserves each guess before the password is checked: of 12 concurrent guesses only 5 are judged', async () => {
    const b = new Browser(s.base);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => b.get(`/login/loginByPsw?phoneNo=13800000006&password=guess-pass${i}`)));
    expect(answers.filter((r) => r.body.error.errorCode === 41003)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
    advance(901_000);
  });

  it('backs off exponentially per phone after the window: 15 minutes, then 30', async () => {
    const b = new Browser(s.base);
    const phone = '13800000007';
    for (let i = 0; i < 5; i++) await b.get(`/login/loginByPsw?phoneNo=${phone}&password=bad-pass${i}`);
    advance(901_000);
    expectRefused(await b.get(`/login/loginByPsw?phoneNo=${phone}&password=bad-pass6`), 401, 41003);
    const first = await b.get(`/login/loginByPsw?phoneNo=${phone}&password=bad-pass7`);
    expectRefused(first, 429, 42901);
    expect(first.body.error.message).toMatch(/请 15 分钟后再试/);
    advance(901_000);
    expectRefused(await b.get(`/login/loginByPsw?phoneNo=${phone}&password=bad-pass8`), 401, 41003);
    expect((await b.get(`/login/loginByPsw?phoneNo=${phone}&password=bad-pass9`)).body.error.message).toMatch(/请 30 分钟后再试/);
    advance(1_801_000);
  });

  it('limits password failures per network (30 per 15 minutes)', async () => {
    const b = new Browser(s.base);
    for (let i = 0; i < 30; i++) await b.get(`/login/loginByPsw?phoneNo=139222${String(i).padStart(5, '0')}&password=whatever1`);
    const r = await b.get(`/login/loginByPsw?phoneNo=13800000001&password=${PASSWORD}`);
    expectRefused(r, 429, 42901);
    expect(r.body.error.message).toMatch(/当前网络登录尝试过于频繁/);
    advance(901_000);
    expect((await b.get(`/login/loginByPsw?phoneNo=13800000001&password=${PASSWORD}`)).body.error.errorCode).toBe(0);
  });

  it('limits SMS codes per phone per day (10) and per network per hour (30)', async () => {
    const b = new Browser(s.base);
    const phone = '13922200100';
    for (let i = 0; i < 10; i++) {
      expect((await b.sendCode(phone)).body.error.errorCode).toBe(0);
      advance(61_000);
    }
    const day = await b.sendCode(phone);
    expectRefused(day, 429, 42901);
    expect(day.body.error.message).toMatch(/今日获取验证码次数已达上限，请 \d+ 小时后再试/);

    advance(3_700_000);
    for (let i = 0; i < 30; i++) expect((await b.sendCode(`1392220${String(i).padStart(4, '0')}`)).body.error.errorCode).toBe(0);
    const ip = await b.sendCode('13922209999');
    expectRefused(ip, 429, 42901);
    expect(ip.body.error.message).toMatch(/当前网络获取验证码过于频繁/);
    advance(3_700_000);
  });
});

describe('bad input: 4xx envelope with a Chinese message, never a 500, nothing changed', () => {
  const vip = '13800000001';
  const before = () => JSON.stringify(accountRow(vip));

  // Four columns always: jest would take a missing fourth argument for a `done` callback.
  const cases: [string, string, string, unknown][] = [
    ['POST', '/register/sliderChallenge', '', {}],
    ['POST', '/register/sliderChallenge', '', { phoneNo: '12345' }],
    ['POST', '/register/sliderChallenge', '', { phoneNo: vip, scene: 'admin' }],
    ['POST', '/register/sliderChallenge', '', '{"phoneNo":'],
    ['POST', '/register/sliderChallenge', '', [1, 2]],
    ['POST', '/register/sliderCheck', '', { sessionId: 'x', x: 10, elapsedMs: 10 }],
    ['POST', '/register/sliderCheck', '', { sessionId: 'a'.repeat(22), x: 'far', elapsedMs: 10 }],
    ['POST', '/register/sliderCheck', '', { sessionId: 'a'.repeat(22), x: 1e9, elapsedMs: 10 }],
    ['POST', '/register/slidingVerification', '', { token: 1, sessionId: null, sign: {}, phoneNo: vip }],
    ['POST', '/login/sendCode', '', { phoneNo: `${vip}'; DROP TABLE accounts; --` }],
    ['POST', '/login/sendCode', '', { phoneNo: vip, scene: 'password' }],
    ['POST', '/login/loginByVerifyCode', '', { phoneNo: vip }],
    ['POST', '/login/loginByVerifyCode', '', { phoneNo: vip, code: 'abcdef' }],
    ['POST', '/login/loginByVerifyCode', '', { phoneNo: vip, code: '000000' }],
    ['POST', '/login/loginByVerifyCode', '', { phoneNo: vip, code: '1'.repeat(5000) }],
    ['GET', '/login/loginByPsw', '?phoneNo=13800000001', null],
    ['GET', '/login/loginByPsw', `?phoneNo=13800000001&password=${'x'.repeat(100)}`, null],
    ['GET', '/login/loginByPsw', '?phoneNo[]=1&password=a', null],
    ['GET', '/login/modifyPassWord', '?phoneNo=13800000001&code=123456&password=Another2025', null],
    ['GET', '/login/modifyPassWord', '?phoneNo=13800000001&code=123456&password=onlyletters', null],
    ['GET', '/login/modifyPassWord', '?phoneNo=13800000001&code=12&password=Another2025', null],
    ['GET', '/account/phoneUseStatus', '?phoneNo=abc', null],
    ['GET', '/account/vipInfo', '?loginType=9', null],
    ['GET', '/login/getToken', '?deviceId=%3Cscript%3E', null],
    ['POST', '/logout/invalidateSession', '', { deviceId: 42 }],
    ['POST', '/cas/v1/tickets', '', { username: vip }],
  ];

  it.each(cases)('%s %s%s', async (method, path, query, body) => {
    const snapshot = before();
    const b = new Browser(s.base);
    const r = body === null ? await b.request(method, path + query) : await b.request(method, path, body);
    expectRefused(r);
    expect(before()).toBe(snapshot);
  });

  it('keeps the demo account loginable after all of that', async () => {
    expect((await new Browser(s.base).get(`/login/loginByPsw?phoneNo=${vip}&password=${PASSWORD}`)).body.error.errorCode).toBe(0);
  });
});
