import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { StoredTrackEvent } from '../../lib/api/contract/tracking';
import { pinDevice } from './support/groups';
import { untilHydrated } from './support/content';

const API = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;

/** A case detail with several pictures (the viewer's subject). */
async function detailWithPictures(page: Page): Promise<string> {
  await page.goto('/news');
  const links = page.locator('a[href^="/detail_news/"]');
  await expect(links.first()).toBeAttached();
  const hrefs = await links.evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))].slice(0, 20));
  for (const href of hrefs) {
    await page.goto(href);
    const triggers = page.getByTestId('detail-gallery').first().locator('[data-viewer-index]');
    await expect(triggers.first()).toBeAttached();
    if ((await triggers.count()) >= 3) {
      await untilHydrated(triggers.first());
      return href;
    }
  }
  throw new Error('no case detail with three pictures');
}

const viewer = (page: Page) => page.getByRole('dialog', { name: /^图片查看器/ });
const counter = (page: Page) => page.getByTestId('viewer-counter');
const scale = async (page: Page) => Number(await page.getByTestId('viewer-frame').getAttribute('data-scale'));

async function events(device: string, type: string): Promise<StoredTrackEvent[]> {
  const res = await fetch(`${API}/test/trackEvents?device_id=${device}&bhv_type=${type}`);
  return ((await res.json()) as { data: StoredTrackEvent[] }).data;
}

async function touchContext(browser: import('@playwright/test').Browser, baseURL: string, device: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });
  await pinDevice(context, baseURL, device);
  return { context, page: await context.newPage() };
}

