/**
 * @jest-environment node
 */
import { NextRequest, NextResponse } from 'next/server';
import { SESSION_COOKIE, readSession, sealSession } from '@/lib/session/site-session';
import { BD_VID_COOKIE, captureSource, sourceFromQuery } from '@/lib/visitor/capture-source';
import { withSessionSecret } from './session-secret';

withSessionSecret('s'.repeat(40));

function request(path: string, cookies: Record<string, string> = {}, method = 'GET') {
  const cookie = Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ');
  return new NextRequest(`http://localhost:3000${path}`, { method, headers: { cookie } });
}

describe('sourceFromQuery', () => {
  it('needs a source; keeps keyword, plan and unit; trims and bounds them', () => {
    expect(sourceFromQuery(new URLSearchParams('keyword=客厅'))).toBeNull();
    expect(sourceFromQuery(new URLSearchParams(`source=%20baidu%20&keyword=客厅&plan=p1&unit=${'u'.repeat(300)}`), 5)).toEqual({
      source: 'baidu',
      keyword: '客厅',
      plan: 'p1',
      unit: 'u'.repeat(200),
      at: 5,
    });
  });
});

describe('captureSource (proxy step)', () => {
  it('seals source, keyword, plan and unit into the session and keeps bd_vid in its own cookie', async () => {
    const sealed = await sealSession({ deviceId: 'device-1234567890' });
    const res = NextResponse.next();
    await captureSource(request('/?source=baidu&keyword=%E5%AE%A2%E5%8E%85&plan=p1&unit=u2&bd_vid=abc.123', { [SESSION_COOKIE]: sealed }), res);
    const session = await readSession(res.cookies.get(SESSION_COOKIE)?.value);
    expect(session).toMatchObject({ deviceId: 'device-1234567890', source: { source: 'baidu', keyword: '客厅', plan: 'p1', unit: 'u2' } });
    expect(session?.source?.at).toBeGreaterThan(0);
    expect(res.cookies.get(SESSION_COOKIE)?.httpOnly).toBe(true);
    expect(res.cookies.get(BD_VID_COOKIE)).toMatchObject({ value: 'abc.123', maxAge: 2_592_000, path: '/' });
  });

  it('builds on the session ensureVisitor has just written (a first visit)', async () => {
    const res = NextResponse.next();
    res.cookies.set(SESSION_COOKIE, await sealSession({ deviceId: 'device-first-visit' }));
    await captureSource(request('/news?source=360'), res);
    expect(await readSession(res.cookies.get(SESSION_COOKIE)?.value)).toMatchObject({ deviceId: 'device-first-visit', source: { source: '360' } });
  });

  it('lets the latest landing win', async () => {
    const sealed = await sealSession({ deviceId: 'device-1234567890', source: { source: 'old', keyword: 'k', at: 1 } });
    const res = NextResponse.next();
    await captureSource(request('/?source=new', { [SESSION_COOKIE]: sealed }), res);
    expect((await readSession(res.cookies.get(SESSION_COOKIE)?.value))?.source).toEqual({ source: 'new', at: expect.any(Number) });
  });

  it('leaves ordinary pages, crawlers without a session and odd click ids alone', async () => {
    const sealed = await sealSession({ deviceId: 'device-1234567890' });
    for (const req of [
      request('/?keyword=客厅', { [SESSION_COOKIE]: sealed }),
      request('/?source=baidu'),
    ]) {
      const res = NextResponse.next();
      await captureSource(req, res);
      expect(res.cookies.getAll()).toEqual([]);
    }
    const res = NextResponse.next();
    await captureSource(request('/?bd_vid=%3Cscript%3E', { [SESSION_COOKIE]: sealed }), res);
    expect(res.cookies.get(BD_VID_COOKIE)).toBeUndefined();
  });
});
