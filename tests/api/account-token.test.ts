import type { AccountInfo, DeviceBindingList, DeviceToken, LoginResult } from '../../lib/api/contract/account';
import { Browser, expectRefused } from './helpers/account-browser';
import { serverForFile } from './helpers/server';

const s = serverForFile({ seedSize: 500 });

const PASSWORD = 'Design2025';
const DEVICE = 'device-0123456789abcdef';

/** The same browser after its login cookie expired (the device secret cookie stays). */
function loginCookieGone(b: Browser): Browser {
  b.cookies.delete('api_login');
  return b;
}

describe('device-token login', () => {
  it('restores a session in the bound browser once per token, with the original login type', async () => {
    const b = new Browser(s.base);
    expectRefused(await b.get(`/deviceRel/caseDeviceId?deviceId=${DEVICE}`), 401, 41006);
    const none = await b.get('/login/getToken?deviceId=' + DEVICE);
    expect(none.status).toBe(200);
    expect(none.body.error.errorCode).toBe(41012);

    await b.get(`/login/loginByPsw?phoneNo=13800000001&password=${PASSWORD}`);
    const bound = await b.get(`/deviceRel/caseDeviceId?deviceId=${DEVICE}`);
    expect(bound.body.data).toEqual({ product: 'case', bound: true });
    // What restores the login is an HttpOnly secret, not the readable device id.
    expect(bound.setCookies.find((c) => c.startsWith('api_device='))).toMatch(/HttpOnly/);

    loginCookieGone(b);
    const token = (await b.get<DeviceToken>('/login/getToken?deviceId=' + DEVICE)).body.data;
    expect(token.token).toMatch(/^dt_/);
    expect(token.expiresIn).toBe(60);
    // The token alone (in another browser) logs nobody in, and it is spent by the attempt.
    const thief = new Browser(s.base);
    expectRefused(await thief.get('/login/loginByToken?token=' + token.token), 401, 41011);
    const again = (await b.get<DeviceToken>('/login/getToken?deviceId=' + DEVICE)).body.data;
    const login = await b.get<LoginResult>('/login/loginByToken?token=' + again.token);
    expect(login.body.data).toMatchObject({ loginType: 1, isNew: false });
    expect((await b.get<AccountInfo>('/account/accountInfo')).body.data.phone).toBe('138****0001');
    expectRefused(await b.get('/login/loginByToken?token=' + again.token), 401, 41011);
  });

  it('gives another browser that knows the device id nothing to restore', async () => {
    const b = new Browser(s.base);
    await b.get(`/login/loginByPsw?phoneNo=13800000001&password=${PASSWORD}`);
    await b.get(`/deviceRel/caseDeviceId?deviceId=device-known-000001`);
    expect((await new Browser(s.base).get('/login/getToken?deviceId=device-known-000001')).body.error.errorCode).toBe(41012);
  });

  it('binds only right after a login (the login is the proof)', async () => {
    const b = new Browser(s.base);
    await b.get(`/login/loginByPsw?phoneNo=13800000002&password=${PASSWORD}`);
    const spy = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 11 * 60_000);
    try {
      expectRefused(await b.get(`/deviceRel/caseDeviceId?deviceId=device-stale-000001`), 403, 41016);
    } finally {
      spy.mockRestore();
    }
  });

  it('expires unused tokens after a minute', async () => {
    const b = new Browser(s.base);
    await b.get(`/login/loginByPsw?phoneNo=13800000002&password=${PASSWORD}`);
    await b.get(`/deviceRel/insDeviceId?deviceId=device-expiring-0001`);
    loginCookieGone(b);
    const token = (await b.get<DeviceToken>('/login/getToken?deviceId=device-expiring-0001&product=ins')).body.data.token;
    const spy = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    try {
      expectRefused(await b.get('/login/loginByToken?token=' + token), 401, 41011);
    } finally {
      spy.mockRestore();
    }
  });

  it('forgets the browser on logout, so the fallback does not log it back in', async () => {
    const b = new Browser(s.base);
    const device = 'device-logout-000001';
    await b.get(`/login/loginByPsw?phoneNo=13800000002&password=${PASSWORD}`);
    await b.get(`/deviceRel/caseDeviceId?deviceId=${device}`);
    const secret = b.cookies.get('api_device');
    await b.post('/logout/invalidateSession', { deviceId: device });
    expect((await b.get('/login/getToken?deviceId=' + device)).body.error.errorCode).toBe(41012);
    // Even the old secret, kept by a copy of the cookie jar, restores nothing.
    const copy = new Browser(s.base);
    copy.cookies.set('api_device', secret!);
    expect((await copy.get('/login/getToken?deviceId=' + device)).body.error.errorCode).toBe(41012);
  });

  it('lists the bound browsers and revokes one', async () => {
    const phone = '13800000003';
    const one = new Browser(s.base);
    const two = new Browser(s.base);
    for (const b of [one, two]) {
      await b.get(`/login/loginByPsw?phoneNo=${phone}&password=${PASSWORD}`);
      await b.get(`/deviceRel/caseDeviceId?deviceId=device-list-000001`);
    }
    const list = (await one.get<DeviceBindingList>('/account/devices')).body.data.items;
    expect(list.length).toBeGreaterThanOrEqual(2);
    const other = list.find((d) => !d.current)!;
    expect(list.filter((d) => d.current)).toHaveLength(1);
    expect(other.label).toMatch(/·/);
    expect((await one.post('/account/devices/revoke', { id: other.id })).body.data).toEqual({ revoked: true });
    expect((await one.post('/account/devices/revoke', { id: other.id })).body.data).toEqual({ revoked: false });
    expect((await loginCookieGone(two).get('/login/getToken?deviceId=device-list-000001')).body.error.errorCode).toBe(41012);
    // Someone else's binding is not yours to revoke.
    const stranger = new Browser(s.base);
    await stranger.get(`/login/loginByPsw?phoneNo=13800000001&password=${PASSWORD}`);
    const mine = list.find((d) => d.current)!;
    expect((await stranger.post('/account/devices/revoke', { id: mine.id })).body.data).toEqual({ revoked: false });
    expect((await one.get<DeviceBindingList>('/account/devices')).body.data.items.some((d) => d.id === mine.id)).toBe(true);
  });

  it.each([
    ['/login/getToken'],
    ['/login/getToken?deviceId=short'],
    ['/login/getToken?deviceId=abcdefgh12&product=nope'],
    ['/login/loginByToken'],
    ['/login/loginByToken?token=%27%3B--'],
    ['/deviceRel/fooDeviceId?deviceId=abcdefgh12'],
  ])('refuses %s with a 4xx envelope', async (path) => {
    expectRefused(await new Browser(s.base).get(path));
  });
});

