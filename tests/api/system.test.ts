import type { IpLocation, UserGroupEntry } from '../../lib/api/contract/system';
import { data, expectClientError, getJson, postJson, serverForFile, startServer } from './helpers/server';

const s = serverForFile({ siteOrigins: ['https://preview.example.org'], siteDomain: 'design.example.com' });

describe('GET /activity/group/time', () => {
  it('answers the server time in ms inside the envelope', async () => {
    const before = Date.now();
    const r = await getJson<number>(s.base, '/activity/group/time');
    expect(r.status).toBe(200);
    expect(r.body.error).toEqual({ errorCode: 0, message: '' });
    expect(typeof r.body.data).toBe('number');
    expect(r.body.data).toBeGreaterThanOrEqual(before);
    expect(r.body.data).toBeLessThanOrEqual(Date.now());
  });
});

describe('GET /address/ip', () => {
  it('answers a fixed location for loopback', async () => {
    const loc = await data<IpLocation>(s.base, '/address/ip');
    expect(loc).toEqual({ ip: '127.0.0.1', country: '中国', province: '浙江省', city: '杭州市' });
  });

  it('lets the testIp cookie stand in for the address outside production, and ignores a malformed one', async () => {
    const get = async (cookie: string) => ((await (await fetch(`${s.base}/address/ip`, { headers: { cookie } })).json()) as { data: IpLocation }).data;
    expect(await get('testIp=114.114.114.114')).toEqual({ ip: '114.114.114.114', country: '中国', province: '江苏省', city: '南京市' });
    expect((await get('testIp=<b>')).ip).toBe('127.0.0.1');
  });

  it('ignores testIp in production', async () => {
    const prod = await startServer({ env: 'production', testMode: false, siteDomain: 'design.example.com' });
    try {
      const r = await fetch(`${prod.base}/address/ip`, { headers: { cookie: 'testIp=114.114.114.114' } });
      expect(((await r.json()) as { data: IpLocation }).data.ip).toBe('127.0.0.1');
    } finally {
      await prod.close();
    }
  });
});

