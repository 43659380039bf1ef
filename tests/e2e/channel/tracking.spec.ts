import { expect, test } from '@playwright/test';
import { CHANNEL_NAMES, type Channel } from '../../../lib/channel/hosts';
import { arrived, expectCommonFields, trackedDevice } from '../support/tracking';
import { untilHydrated } from '../support/content';

// On every channel host (third-party cookies blocked): the channel's events arrive at the right
// beacon, labelled with the channel's page types, through the host's own /api-gw.
test.describe.configure({ timeout: 120_000 });

test('exposure, click, search and stay arrive labelled with this channel', async ({ page, context, baseURL }) => {
  const channel = new URL(baseURL!).hostname.split('.')[0] as Channel;
  const name = CHANNEL_NAMES[channel];
  const device = await trackedDevice(context, baseURL!);

  await page.goto('/');
  await expect(page.locator('[data-tk-id]').first()).toBeVisible();
  await page.mouse.wheel(0, 600);
  const exposures = await arrived(page, device, 'exposure');
  for (const e of exposures) expectCommonFields(e, device, new RegExp(`^${name}-首页\\.`));

  const card = page.locator('[data-testid="item-card"]').filter({ has: page.locator('a[href*="detail"]') }).first();
  const id = await card.getAttribute('data-tk-id');
  await Promise.all([page.waitForURL(/detail/), card.locator('a').first().click()]);
  const [click] = await arrived(page, device, 'click', (e) => e.doc_id === id);
  expectCommonFields(click!, device, new RegExp(`^${name}-首页\\.`));

  await page.waitForTimeout(1200);
  await page.goto(`/classify/0_0_1_0_0_0_${encodeURIComponent('住宅')}_0_0_0`);
  const [stay] = await arrived(page, device, 'stay', (e) => e.doc_id === id);
  expect(stay!.spm).toMatch(new RegExp(`^${name}-.+详情页\\.detail\\.0$`));
  expect(Number(stay!.stay_time)).toBeGreaterThan(1000);
  const [search] = await arrived(page, device, 'search', (e) => e.query === '住宅');
  expectCommonFields(search!, device, new RegExp(`^${name}-.*搜索页\\.search\\.0$`));
});

test('the picture viewer’s enlarge_img and switch_img arrive labelled with this channel', async ({ page, context, baseURL }) => {
  const channel = new URL(baseURL!).hostname.split('.')[0] as Channel;
  const name = CHANNEL_NAMES[channel];
  const device = await trackedDevice(context, baseURL!);

  // A case detail with at least two pictures.
  await page.goto('/news');
  const hrefs = await page.locator('a[href^="/detail_news/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))].slice(0, 12));
  let found = false;
  for (const href of hrefs) {
    await page.goto(href);
    if ((await page.getByTestId('detail-gallery').first().locator('[data-viewer-index]').count()) >= 2) {
      found = true;
      break;
    }
  }
  expect(found, 'a case detail with two pictures').toBe(true);
  const id = new URL(page.url()).pathname.split('/')[3];

  const trigger = page.getByTestId('detail-gallery').first().locator('[data-viewer-index]').first();
  await untilHydrated(trigger);
  await trigger.click();
  await expect(page.getByRole('dialog', { name: /^图片查看器/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('viewer-counter')).toHaveText(/^第 2 张/);

  const [enlarge] = await arrived(page, device, 'enlarge_img', (e) => e.doc_id === id);
  expectCommonFields(enlarge!, device, new RegExp(`^${name}-`));
  const [switched] = await arrived(page, device, 'switch_img', (e) => e.doc_id === id);
  expectCommonFields(switched!, device, new RegExp(`^${name}-`));
});
