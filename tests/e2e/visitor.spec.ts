import { expect, test } from '@playwright/test';

test('a first visit gets a device id and a sealed session from its own uncacheable request', async ({ page, context }) => {
  const visitor = page.waitForResponse((r) => r.url().endsWith('/site-api/visitor') && r.request().method() === 'POST');
  const first = await page.goto('/dayUpdate');
  // The page itself (cacheable by a CDN) sets no cookie.
  expect(await first!.headerValue('set-cookie')).toBeNull();
  const answer = await visitor;
  expect(answer.status()).toBe(204);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const cookies = await context.cookies();
  const device = cookies.find((c) => c.name === 'deviceId');
  const session = cookies.find((c) => c.name === 'site_session');
  expect(device?.value).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(session?.httpOnly).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('deviceUuid'))).toBe(device?.value);

  // The device id is stable across visits, and a fresh session is not asked for again.
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/site-api/visitor')) asked++;
  });
  await page.goto('/news');
  await page.waitForLoadState('networkidle');
  const again = (await context.cookies()).find((c) => c.name === 'deviceId');
  expect(again?.value).toBe(device?.value);
  expect(asked).toBe(0);
});

test("a first home: the edge makes the device id in a private answer, and the page script and the session adopt it", async ({ page, context }) => {
  const visitor = page.waitForResponse((r) => r.url().endsWith('/site-api/visitor') && r.request().method() === 'POST');
  const first = await page.goto('/');
  const set = (await first!.headerValue('set-cookie')) ?? '';
  expect(set).toMatch(/^deviceId=[0-9a-f-]{36};/);
  expect(set).not.toMatch(/site_session|site_visit|bd_vid/);
  expect(first!.headers()['cache-control']).toBe('private, no-store');
  const minted = /^deviceId=([^;]+)/.exec(set)![1];
  expect((await visitor).status()).toBe(204);
  expect((await context.cookies()).find((c) => c.name === 'deviceId')?.value).toBe(minted);
  expect(await page.evaluate(() => localStorage.getItem('deviceUuid'))).toBe(minted);
  // Back on "/", a known device is not given another id.
  expect(await (await page.goto('/'))!.headerValue('set-cookie')).toBeNull();
});

test('a small /site-api JSON answer posted while the page loads completes in Chromium: whole, with a Content-Length, not gzipped', async ({ page }) => {
  // Such answers used to come back as a chunked gzip stream (Next's compression on a streamed
  // route answer) and never completed while the page loaded (lib/server/page-guard.cjs).
  await page.goto('/bk.html', { waitUntil: 'commit' });
  const seen = page.waitForResponse((r) => r.url().endsWith('/site-api/session') && r.request().method() === 'POST');
  const answer = await page.evaluate(async () => {
    const res = await fetch('/site-api/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginType: 9 }) });
    return { status: res.status, body: await res.json() };
  });
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({ error: { errorCode: 40000, message: 'loginType 必须是 0-5 的整数' }, data: null });
  const headers = await (await seen).allHeaders();
  expect(headers['content-encoding']).toBeUndefined();
  expect(Number(headers['content-length'])).toBeGreaterThan(0);
  expect(headers['cache-control']).toBe('private, no-store');
  // And nothing is left open: the page reaches network idle.
  await page.waitForLoadState('networkidle');
});