describe('POST /userGroup/all', () => {
  const body = { deviceId: 'dev-123', deviceGroupList: ['field', 'upgradeField', 'allSiteVipV3', 'caseProductFramework', 'aiPainting'], accountGroupList: ['caseDrive', 'lossWarning'] };

  it('assigns every requested group with channel, name and value', async () => {
    const r = await postJson<UserGroupEntry[]>(s.base, '/userGroup/all', body);
    expect(r.status).toBe(200);
    expect(r.body.error.errorCode).toBe(0);
    expect(r.body.data.map((e) => e.groupName)).toEqual([...body.deviceGroupList, ...body.accountGroupList]);
    for (const e of r.body.data) {
      expect(typeof e.channel).toBe('string');
      expect(e.groupValue).toMatch(/^\d$/);
    }
    const byName = Object.fromEntries(r.body.data.map((e) => [e.groupName, e]));
    expect(byName.caseProductFramework!.channel).toBe('case');
    expect(byName.aiPainting!.channel).toBe('ai');
    expect(byName.caseDrive!.scope).toBe('account');
    expect(['0', '1', '2']).toContain(byName.allSiteVipV3!.groupValue);
  });

  it('is stable per device and spreads devices over variants', async () => {
    const a = await postJson<UserGroupEntry[]>(s.base, '/userGroup/all', body);
    const b = await postJson<UserGroupEntry[]>(s.base, '/userGroup/all', body);
    expect(a.body.data).toEqual(b.body.data);
    const values = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const r = await postJson<UserGroupEntry[]>(s.base, '/userGroup/all', { deviceId: `d${i}`, deviceGroupList: ['field'], accountGroupList: [] });
      values.add(r.body.data[0]!.groupValue);
    }
    expect(values).toEqual(new Set(['0', '1']));
  });

  it('keys account groups by accountId when given', async () => {
    const one = await postJson<UserGroupEntry[]>(s.base, '/userGroup/all', { deviceId: 'x1', deviceGroupList: [], accountGroupList: ['g1', 'g2', 'g3', 'g4', 'g5', 'g6'], accountId: 42 });
    const two = await postJson<UserGroupEntry[]>(s.base, '/userGroup/all', { deviceId: 'x2', deviceGroupList: [], accountGroupList: ['g1', 'g2', 'g3', 'g4', 'g5', 'g6'], accountId: '42' });
    expect(one.body.data).toEqual(two.body.data);
  });

  it('answers the default catalogue when both lists are empty', async () => {
    const r = await postJson<UserGroupEntry[]>(s.base, '/userGroup/all', { deviceId: 'abc', deviceGroupList: [], accountGroupList: [] });
    const names = r.body.data.map((e) => e.groupName);
    for (const n of ['field', 'upgradeField', 'upgradeSimilarSearch', 'fieldNavigation', 'imageSearchConversion', 'allSiteExperience', 'allSiteVip', 'allSiteVipV3', 'vipOrderPop', 'caseDrive', 'modelResource', 'lossWarning', 'userDiverse']) {
      expect(names).toContain(n);
    }
  });

  it('accepts form-encoded bodies with JSON-encoded arrays (SPEC §7)', async () => {
    const r = await getJson<UserGroupEntry[]>(s.base, '/userGroup/all', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ deviceId: 'dev-123', deviceGroupList: '["field"]', accountGroupList: '[]' }).toString(),
    });
    expect(r.status).toBe(200);
    expect(r.body.data[0]!.groupName).toBe('field');
  });

  it.each([
    ['missing deviceId', { deviceGroupList: [], accountGroupList: [] }],
    ['missing lists', { deviceId: 'a' }],
    ['wrong-typed list', { deviceId: 'a', deviceGroupList: 'field', accountGroupList: [] }],
    ['wrong-typed deviceId', { deviceId: 123, deviceGroupList: [], accountGroupList: [] }],
    ['empty deviceId', { deviceId: '', deviceGroupList: [], accountGroupList: [] }],
    ['SQL-looking deviceId', { deviceId: "1' OR '1'='1", deviceGroupList: [], accountGroupList: [] }],
    ['SQL-looking group name', { deviceId: 'a', deviceGroupList: ['field; DROP TABLE items'], accountGroupList: [] }],
    ['huge deviceId', { deviceId: 'a'.repeat(500), deviceGroupList: [], accountGroupList: [] }],
    ['too many groups', { deviceId: 'a', deviceGroupList: Array.from({ length: 100 }, (_, i) => `g${i}`), accountGroupList: [] }],
    ['non-numeric accountId', { deviceId: 'a', deviceGroupList: [], accountGroupList: [], accountId: 'x' }],
    ['array body', [1, 2, 3]],
    ['null body', null],
  ])('rejects %s with a 400 envelope', async (_label, payload) => {
    expectClientError(await postJson(s.base, '/userGroup/all', JSON.stringify(payload)), 400);
  });

  it('rejects broken JSON, empty bodies, wrong media types and huge bodies', async () => {
    const broken = await postJson(s.base, '/userGroup/all', '{"deviceId": "a",');
    expectClientError(broken, 400);
    expect(broken.body.error.errorCode).toBe(40001);
    expectClientError(await postJson(s.base, '/userGroup/all', ''), 400);
    expectClientError(await getJson(s.base, '/userGroup/all', { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' }), 415);
    expectClientError(await getJson(s.base, '/userGroup/all', { method: 'POST' }), 400);
    const huge = await postJson(s.base, '/userGroup/all', JSON.stringify({ deviceId: 'a', deviceGroupList: [], accountGroupList: [], pad: 'x'.repeat(200_000) }));
    expectClientError(huge, 413);
  });
});

describe('CORS and cookies', () => {
  const allowed = [
    'http://localhost:3000', 'https://localhost:3443', 'http://127.0.0.1:3000',
    'http://interior.localhost:3000', 'http://architecture.localhost:3000', 'http://landscape.localhost:3000',
    'http://student.localhost:3000', 'http://rendering.localhost:3000', 'http://www.localhost:3000',
    'https://preview.example.org', 'https://interior.design.example.com', 'https://design.example.com',
  ];
  it.each(allowed)('reflects the allowed origin %s with credentials', async (origin) => {
    const r = await fetch(`${s.base}/activity/group/time`, { headers: { origin } });
    expect(r.headers.get('access-control-allow-origin')).toBe(origin);
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
    expect(r.headers.get('vary')).toMatch(/origin/i);
  });

  it.each(['https://evil.example.net', 'http://evil.localhost:3000', 'http://design.example.com', 'https://design.example.com.evil.net', 'null'])('does not reflect %s', async (origin) => {
    const r = await fetch(`${s.base}/activity/group/time`, { headers: { origin } });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers preflight for a credentialed JSON POST', async () => {
    const r = await fetch(`${s.base}/userGroup/all`, {
      method: 'OPTIONS',
      headers: { origin: 'http://interior.localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(r.status).toBeLessThan(300);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://interior.localhost:3000');
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
    expect(r.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect((r.headers.get('access-control-allow-headers') ?? '').toLowerCase()).toContain('content-type');
  });

  it('sets its own SameSite=Lax, HttpOnly visitor cookie and the CSRF token once', async () => {
    const r = await fetch(`${s.base}/activity/group/time`);
    const [cookie, csrf] = r.headers.getSetCookie();
    expect(cookie).toMatch(/^api_sid=[A-Za-z0-9_-]{16,}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(csrf).toMatch(/^csrf_token=[A-Za-z0-9_-]{32,}/);
    const both = [cookie, csrf].map((c) => c!.split(';')[0]).join('; ');
    const again = await fetch(`${s.base}/activity/group/time`, { headers: { cookie: both } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });
});

describe('unknown routes and methods', () => {
  it.each([
    ['GET', '/nope'],
    ['GET', '/case/api/nope'],
    ['DELETE', '/activity/group/time'],
    ['PUT', '/userGroup/all'],
    ['GET', '/userGroup/all'],
  ])('%s %s answers a 404 envelope', async (method, p) => {
    expectClientError(await getJson(s.base, p, { method }), 404);
  });

  it('answers malformed URLs with a 400 envelope', async () => {
    expectClientError(await getJson(s.base, '/%E0%A4%A'), 400);
  });
});

describe('rate limit (API_RATE_LIMIT)', () => {
  it('answers 429 with the envelope once the per-minute budget is spent', async () => {
    const limited = await startServer({ rateLimit: 5 });
    try {
      const statuses: number[] = [];
      // A visitor through the site's gateway (its address forwarded); the site server itself is never limited.
      const visitor = { headers: { 'x-forwarded-for': '198.51.100.9' } };
      for (let i = 0; i < 5; i++) statuses.push((await getJson(limited.base, '/activity/group/time', visitor)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const r = await getJson(limited.base, '/activity/group/time', visitor);
      expectClientError(r, 429);
      expect(r.body.error.errorCode).toBe(42900);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await getJson(limited.base, '/activity/group/time')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /robots.txt', () => {
  it('sends the file from disk: the pictures may be indexed, nothing else; a validator answers 304', async () => {
    const r = await fetch(`${s.base}/robots.txt`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await r.text();
    expect(body).toContain('Allow: /oss/');
    expect(body).toContain('Disallow: /');
    expect(Number(r.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    const etag = r.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await fetch(`${s.base}/robots.txt`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await fetch(`${s.base}/robots.txt`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(r.headers.get('content-length'));
  });
});
