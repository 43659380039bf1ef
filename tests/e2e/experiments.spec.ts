import { expect, request as apiRequest, test, type Browser, type Page } from '@playwright/test';
import type { StoredTrackEvent } from '../../lib/api/contract/tracking';
import { wilson } from '../../components/experiments/report/wilson';
import { formatPercent } from '../../lib/content/format';
import { loginByPassword, loginNewAccount } from './support/account';
import { deviceFor, pinDevice } from './support/groups';
import { bucket } from '../../lib/api/contract/bucket';
import { EDGE_EXPERIMENTS } from '../../components/experiments/edge';

const API = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;

// Two devices the API puts in opposite groups (raw API values; upgradeSimilarSearch is inverted:
// raw '0' = the upgraded search).
const A = deviceFor({ newerHomeCutUser: '0', upgradeSimilarSearch: '0', vipOrderPop: '1' }, 'e2eA');
const B = deviceFor({ newerHomeCutUser: '1', upgradeSimilarSearch: '1', vipOrderPop: '0' }, 'e2eB');
const A_ID = 'newerHomeCutUser:0|transferCutUser:';
const B_ID = 'newerHomeCutUser:1|transferCutUser:';

/** A returning visitor: the device pinned and its groups already in the session (an earlier visit's POST /site-api/visitor). */
async function pinnedPage(browser: Browser, baseURL: string, device: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  await pinDevice(context, baseURL, device);
  const page = await context.newPage();
  expect((await page.request.post('/site-api/visitor', { data: { deviceId: device } })).status()).toBe(204);
  return page;
}

async function events(device: string): Promise<StoredTrackEvent[]> {
  const res = await fetch(`${API}/test/trackEvents?device_id=${device}`);
  return ((await res.json()) as { data: StoredTrackEvent[] }).data;
}

