/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { DELETE, GET, POST } from '@/app/site-api/session/route';
import { SESSION_COOKIE, readSession, sealSession } from '@/lib/session/site-session';
import { resetSessionSecretCache } from '@/lib/session/secret';

beforeAll(() => {
  process.env.SESSION_SECRET = 'r'.repeat(40);
  resetSessionSecretCache();
});
afterAll(() => {
  delete process.env.SESSION_SECRET;
  resetSessionSecretCache();
});

function req(method: string, cookie?: string, body?: unknown, origin?: string) {
  const headers: Record<string, string> = { host: 'localhost:3000' };
  if (cookie) headers.cookie = `${SESSION_COOKIE}=${cookie}`;
  if (origin) headers.origin = origin;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new NextRequest('http://localhost:3000/site-api/session', { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
}

describe('/site-api/session', () => {
  it('GET answers login type 0 and no source by default, never cached', async () => {
    const res = await GET(req('GET'));
    expect(await res.json()).toEqual({ error: { errorCode: 0, message: '' }, data: { loginType: 0, source: null } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('POST keeps the login type in the sealed session, DELETE removes it and keeps the rest', async () => {
    const sealed = await sealSession({ deviceId: 'device-1234567890', source: { source: 'baidu', at: 1 } });
    const posted = await POST(req('POST', sealed, { loginType: 2 }, 'http://localhost:3000'));
    const after = posted.cookies.get(SESSION_COOKIE)!.value;
    expect(await readSession(after)).toMatchObject({ deviceId: 'device-1234567890', loginType: 2, source: { source: 'baidu' } });
    expect((await (await GET(req('GET', after))).json()).data).toEqual({ loginType: 2, source: { source: 'baidu', at: 1 } });

    const deleted = await DELETE(req('DELETE', after));
    const cleared = await readSession(deleted.cookies.get(SESSION_COOKIE)!.value);
    expect(cleared?.loginType).toBeUndefined();
    expect(cleared?.source?.source).toBe('baidu');
  });

  it('creates a session when there is none', async () => {
    const res = await POST(req('POST', undefined, { loginType: 1 }));
    expect(await readSession(res.cookies.get(SESSION_COOKIE)!.value)).toMatchObject({ loginType: 1 });
  });

  it.each([
    ['a type out of range', { loginType: 6 }],
    ['a fractional type', { loginType: 1.5 }],
    ['a string type', { loginType: '1' }],
    ['no body', 'not json'],
    ['null', null],
  ])('refuses %s with 400', async (_label, body) => {
    const res = await POST(req('POST', undefined, body));
    expect(res.status).toBe(400);
    expect((await res.json()).error.errorCode).toBe(40000);
  });

  it('refuses writes from another origin', async () => {
    const res = await POST(req('POST', undefined, { loginType: 1 }, 'https://evil.example'));
    expect(res.status).toBe(403);
    expect(res.cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect((await DELETE(req('DELETE', undefined, undefined, 'https://evil.example'))).status).toBe(403);
  });
});
