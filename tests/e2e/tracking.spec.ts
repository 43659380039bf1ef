import { expect, test, type Page } from '@playwright/test';
import { itemHref } from '../../lib/content/item-href';
import { loginNewAccount, pickItem } from './support/account';
import { arrived, events, expectCommonFields, trackedDevice } from './support/tracking';

// Behaviour tracking (issue 12) on the default host (architecture): the events a visitor's
// browsing makes arrive at the right beacon of the reference API with real field values.
const SLOW = 30_000;
test.describe.configure({ timeout: 180_000 });

const HOME = /^建筑-首页\.[^.]+\.\d+$/;

async function scrollThrough(page: Page) {
  for (let y = 0; y < 4; y++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(700);
  }
}

test('home exposures and a card click arrive with every field; the detail then carries the click as source_spm, and stay and browse_finish follow', async ({ page, context, baseURL }) => {
  const device = await trackedDevice(context, baseURL!);
  await page.goto('/');
  await expect(page.locator('[data-tk-id]').first()).toBeVisible();
  await scrollThrough(page);
  const exposures = await arrived(page, device, 'exposure', () => true, 3);
  for (const e of exposures) expectCommonFields(e, device, HOME);
  expect(new Set(exposures.map((e) => `${e.spm}|${e.doc_id}`)).size).toBe(exposures.length); // once per page view
  expect(exposures.some((e) => e.doc_id && e.goods_type)).toBe(true);

  // Click the first card on screen that leads to an item detail.
  const card = page.locator('[data-testid="item-card"]').filter({ has: page.locator('a[href*="detail"]') }).first();
  await card.scrollIntoViewIfNeeded();
  const clickedId = await card.getAttribute('data-tk-id');
  await Promise.all([page.waitForURL(/detail/), card.locator('a').first().click()]);
  const [click] = await arrived(page, device, 'click', (e) => e.doc_id === clickedId);
  expectCommonFields(click!, device, HOME);
  expect(Number(click!.spm!.split('.')[2])).toBeGreaterThan(0);

  // On the detail: its events name the click that led there.
  await expect(page.locator('[data-tk-detail]')).toHaveAttribute('data-tk-detail', clickedId!);
  await page.locator('[data-tk-end]').scrollIntoViewIfNeeded();
  const [finish] = await arrived(page, device, 'browse_finish', (e) => e.doc_id === clickedId);
  expect(finish!.spm).toMatch(/^建筑-.+详情页\.detail\.0$/);
  expect(finish!.source_spm).toBe(click!.spm);
  await page.waitForTimeout(1500);
  await page.goto('/');
  const [stay] = await arrived(page, device, 'stay', (e) => e.doc_id === clickedId);
  expect(Number(stay!.stay_time)).toBeGreaterThanOrEqual(1000);
  expect(stay!.beacon).toBe(finish!.beacon);
});