test.describe('picture viewer', () => {
  test('mouse: opens full screen, switches with the arrows, zooms with buttons, wheel and double click, Esc closes back to the picture', async ({ page }) => {
    const href = await detailWithPictures(page);
    const triggers = page.getByTestId('detail-gallery').locator('[data-viewer-index]');
    const n = await triggers.count();
    await triggers.first().scrollIntoViewIfNeeded();
    const before = await page.getByTestId('detail-gallery').boundingBox();
    await triggers.first().click();
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page)).toHaveAttribute('aria-modal', 'true');
    await expect(page).toHaveURL(new RegExp(`${href}$`)); // the link's default (the raw picture) was taken over
    await expect(counter(page)).toHaveText(`第 1 张，共 ${n} 张`);
    const box = (await viewer(page).boundingBox())!;
    expect(box.width).toBe(page.viewportSize()!.width);
    expect(box.height).toBe(page.viewportSize()!.height);

    // The box is sized before the picture arrives: it does not change when it loads.
    const frame = page.getByTestId('viewer-frame');
    const sized = (await frame.boundingBox())!;
    await expect(page.getByTestId('viewer-image')).toHaveJSProperty('complete', true);
    expect((await frame.boundingBox())!).toEqual(sized);

    await page.getByRole('button', { name: '下一张' }).click();
    await expect(counter(page)).toHaveText(`第 2 张，共 ${n} 张`);
    await page.getByRole('button', { name: '上一张' }).click();
    await page.getByRole('button', { name: '上一张' }).click();
    await expect(counter(page)).toHaveText(`第 ${n} 张，共 ${n} 张`);

    await page.getByRole('button', { name: '放大' }).click();
    await expect(page.getByTestId('viewer-scale')).toHaveText('150%');
    await page.getByRole('button', { name: '还原大小' }).click();
    await expect(page.getByTestId('viewer-scale')).toHaveText('100%');
    const stage = page.getByTestId('viewer-stage');
    const s = (await stage.boundingBox())!;
    await page.mouse.move(s.x + s.width / 2, s.y + s.height / 2);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => scale(page)).toBeGreaterThan(2);
    await page.getByRole('button', { name: '还原大小' }).click();
    await frame.dblclick();
    await expect.poll(() => scale(page)).toBe(2.5);
    // Dragging moves the zoomed picture.
    const t0 = await frame.evaluate((el) => getComputedStyle(el).transform);
    await page.mouse.move(s.x + s.width / 2, s.y + s.height / 2);
    await page.mouse.down();
    await page.mouse.move(s.x + s.width / 2 - 80, s.y + s.height / 2 - 40, { steps: 4 });
    await page.mouse.up();
    expect(await frame.evaluate((el) => getComputedStyle(el).transform)).not.toBe(t0);
    await frame.dblclick();
    await expect.poll(() => scale(page)).toBe(1);

    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    await expect(triggers.first()).toBeFocused();
    // The page behind did not move.
    expect(await page.getByTestId('detail-gallery').boundingBox()).toEqual(before);
  });

  test('keyboard and screen reader: a labelled link per picture, Enter opens, ←/→ switch, +/− zoom, Tab stays inside, Esc closes', async ({ page }) => {
    await detailWithPictures(page);
    const first = page.getByTestId('detail-gallery').locator('[data-viewer-index]').first();
    await expect(first).toHaveAccessibleName(/^查看大图：.+（第 1 张，共 \d+ 张）$/);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(viewer(page)).toBeVisible();
    await expect(page.getByRole('button', { name: '关闭图片查看器' })).toBeFocused();
    await expect(viewer(page)).toHaveAccessibleDescription(/方向键/);
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(/^第 2 张/);
    await expect(counter(page)).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText(/^第 1 张/);
    await page.keyboard.press('+');
    await expect(page.getByTestId('viewer-scale')).toHaveText('150%');
    await page.keyboard.press('-');
    await expect(page.getByTestId('viewer-scale')).toHaveText('100%');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await viewer(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    await expect(first).toBeFocused();
  });

  test('touch: tap opens, swipes switch, pinch and double tap zoom; the picture is asked for at the screen’s pixel ratio; events arrive', async ({ browser, baseURL }) => {
    const device = `e2eview${Date.now().toString(36)}`;
    const { context, page } = await touchContext(browser, baseURL!, device);
    await detailWithPictures(page);
    await page.getByTestId('detail-gallery').locator('[data-viewer-index]').first().tap();
    await expect(viewer(page)).toBeVisible();
    await expect(counter(page)).toHaveText(/^第 1 张/);

    // 390 px wide at 3× → at least 1000 device pixels asked for (a bucket, never above the original).
    const img = page.getByTestId('viewer-image');
    const shownWidth = Number(await img.getAttribute('width'));
    const asked = Number(/w_(\d+)/.exec((await img.getAttribute('src'))!)![1]);
    expect(shownWidth).toBeLessThanOrEqual(390);
    expect(asked).toBeGreaterThanOrEqual(Math.min(shownWidth * 3, 1000));

    const cdp = await context.newCDPSession(page);
    const s = (await page.getByTestId('viewer-stage').boundingBox())!;
    const cx = s.x + s.width / 2;
    const cy = s.y + s.height / 2;
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });

    // Swipe left → next picture; swipe right → back.
    await touch('touchStart', [{ x: cx + 120, y: cy }]);
    for (let i = 1; i <= 5; i++) await touch('touchMove', [{ x: cx + 120 - i * 50, y: cy + 4 }]);
    await touch('touchEnd', []);
    await expect(counter(page)).toHaveText(/^第 2 张/);
    await touch('touchStart', [{ x: cx - 120, y: cy }]);
    for (let i = 1; i <= 5; i++) await touch('touchMove', [{ x: cx - 120 + i * 50, y: cy }]);
    await touch('touchEnd', []);
    await expect(counter(page)).toHaveText(/^第 1 张/);

    // Pinch out → zoomed in.
    await touch('touchStart', [{ x: cx - 30, y: cy }, { x: cx + 30, y: cy }]);
    for (let i = 1; i <= 5; i++) await touch('touchMove', [{ x: cx - 30 - i * 20, y: cy }, { x: cx + 30 + i * 20, y: cy }]);
    await touch('touchEnd', []);
    await expect.poll(() => scale(page)).toBeGreaterThan(2);
    // Zoomed, a one-finger move pans rather than switching.
    await touch('touchStart', [{ x: cx, y: cy }]);
    for (let i = 1; i <= 4; i++) await touch('touchMove', [{ x: cx - i * 30, y: cy }]);
    await touch('touchEnd', []);
    await expect(counter(page)).toHaveText(/^第 1 张/);
    await page.keyboard.press('0');
    await expect.poll(() => scale(page)).toBe(1);
    // Double tap → zoom in.
    for (let i = 0; i < 2; i++) {
      await touch('touchStart', [{ x: cx, y: cy }]);
      await touch('touchEnd', []);
    }
    await expect.poll(() => scale(page)).toBe(2.5);

    await page.getByRole('button', { name: '关闭图片查看器' }).tap();
    await page.goto('/pin'); // leaving flushes the event queue
    await expect.poll(async () => (await events(device, 'enlarge_img')).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await events(device, 'slide')).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const [enlarge] = await events(device, 'enlarge_img');
    expect(enlarge!.doc_id).toMatch(/^\d+$/);
    expect(enlarge!.spm).toMatch(/详情页\.gallery\.1$/);
    await context.close();
  });

  test('high-quality enlarge: the one-time tip, remembered in hqEnlargeTipConfirmed, then the original size; switch_img arrives', async ({ browser, baseURL }) => {
    const device = `e2ehq${Date.now().toString(36)}`;
    const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
    await pinDevice(context, baseURL!, device);
    const page = await context.newPage();
    await detailWithPictures(page);
    const triggers = page.getByTestId('detail-gallery').locator('[data-viewer-index]');
    await triggers.first().click();
    await page.getByTestId('viewer-hq').click();
    const tip = page.getByTestId('viewer-hq-tip');
    await expect(tip).toContainText('流量');
    await expect(page.getByTestId('viewer-hq-image')).toHaveCount(0);
    const hqResponse = page.waitForResponse((r) => /q_95/.test(r.url()));
    await tip.getByRole('button', { name: '知道了，查看高清图' }).click();
    expect((await hqResponse).status()).toBe(200);
    await expect(page.getByTestId('viewer-hq')).toHaveText('已是高清');
    expect(await page.evaluate(() => localStorage.getItem('hqEnlargeTipConfirmed'))).toBe('true');
    await page.keyboard.press('ArrowRight');

    // Next visit: no tip any more.
    await page.keyboard.press('Escape');
    await page.reload();
    await triggers.nth(1).click();
    await page.getByTestId('viewer-hq').click();
    await expect(page.getByTestId('viewer-hq-tip')).toHaveCount(0);
    await expect(page.getByTestId('viewer-hq-image')).toBeAttached();
    await page.keyboard.press('Escape');
    await page.goto('/pin');
    await expect.poll(async () => (await events(device, 'switch_img')).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await context.close();
  });
});