describe('single sign-on ticket login (CAS REST)', () => {
  async function tgt(b: Browser, username = '13800000001', password = PASSWORD) {
    return b.post<{ ticketGrantingTicket: string }>('/cas/v1/tickets', { username, password }, true);
  }

  it('grants a TGT (201 + Location), a service ticket (text ST-), then a session with loginType 4', async () => {
    const b = new Browser(s.base);
    const granted = await tgt(b);
    expect(granted.status).toBe(201);
    const location = granted.headers.get('location')!;
    expect(location).toBe(`${s.base}/cas/v1/tickets/${granted.body.data.ticketGrantingTicket}`);
    const service = `${s.base}/login/ssoLogin`;
    const st = await b.post(location.slice(s.base.length), { service }, true);
    expect(st.status).toBe(200);
    expect(st.headers.get('content-type')).toMatch(/text\/plain/);
    expect(st.text).toMatch(/^ST-/);

    // A foreign service URL is refused outright (docs/security.md).
    expectRefused(await b.get(`/login/ssoLogin?ticket=${st.text}&service=${encodeURIComponent('http://other.example/login/ssoLogin')}`), 400);
    // Another of the site's own service URLs than the ticket's: invalid, and the ticket is spent by it.
    expectRefused(await b.get(`/login/ssoLogin?ticket=${st.text}&service=${encodeURIComponent(`${s.base}/api-gw/login/ssoLogin`)}`), 401, 41013);
    // A ticket is spent by its first validation, even a failed one.
    const st2 = await b.post(location.slice(s.base.length), { service }, true);
    const login = await b.get<LoginResult>(`/login/ssoLogin?ticket=${st2.text}&service=${encodeURIComponent(service)}`);
    expect(login.body.data).toMatchObject({ loginType: 4 });
    expect((await b.get<AccountInfo>('/account/accountInfo')).body.data.loginType).toBe(4);
    expectRefused(await b.get(`/login/ssoLogin?ticket=${st2.text}&service=${encodeURIComponent(service)}`), 401, 41013);
  });

  it('answers 401 with the envelope for wrong credentials', async () => {
    const r = await tgt(new Browser(s.base), '13800000001', 'nope-nope1');
    expectRefused(r, 401, 41003);
    expect(r.body.error.message).toBe('账号或密码错误');
    expect(r.headers.get('location')).toBeNull();
  });

  it('refuses unknown TGTs, foreign services and malformed input', async () => {
    const b = new Browser(s.base);
    expectRefused(await b.post(`/cas/v1/tickets/TGT-${'a'.repeat(43)}`, { service: `${s.base}/login/ssoLogin` }, true), 401, 41013);
    const granted = await tgt(b);
    const path = new URL(granted.headers.get('location')!).pathname;
    expectRefused(await b.post(path, { service: 'https://evil.example/steal' }, true), 400);
    expectRefused(await b.post(path, {}, true), 400);
    expectRefused(await b.post('/cas/v1/tickets', { username: 'admin', password: 'x' }, true), 400);
    expectRefused(await b.post('/cas/v1/tickets', {}, true), 400);
    expect((await b.request('DELETE', path)).body.data).toEqual({ destroyed: true });
    expectRefused(await b.post(path, { service: `${s.base}/login/ssoLogin` }, true), 401, 41013);
  });
});

