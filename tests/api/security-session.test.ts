import { Browser } from './helpers/account-browser';
import { handoffLegs, redeemHandoff, viaGateway } from './helpers/handoff';
import { serverForFile } from './helpers/server';

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
