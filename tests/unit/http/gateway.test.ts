/**
 * @jest-environment node
 */
import { http as mock, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/api-gw/[...path]/route';
import { server, setupMswServer } from '../../mocks/server';

setupMswServer();

const INTERNAL = 'http://127.0.0.1:4000';
const SITE = 'http://interior.localhost:3000';

describe('/api-gw forwarder (first-party API calls, docs/security.md)', () => {
  it('forwards path, query, cookies and the CSRF header, and hands back every Set-Cookie', async () => {
    let seen: { url: string; cookie: string | null; csrf: string | null; site: string | null; secret: string | null } | undefined;
    server.use(
      mock.get(`${INTERNAL}/login/loginByPsw`, ({ request }) => {
        seen = { url: request.url, cookie: request.headers.get('cookie'), csrf: request.headers.get('x-csrf-token'), site: request.headers.get('sec-fetch-site'), secret: request.headers.get('authorization') };
        const headers = new Headers({ 'content-type': 'application/json' });
        headers.append('set-cookie', 'api_login=abc; Path=/; HttpOnly; SameSite=Lax');
        headers.append('set-cookie', 'csrf_token=def; Path=/; SameSite=Lax');
        return new HttpResponse(JSON.stringify({ error: { errorCode: 0, message: '' }, data: { accountId: 1 } }), { headers });
      }),
    );
    const req = new NextRequest(`${SITE}/api-gw/login/loginByPsw?phoneNo=1&password=2`, {
      headers: { cookie: 'csrf_token=def', 'x-csrf-token': 'def', 'sec-fetch-site': 'same-origin', authorization: 'Bearer site-only' },
    });
    const res = await GET(req);
    expect(res.status).toBe(200);
    expect(seen).toEqual({ url: `${INTERNAL}/login/loginByPsw?phoneNo=1&password=2`, cookie: 'csrf_token=def', csrf: 'def', site: 'same-origin', secret: null });
    expect(res.headers.getSetCookie()).toEqual(['api_login=abc; Path=/; HttpOnly; SameSite=Lax', 'csrf_token=def; Path=/; SameSite=Lax']);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ accountId: 1 });
  });

  it('streams a POST body and rewrites the API’s own Location back through /api-gw', async () => {
    server.use(
      mock.post(`${INTERNAL}/cas/v1/tickets`, async ({ request }) => {
        expect(await request.text()).toBe('username=1&password=2');
        return HttpResponse.json({ error: { errorCode: 0 }, data: {} }, { status: 201, headers: { Location: `${INTERNAL}/cas/v1/tickets/TGT-abc` } });
      }),
    );
    const res = await POST(new NextRequest(`${SITE}/api-gw/cas/v1/tickets`, { method: 'POST', body: 'username=1&password=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`${SITE}/api-gw/cas/v1/tickets/TGT-abc`);
  });

  it('tells the API the visitor’s host and its own path, so the URLs the API hands out (payment QR, cashier, login QR) are reachable', async () => {
    let seen: Record<string, string | null> | undefined;
    server.use(
      mock.post(`${INTERNAL}/payCenter/case/vip/casePayUmsQrcode`, ({ request }) => {
        seen = { host: request.headers.get('x-forwarded-host'), prefix: request.headers.get('x-forwarded-prefix'), proto: request.headers.get('x-forwarded-proto') };
        return HttpResponse.json({ error: { errorCode: 0, message: '' }, data: {} });
      }),
    );
    await POST(new NextRequest(`${SITE}/api-gw/payCenter/case/vip/casePayUmsQrcode?orderId=1`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }));
    expect(seen).toEqual({ host: 'interior.localhost:3000', prefix: '/api-gw', proto: 'http' });
    // Behind the production server Next's own URL names the host it was started for: the Host
    // header says which channel host the browser asked (the hand-off's service and return host).
    await POST(new NextRequest('http://localhost:3000/api-gw/payCenter/case/vip/casePayUmsQrcode?orderId=1', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', host: 'landscape.localhost:3000' } }));
    expect(seen).toMatchObject({ host: 'landscape.localhost:3000' });
  });

  it('never leaves the API origin, and answers 503 in the envelope when the API is down', async () => {
    expect((await GET(new NextRequest(`${SITE}/api-gw//evil.example/x`))).status).toBe(404);
    server.use(mock.get(`${INTERNAL}/account/accountInfo`, () => HttpResponse.error()));
    const down = await GET(new NextRequest(`${SITE}/api-gw/account/accountInfo`));
    expect(down.status).toBe(503);
    expect(((await down.json()) as { error: { message: string } }).error.message).toMatch(/暂时不可用/);
  });
});

describe('the browser default', () => {
  it('calls the API through the page’s own host when no API origin is configured', async () => {
    const { publicApiOrigin } = await import('@/lib/config');
    const saved = process.env.NEXT_PUBLIC_API_ORIGIN;
    delete process.env.NEXT_PUBLIC_API_ORIGIN;
    (globalThis as { window?: unknown }).window = { location: { origin: SITE } };
    try {
      expect(publicApiOrigin()).toBe(`${SITE}/api-gw`);
    } finally {
      delete (globalThis as { window?: unknown }).window;
      process.env.NEXT_PUBLIC_API_ORIGIN = saved;
    }
  });
});