describe('source attribution', () => {
  it('records a new account’s source once', async () => {
    const b = new Browser(s.base);
    expectRefused(await b.post('/case/api/login/semRecord', { source: 'baidu', url: 'http://localhost:3000/' }), 401, 41006);
    await b.loginByCode('13911140001');
    const body = { keyword: '室内设计', plan: 'p-1', source: 'baidu', unit: 'u-9', url: 'http://localhost:3000/?source=baidu' };
    expect((await b.post('/case/api/login/semRecord', body)).body.data).toEqual({ recorded: true });
    expect((await b.post('/case/api/login/semRecord', { ...body, source: 'other' })).body.data).toEqual({ recorded: false });
    expect((await b.get('/test/semRecord?phone=13911140001')).body.data).toMatchObject({ source: 'baidu', keyword: '室内设计', plan: 'p-1', unit: 'u-9' });
    expectRefused(await b.post('/case/api/login/semRecord', { ...body, url: 'javascript:alert(1)' }), 400);
    expectRefused(await b.post('/case/api/login/semRecord', { ...body, keyword: 'x'.repeat(300) }), 400);
  });

  it('keeps landing visits with a click id (GET /addSource)', async () => {
    const b = new Browser(s.base);
    const url = encodeURIComponent('http://localhost:3000/?bd_vid=abc123&source=baidu');
    expect((await b.get(`/addSource?logidUrl=${url}`)).body.data).toEqual({ recorded: true });
    expect((await b.get(`/addSource?logidUrl=${url}`)).body.data).toEqual({ recorded: false });
    expectRefused(await b.get('/addSource'), 400);
    expectRefused(await b.get('/addSource?logidUrl=not-a-url'), 400);
  });
});
