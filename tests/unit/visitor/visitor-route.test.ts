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
import { SESSION_COOKIE, readSession } from '@/lib/session/site-session';
import { bucket } from '@/lib/api/contract/bucket';
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
  function page(path: string, cookie = '', ua = 'Mozilla/5.0') {
    return new NextRequest(`http://interior.localhost:3000${path}`, { headers: { host: 'interior.localhost:3000', cookie, 'user-agent': ua } });
  }
  const homeOf = (id: string) => bucket(id, 'newerHomeCutUser', 2);

  it('calls no API; sets no cookie except a new visitor\'s device id on "/", and that answer is private', async () => {
    let calls = 0;
    server.use(mock.post(URL_ALL, () => (calls++, HttpResponse.json({ error: { errorCode: 0 }, data: MOCK_GROUPS }))));
    for (const path of ['/news', '/detail_news/detail/15001/case', '/news?source=baidu&bd_vid=x1']) {
      const res = proxy(page(path));
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('x-middleware-rewrite')).toContain('/interior');
    }
    for (const path of ['/', '/?source=baidu&bd_vid=x1']) {
      const res = proxy(page(path));
      const id = res.cookies.get(DEVICE_COOKIE)?.value ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('set-cookie')).not.toMatch(/site_session|site_visit|bd_vid/);
    }
    expect(calls).toBe(0);
  });

  it("renders a new visitor's very first home in the bucket of the device id it makes", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 24; i++) {
      const res = proxy(page('/'));
      const id = res.cookies.get(DEVICE_COOKIE)!.value;
      const variant = homeOf(id);
      seen.add(variant);
      const rewrite = res.headers.get('x-middleware-rewrite') ?? '';
      if (variant === '0') expect(rewrite).toContain('/interior/homeVariant/0');
      else expect(rewrite).not.toContain('homeVariant');
    }
    expect(seen).toEqual(new Set(['0', '1']));
  });

  it('a known device keeps its bucket, with no cookie set; crawlers get the classic home and no id', () => {
    for (let i = 0; i < 8; i++) {
      const id = `known-device-${i}`;
      const res = proxy(page('/', `${DEVICE_COOKIE}=${id}`));
      expect(res.headers.get('set-cookie')).toBeNull();
      expect((res.headers.get('x-middleware-rewrite') ?? '').includes('homeVariant/0')).toBe(homeOf(id) === '0');
    }
    const bot = proxy(page('/', '', 'Mozilla/5.0 (compatible; Baiduspider/2.0)'));
    expect(bot.headers.get('set-cookie')).toBeNull();
    expect(bot.headers.get('x-middleware-rewrite')).not.toContain('homeVariant');
  });
});
