/**
 * @jest-environment node
 */
import { http as mock, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { POST } from '@/app/site-api/visitor/route';
import { proxy } from '@/proxy';
import { DEVICE_COOKIE } from '@/app/site-api/visitor/ensure-visitor';
import { BD_VID_COOKIE } from '@/lib/visitor/capture-source';
import { VISIT_COOKIE } from '@/lib/visitor/visit-cookie';
import { SESSION_COOKIE, readSession, sealSession } from '@/lib/session/site-session';
import { server, setupMswServer } from '../../mocks/server';
import { MOCK_GROUPS } from '../../mocks/handlers';
import { withSessionSecret } from './session-secret';

setupMswServer();
withSessionSecret('v'.repeat(40));

const URL_ALL = 'http://127.0.0.1:4000/userGroup/all';

function post(body: unknown, headers: Record<string, string> = {}) {
  return new NextRequest('http://interior.localhost:3000/site-api/visitor', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0', host: 'interior.localhost:3000', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /site-api/visitor', () => {
  it('adopts the browser device id, seals its groups and the landing source, sets bd_vid, never cacheable', async () => {
    server.use(mock.post(URL_ALL, () => HttpResponse.json({ error: { errorCode: 0 }, data: MOCK_GROUPS })));
    const res = await POST(post({ deviceId: 'browser-device-1', landing: '?source=baidu&keyword=客厅&bd_vid=click9' }));
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.cookies.get(DEVICE_COOKIE)?.value).toBe('browser-device-1');
    expect(res.cookies.get(BD_VID_COOKIE)?.value).toBe('click9');
    expect(Number(res.cookies.get(VISIT_COOKIE)?.maxAge)).toBeGreaterThan(500);
    const session = await readSession(res.cookies.get(SESSION_COOKIE)?.value);
    expect(session).toMatchObject({ deviceId: 'browser-device-1', source: { source: 'baidu', keyword: '客厅' } });
    expect(session?.groups).toHaveLength(MOCK_GROUPS.length);
  });

  it('refuses foreign origins and bad bodies with the envelope; gives crawlers nothing', async () => {
    const foreign = await POST(post({}, { origin: 'http://evil.example' }));
    expect(foreign.status).toBe(403);
    expect(foreign.cookies.getAll()).toEqual([]);
    const bad = await POST(post('{nope'));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('请求体不是合法的 JSON');
    const bot = await POST(post({ landing: '?source=x' }, { 'user-agent': 'Googlebot/2.1' }));
    expect(bot.cookies.getAll()).toEqual([]);
  });
});

describe('proxy', () => {
  function page(path: string, cookie = '') {
    return new NextRequest(`http://interior.localhost:3000${path}`, { headers: { host: 'interior.localhost:3000', cookie, 'user-agent': 'Mozilla/5.0' } });
  }

  it('sets no cookie and calls no API on a first visit or a landing (pages may be stored by a CDN)', async () => {
    let calls = 0;
    server.use(mock.post(URL_ALL, () => (calls++, HttpResponse.json({ error: { errorCode: 0 }, data: MOCK_GROUPS }))));
    for (const path of ['/', '/news', '/?source=baidu&bd_vid=x1']) {
      const res = await proxy(page(path));
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('x-middleware-rewrite')).toContain('/interior');
    }
    expect(calls).toBe(0);
  });

  it('rewrites the home of a visitor whose session knows the search-led group, at once', async () => {
    const seal = await sealSession({ deviceId: 'device-12345678', groups: [{ channel: 'home', groupName: 'newerHomeCutUser', groupValue: '0' }], groupsAt: 0 });
    const res = await proxy(page('/', `${SESSION_COOKIE}=${seal}`));
    expect(res.headers.get('x-middleware-rewrite')).toContain('/interior/homeVariant/0');
    expect(res.headers.get('set-cookie')).toBeNull();
    const plain = await proxy(page('/'));
    expect(plain.headers.get('x-middleware-rewrite')).not.toContain('homeVariant');
  });
});
