/**
 * @jest-environment node
 */
import { http as mock, HttpResponse } from 'msw';
import { NextRequest, NextResponse } from 'next/server';
import { DEVICE_COOKIE, ensureVisitor } from '@/app/site-api/visitor/ensure-visitor';
import { GROUPS_TTL_MS, SESSION_COOKIE, readSession, sealSession } from '@/lib/session/site-session';
import type { GroupEntry } from '@/lib/api/group-entry';
import { server, setupMswServer } from '../../mocks/server';
import { MOCK_GROUPS } from '../../mocks/handlers';

setupMswServer();
const SECRET = 'x'.repeat(40);
beforeAll(() => (process.env.SESSION_SECRET = SECRET));
afterAll(() => delete process.env.SESSION_SECRET);

const URL_ALL = 'http://127.0.0.1:4000/userGroup/all';

function request(cookies: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return new NextRequest('http://interior.localhost:3000/news', { headers: { cookie, 'user-agent': 'Mozilla/5.0', ...headers } });
}

async function sessionOf(res: NextResponse) {
  return readSession(res.cookies.get(SESSION_COOKIE)?.value, SECRET);
}

describe('ensureVisitor (the visitor cookies of POST /site-api/visitor)', () => {
  it('gives a first visit a device id and caches its groups in the sealed session', async () => {
    let calls = 0;
    server.use(mock.post(URL_ALL, () => (calls++, HttpResponse.json({ error: { errorCode: 0 }, data: MOCK_GROUPS }))));
    const res = NextResponse.next();
    await ensureVisitor(request(), res);
    const deviceId = res.cookies.get(DEVICE_COOKIE)?.value;
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    const session = await sessionOf(res);
    expect(session?.deviceId).toBe(deviceId);
    expect(session?.groups).toHaveLength(MOCK_GROUPS.length);
    expect(res.cookies.get(SESSION_COOKIE)?.httpOnly).toBe(true);
    expect(calls).toBe(1);
  });

  it('does not call the API while the cached groups are fresh', async () => {
    let calls = 0;
    server.use(mock.post(URL_ALL, () => (calls++, HttpResponse.json({ error: { errorCode: 0 }, data: MOCK_GROUPS }))));
    const seal = await sealSession({ deviceId: 'device-12345678', groups: MOCK_GROUPS as GroupEntry[], groupsAt: Date.now() }, SECRET);
    const res = NextResponse.next();
    await ensureVisitor(request({ [SESSION_COOKIE]: seal, [DEVICE_COOKIE]: 'device-12345678' }), res);
    expect(calls).toBe(0);
    expect(res.cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(res.cookies.get(DEVICE_COOKIE)).toBeUndefined();
  });

  it('refreshes stale groups and keeps the device id', async () => {
    const seal = await sealSession({ deviceId: 'device-12345678', groups: [], groupsAt: Date.now() - GROUPS_TTL_MS - 1 }, SECRET);
    const res = NextResponse.next();
    await ensureVisitor(request({ [SESSION_COOKIE]: seal, [DEVICE_COOKIE]: 'device-12345678' }), res);
    const session = await sessionOf(res);
    expect(session?.deviceId).toBe('device-12345678');
    expect(session?.groups?.length).toBe(MOCK_GROUPS.length);
  });

  it('an API failure yields no groups (defaults) and is retried after a minute, not every view', async () => {
    server.use(mock.post(URL_ALL, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const res = NextResponse.next();
    const before = Date.now();
    await ensureVisitor(request(), res);
    const session = await sessionOf(res);
    expect(session?.groups).toEqual([]);
    const retryIn = session!.groupsAt! + GROUPS_TTL_MS - before;
    expect(retryIn).toBeGreaterThan(55_000);
    expect(retryIn).toBeLessThanOrEqual(61_000);
  });

  it('a failed refresh keeps the groups the session had (no variant flip), retried after a minute; returns them to the proxy', async () => {
    server.use(mock.post(URL_ALL, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const kept = MOCK_GROUPS.map(({ channel, groupName, groupValue }) => ({ channel, groupName, groupValue }));
    const seal = await sealSession({ deviceId: 'device-12345678', groups: kept, groupsAt: Date.now() - GROUPS_TTL_MS - 1 }, SECRET);
    const res = NextResponse.next();
    const before = Date.now();
    const groups = await ensureVisitor(request({ [DEVICE_COOKIE]: 'device-12345678', [SESSION_COOKIE]: seal }), res);
    expect(groups).toEqual(kept);
    const session = await sessionOf(res);
    expect(session?.groups).toEqual(kept);
    expect(session!.groupsAt! + GROUPS_TTL_MS - before).toBeLessThanOrEqual(61_000);
  });

  it('answers the fresh session groups without a call, and null for crawlers', async () => {
    const kept = [{ channel: 'home', groupName: 'newerHomeCutUser', groupValue: '0' }];
    const seal = await sealSession({ deviceId: 'device-12345678', groups: kept, groupsAt: Date.now() }, SECRET);
    expect(await ensureVisitor(request({ [DEVICE_COOKIE]: 'device-12345678', [SESSION_COOKIE]: seal }), NextResponse.next())).toEqual(kept);
    expect(await ensureVisitor(request({}, { 'user-agent': 'Googlebot/2.1' }), NextResponse.next())).toBeNull();
  });

  it('replaces a malformed device cookie and ignores a tampered session', async () => {
    const res = NextResponse.next();
    await ensureVisitor(request({ [DEVICE_COOKIE]: '<script>', [SESSION_COOKIE]: 'Fe26.2*garbage' }), res);
    expect(res.cookies.get(DEVICE_COOKIE)?.value).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves crawlers and prefetches alone', async () => {
    for (const headers of [{ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }, { 'next-router-prefetch': '1' }] as Record<string, string>[]) {
      const res = NextResponse.next();
      await ensureVisitor(request({}, headers), res);
      expect(res.cookies.getAll()).toHaveLength(0);
    }
  });
});