test('a header search sends the search event with the query, filters and the answer ids, and its results carry them', async ({ page, context, baseURL }) => {
  const device = await trackedDevice(context, baseURL!);
  await page.goto('/');
  const input = page.getByRole('combobox', { name: '搜索关键词' });
  await input.fill('客厅');
  await input.press('Enter');
  await page.waitForURL(/\/classify\//);
  const [search] = await arrived(page, device, 'search');
  expectCommonFields(search!, device, /^建筑-.*搜索页\.search\.0$/);
  expect(search!.query).toBe('客厅');
  expect(JSON.parse(search!.filters!)).toMatchObject({ sort: expect.any(String), scope: expect.any(String) });
  expect(search!.request_id).toMatch(/^[0-9a-f]{32}$/);
  expect(search!.recall_id).toMatch(/^(keyword|relaxed)$/);
  expect(search!.scm).toMatch(/^search\./);
  await scrollThrough(page);
  const exposures = await arrived(page, device, 'exposure', (e) => /搜索页/.test(e.spm ?? ''));
  expect(exposures.every((e) => e.request_id === search!.request_id && e.recall_id === search!.recall_id)).toBe(true);
});

test('collect, share, download and prepay arrive at the item’s beacon as they happen', async ({ page, context, baseURL }) => {
  const device = await trackedDevice(context, baseURL!);
  const item = await pickItem(page, '3d', true);
  await loginNewAccount(page);
  await page.goto(itemHref({ id: item.id, kind: '3d' }));

  // Share: the link goes to the clipboard (or is shown to copy by hand).
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('share-button').click();
  await expect(page.getByText(/链接已复制|复制链接/).first()).toBeVisible();
  const [share] = await arrived(page, device, 'share', (e) => e.doc_id === String(item.id));
  expectCommonFields(share!, device, /^建筑-3D模型详情页\.detail\.0$/);
  expect(share!.beacon).toBe('main');
  expect(share!.user_id).toMatch(/^\d+$/);

  // Collect into the default folder.
  await page.getByTestId('collect-panel').getByRole('button', { name: /收藏/ }).first().click();
  const [fav] = await arrived(page, device, 'favorite', (e) => e.doc_id === String(item.id));
  expect(fav!.goods_type).toBe('0');

  // Buy VIP from the download button: prepay when the QR is issued and again when paid.
  const button = page.getByTestId('download-panel').getByRole('button', { name: /开通会员下载/ });
  await expect(button).toBeEnabled({ timeout: SLOW });
  await button.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('pay-submit').click();
  const qr = page.getByTestId('pay-qr-image');
  await expect(qr).toBeVisible({ timeout: SLOW });
  const [issued] = await arrived(page, device, 'prepay', (e) => JSON.parse(e.trans_data ?? '{}').stage === 'qr');
  expect(issued!.order_id).toBeTruthy();
  expect(Number(issued!.prepay_amount)).toBeGreaterThan(0);
  expect(Number(issued!.current_price)).toBeGreaterThanOrEqual(Number(issued!.prepay_amount));
  expect(issued!.prepay_type).toBe('joint_vip');
  expect(issued!.doc_id).toBeTruthy(); // the plan bought
  expectCommonFields(issued!, device, /^建筑-3D模型详情页\.pay\.0$/);
  expect(issued).not.toHaveProperty('pay_amount');
  // The download waiting for the payment may start by itself once the rights arrive.
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  const phone = await context.newPage();
  await phone.goto((await qr.getAttribute('data-url'))!);
  await phone.getByRole('button', { name: /确认支付/ }).click();
  await phone.close();
  // The checkout polls the order every 2 s; a loaded machine needs longer than the usual wait.
  await expect(dialog.getByText('支付成功，权益已到账')).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: '继续下载' }).click();
  const [paid] = await arrived(page, device, 'prepay', (e) => JSON.parse(e.trans_data ?? '{}').stage === 'paid');
  expect(paid!.order_id).toBe(issued!.order_id);
  expect(paid!.pay_amount).toBe(issued!.prepay_amount);
  expect(paid!.is_vip_conversion).toBe('1');

  // The download continued: sent as auto_play, first time not a redownload.
  await downloading;
  const [dl] = await arrived(page, device, 'auto_play', (e) => e.doc_id === String(item.id));
  expectCommonFields(dl!, device, /^建筑-3D模型详情页\./);
  expect(dl!.redownload).toBe('0');
  expect(dl!.beacon).toBe('main');
  expect(await events(page, device, 'download')).toEqual([]);
});

test('events made offline arrive once after reconnecting and reloading', async ({ page, context, baseURL }) => {
  const device = await trackedDevice(context, baseURL!);
  await page.goto('/');
  await expect(page.locator('[data-tk-id]').first()).toBeVisible();
  // Let the engine load and the location settle while online, then lose the network.
  await page.waitForFunction(() => localStorage.getItem('addressIpData') !== null, undefined, { timeout: SLOW });
  await context.setOffline(true);
  await scrollThrough(page);
  await page.waitForTimeout(4000);
  const queued = await page.evaluate(() => (JSON.parse(localStorage.getItem('tkQueue') || '[]') as { e: { event_id: string } }[]).map((q) => q.e.event_id));
  expect(queued.length).toBeGreaterThan(0);
  const before = await events(page, device);
  expect(before.filter((e) => queued.includes(e.event_id))).toEqual([]);

  await context.setOffline(false);
  await page.reload();
  await expect
    .poll(async () => (await events(page, device)).filter((e) => queued.includes(e.event_id)).length, { timeout: 20_000 })
    .toBe(queued.length);
  // Once: every queued id is stored once, and the offline page's exposures were not made again
  // under new ids (the queue keeps the ids it gave them).
  const all = await events(page, device, 'exposure');
  const offlineView = all.filter((e) => queued.includes(e.event_id));
  const sameTimes = all.filter((e) => offlineView.some((o) => o.bhv_time_ms === e.bhv_time_ms && o.doc_id === e.doc_id));
  expect(sameTimes).toHaveLength(offlineView.length);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('tkQueue') || '[]').length), { timeout: 20_000 }).toBe(0);
});

test('a failing or hanging collector leaves the pages working and the events queued', async ({ page, context, baseURL }) => {
  await trackedDevice(context, baseURL!);
  // Half the beacon requests fail at once, the other half hang until the browser gives up.
  await context.route(/\/track\/\w+\.gif/, (route) => (Math.random() < 0.5 ? route.abort() : new Promise((r) => setTimeout(r, 15_000)).then(() => route.abort().catch(() => undefined))));
  await page.goto('/');
  await scrollThrough(page);
  // The queue keeps the events and counts the failed attempts (retried later with backoff).
  await page.waitForFunction(() => (JSON.parse(localStorage.getItem('tkQueue') || '[]') as { n: number }[]).some((q) => q.n >= 1), undefined, { timeout: 30_000 });
  // Meanwhile the page answers as usual.
  const card = page.locator('[data-testid="item-card"]').filter({ has: page.locator('a[href*="detail"]') }).first();
  await card.scrollIntoViewIfNeeded();
  await Promise.all([page.waitForURL(/detail/), card.locator('a').first().click()]);
  await expect(page.locator('h1')).toBeVisible();
});