test.describe('experiments', () => {
  test('eight fresh visitors: each first "/" is already their own variant, which their events report', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    // The experiments bucketed from the device id: the home's variant is the first response's
    // markup (below); the transfer page's is its island's, known at hydration (the transfer test).
    expect(EDGE_EXPERIMENTS).toEqual(['newerHomeCutUser', 'transferCutUser']);
    const layouts = new Map<string, string>();
    for (let i = 0; i < 8; i++) {
      // A fresh visitor: no cookie at all, a browser's request for the page.
      const visitor = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (e2e visitor)' } });
      const first = await visitor.get('/');
      const html = await first.text();
      const device = (await visitor.storageState()).cookies.find((c) => c.name === 'deviceId')?.value ?? '';
      expect(device).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.headers()['cache-control']).toBe('private, no-store');
      const value = bucket(device, 'newerHomeCutUser', 2);
      const layout = value === '0' ? 'search-first' : 'classic';
      // The first response's own markup, before any script ran.
      expect(html).toContain(`data-home-layout="${layout}"`);
      expect(html.includes('data-testid="home-search-hero"')).toBe(value === '0');
      // The API's answer for the same device agrees with the edge (one hash, one salt).
      const api = await visitor.post(`${API}/userGroup/all`, { data: { deviceId: device, deviceGroupList: ['newerHomeCutUser'], accountGroupList: [] } });
      expect(((await api.json()) as { data: { groupValue: string }[] }).data[0]!.groupValue).toBe(value);
      await visitor.dispose();
      layouts.set(device, layout);
    }
    test.info().annotations.push({ type: 'layouts', description: [...layouts.values()].join(', ') });
    // In a browser, a fresh visitor's events report the variant their first page showed.
    for (let i = 0; i < 2; i++) {
      const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
      const page = await context.newPage();
      await page.goto('/');
      const device = (await context.cookies()).find((c) => c.name === 'deviceId')!.value;
      const value = bucket(device, 'newerHomeCutUser', 2);
      await expect(page.getByTestId('channel-home')).toHaveAttribute('data-home-layout', value === '0' ? 'search-first' : 'classic');
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(600);
      await page.goto('/pin');
      await expect.poll(async () => (await events(device)).some((e) => e.experiment_id?.startsWith(`newerHomeCutUser:${value}|`)), { timeout: 30_000 }).toBe(true);
      expect((await events(device)).every((e) => !e.experiment_id || e.experiment_id.startsWith(`newerHomeCutUser:${value}|`))).toBe(true);
      await context.close();
    }
  });

  test('the transfer experiment: group 0 is held on the hop page, group 1 leaves after the countdown; both report their group', async ({ browser, baseURL }) => {
    const hold = deviceFor({ transferCutUser: '0' }, 'e2eHold');
    const leave = deviceFor({ transferCutUser: '1' }, 'e2eLeave');
    const seen: Record<string, string> = {};
    for (const [device, group] of [[hold, '0'], [leave, '1']] as const) {
      const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
      await pinDevice(context, baseURL!, device);
      // Never leave loopback: the destination gets a stub page.
      await context.route(/^https?:\/\/(?!(?:[a-z]+\.)?localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }));
      const page = await context.newPage();
      await page.goto('/worldNav');
      const href = await page.locator('a[href^="/tranferPage/"]').first().getAttribute('href');
      await page.goto(href!);
      const countdown = page.getByTestId('transfer-countdown');
      await expect(countdown).toHaveAttribute('data-transfer-variant', group === '0' ? 'hold' : 'auto');
      if (group === '0') {
        await page.waitForTimeout(4_500);
        expect(new URL(page.url()).pathname).toBe(href);
        await expect(countdown).toContainText('继续访问');
        // The conversion: continuing by hand is the tracked card's click.
        await page.getByTestId('transfer-continue').click();
      }
      await page.waitForURL((u) => !u.pathname.startsWith('/tranferPage/'), { timeout: 10_000 });
      await expect.poll(async () => (await events(device)).some((e) => e.experiment_id?.includes(`transferCutUser:${group}|`) && e.bhv_type === 'exposure' && e.spm?.includes('.跳转页.')), { timeout: 20_000 }).toBe(true);
      seen[group] = (await events(device)).map((e) => e.bhv_type).join(',');
      await context.close();
    }
    await expect.poll(async () => (await events(hold)).some((e) => e.bhv_type === 'click' && e.spm?.includes('.跳转页.')), { timeout: 20_000 }).toBe(true);
    test.info().annotations.push({ type: 'events', description: JSON.stringify(seen) });
  });

  test('two devices in different groups see different variants, and their events carry their experiment_ids', async ({ browser, baseURL, request }) => {
    const a = await pinnedPage(browser, baseURL!, A);
    const b = await pinnedPage(browser, baseURL!, B);

    // Home (chosen by the proxy): the search-led home for A, the classic for B, both at "/".
    await a.goto('/');
    await b.goto('/');
    await expect(a.getByTestId('channel-home')).toHaveAttribute('data-home-layout', 'search-first');
    await expect(b.getByTestId('channel-home')).toHaveAttribute('data-home-layout', 'classic');
    await expect(a).toHaveURL(/\/$/);
    await expect(a.getByTestId('home-search-hero').getByRole('searchbox')).toBeVisible();
    await expect(b.getByTestId('home-search-hero')).toHaveCount(0);
    // The internal variant path is not a page of its own.
    const direct = await request.get('/homeVariant/0', { maxRedirects: 0 });
    expect(direct.status()).toBe(308);
    expect(direct.headers().location).toMatch(/\/$/);

    // Similar search (chosen in the browser): upgraded for A (region framing, compare), classic for B.
    const picture = await (await request.get(`${API}/oss/pool/interior/005.jpg?x-oss-process=image/resize,w_640`)).body();
    for (const p of [a, b]) {
      await p.goto('/similarimg');
      await p.getByTestId('similar-file').setInputFiles({ name: 'room.jpg', mimeType: 'image/jpeg', buffer: picture });
      await expect(p.getByTestId('similar-results').getByTestId('item-card').first()).toBeVisible();
    }
    await expect(a.locator('[data-similar-variant="upgraded"]')).toBeVisible();
    await expect(b.locator('[data-similar-variant="classic"]')).toBeVisible();
    await expect(a.getByRole('button', { name: '框选区域' })).toBeVisible();
    await expect(b.getByRole('button', { name: '框选区域' })).toHaveCount(0);
    await expect(b.getByTestId('similar-compare')).toHaveCount(0);
    await a.getByTestId('similar-compare').first().click();
    const panel = a.getByTestId('similar-compare-panel');
    await expect(panel).toBeFocused();
    await expect(panel.getByTestId('similar-compare-score')).toHaveText(/\d+%/);
    await panel.press('Escape');
    await expect(panel).toHaveCount(0);

    // Their events: every event made once the groups are known carries the device's experiment_id.
    for (const p of [a, b]) {
      await p.goto('/');
      await p.mouse.wheel(0, 1500);
      await p.waitForTimeout(800);
      await p.goto('/pin'); // leaving flushes the queue (pagehide)
    }
    await expect.poll(async () => (await events(A)).filter((e) => e.experiment_id?.startsWith(A_ID)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await events(B)).filter((e) => e.experiment_id?.startsWith(B_ID)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const ids = (evs: StoredTrackEvent[]) => new Set(evs.map((e) => e.experiment_id).filter(Boolean));
    expect([...ids(await events(A))].every((id) => !id!.startsWith(B_ID))).toBe(true);
    expect([...ids(await events(B))].every((id) => !id!.startsWith(A_ID))).toBe(true);
    expect([...ids(await events(A))].some((id) => id!.includes('upgradeSimilarSearch:1') && id!.includes('vipOrderPop:1'))).toBe(true);
    expect([...ids(await events(B))].some((id) => id!.includes('upgradeSimilarSearch:0') && id!.includes('vipOrderPop:0'))).toBe(true);
    await a.context().close();
    await b.context().close();
  });

  test('VIP order pop: a member without VIP in group 1 gets the timed offer, which opens the checkout; group 0 does not', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const a = await pinnedPage(browser, baseURL!, A);
    const b = await pinnedPage(browser, baseURL!, B);
    for (const p of [a, b]) {
      await loginNewAccount(p);
      await p.goto('/pin');
    }
    const pop = a.getByRole('dialog', { name: '开通 VIP，海量素材随心下载' });
    await expect(pop).toBeVisible({ timeout: 30_000 });
    await expect(pop.getByTestId('vip-pop-countdown')).toHaveText(/^(29|30):\d\d$/);
    await expect(pop).toContainText('¥');
    await expect(b.getByTestId('vip-order-pop')).toHaveCount(0);
    await pop.getByRole('button', { name: '立即开通' }).click();
    await expect(a.getByTestId('pay-submit')).toBeVisible({ timeout: 30_000 });
    await expect(pop).toHaveCount(0);
    // Once a day: another page does not bring it back.
    await a.goto('/news');
    await a.waitForTimeout(10_000);
    await expect(a.getByTestId('vip-order-pop')).toHaveCount(0);
    await expect(b.getByTestId('vip-order-pop')).toHaveCount(0);
    await a.context().close();
    await b.context().close();
  });

  test('cached SEO pages are the same for everybody: two visitors in different groups get byte-identical detail HTML', async ({ page, request }) => {
    await page.goto('/pin');
    const href = (await page.getByTestId('waterfall').locator('a').first().getAttribute('href'))!;
    // Warm the cache, then ask as A and as B (each with its own device and session).
    await request.get(href);
    const asA = await request.get(href, { headers: { cookie: `deviceId=${A}` } });
    const asB = await request.get(href, { headers: { cookie: `deviceId=${B}` } });
    expect(asA.status()).toBe(200);
    expect(asB.status()).toBe(200);
    expect(await asA.text()).toBe(await asB.text());
    // The two homes are shared per group too: two devices of the same group get the same HTML.
    const A2 = deviceFor({ newerHomeCutUser: '0' }, 'e2eA2');
    await request.get('/', { headers: { cookie: `deviceId=${A}` } });
    const h1 = await request.get('/', { headers: { cookie: `deviceId=${A}` } });
    const h2 = await request.get('/', { headers: { cookie: `deviceId=${A2}` } });
    expect(await h1.text()).toBe(await h2.text());
  });

  test('the report shows an editor the numbers of a scripted session; others are refused', async ({ page }) => {
    // A scripted session under its own experiment name, so other tests' events do not mix in.
    const exp = `e2eScript${Date.now().toString(36)}`;
    const send = async (fields: Record<string, string>) => {
      const id = `e2e_${Math.random().toString(36).slice(2, 12)}`;
      expect((await fetch(`${API}/track/case.gif?${new URLSearchParams({ event_id: id, ...fields })}`)).status).toBe(200);
    };
    const label = '景观-首页';
    for (let i = 0; i < 40; i++) await send({ bhv_type: 'exposure', device_id: 'rep-x', spm: `${label}.list.${i}`, experiment_id: `${exp}:0` });
    for (let i = 0; i < 6; i++) await send({ bhv_type: 'click', device_id: 'rep-x', spm: `${label}.list.${i}`, experiment_id: `${exp}:0` });
    for (let i = 0; i < 30; i++) await send({ bhv_type: 'exposure', device_id: 'rep-y', spm: `${label}.list.${i}`, experiment_id: `${exp}:1` });
    await send({ bhv_type: 'click', device_id: 'rep-y', spm: `${label}.list.1`, experiment_id: `${exp}:1` });
    await send({ bhv_type: 'auto_play', device_id: 'rep-x', spm: `${label}.download.1`, experiment_id: `${exp}:0` });
    await send({ bhv_type: 'prepay', device_id: 'rep-x', spm: `${label}.vip.1`, experiment_id: `${exp}:0`, pay_amount: '30' });

    // A visitor is asked to log in; a member who is not an editor is refused.
    await page.goto('/editor/experiments');
    await expect(page.getByTestId('report-login')).toContainText('请先登录编辑账号');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await loginByPassword(page, '13800000002');
    await page.reload();
    await expect(page.getByTestId('report-refused')).toContainText('没有查看权限');

    await loginByPassword(page, '13800000006');
    await page.reload();
    const report = page.getByTestId('experiment-report');
    await expect(report).toBeVisible();
    await report.getByRole('combobox', { name: '选择实验' }).click();
    // antd draws its options as plain items (the listbox it exposes is for screen readers).
    await page.locator('.ant-select-item-option', { hasText: exp }).click();
    await expect(report.getByRole('combobox', { name: '选择实验' }).locator('xpath=..')).toContainText(exp);
    const table = page.getByTestId('report-table');
    const row0 = table.locator(`tr[data-row-key="景观|首页|${exp}|0"]`);
    await expect(row0).toContainText('40');
    await expect(row0).toContainText(formatPercent(wilson(6, 40).rate));
    await expect(row0).toContainText(`${formatPercent(wilson(6, 40).low)} – ${formatPercent(wilson(6, 40).high)}`);
    await expect(row0).toContainText('¥30.00');
    const row1 = table.locator(`tr[data-row-key="景观|首页|${exp}|1"]`);
    await expect(row1).toContainText(formatPercent(wilson(1, 30).rate));
    // The charts: one bar group per channel · page type, error bars, and the conversion chart.
    await expect(page.getByTestId('report-ctr-chart').locator('.recharts-bar-rectangle')).toHaveCount(2);
    await expect(page.getByTestId('report-ctr-chart').locator('.recharts-errorBar').first()).toBeAttached();
    await expect(page.getByTestId('report-conversion-chart')).toContainText('预付');
    await expect(page.getByTestId('report-totals')).toContainText('分组 0');
  });
});
