import QRCode from 'qrcode';
import { expect, test, type Page } from '@playwright/test';
import { itemHref } from '../../lib/content/item-href';
import { QR_SVG_OPTIONS } from '../../components/login/qr-image';
import { loginNewAccount, orders, pickItem } from './support/account';

// Issue 35 "Pay on a phone": a phone pays through a button that opens the cashier (the payment
// app's page) on the site's own host and comes back to the item with the download under way; a
// computer keeps the QR, which encodes an address a phone can reach (never the API's loopback).
const SLOW = 30_000;
test.describe.configure({ timeout: 150_000 });

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const API_PORT = process.env.API_PORT ?? '4000';

/** The cashier address is the site's own host through its forwarder. */
function expectReachable(url: string, page: Page) {
  const u = new URL(url);
  expect(u.origin).toBe(new URL(page.url()).origin);
  expect(u.pathname).toBe('/api-gw/cashier');
  expect(url).not.toMatch(new RegExp(`127\\.0\\.0\\.1|:${API_PORT}/`));
}

/** Nothing wider than the screen (no sideways scrolling). */
async function expectFits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true });

  test('a member buys from a VIP model through the cashier button, comes back, and the download starts', async ({ page }) => {
    const item = await pickItem(page, '3d', true);
    await loginNewAccount(page);
    const href = itemHref({ id: item.id, kind: '3d' });
    await page.goto(href);
    const panel = page.getByTestId('download-panel');
    const locked = panel.getByRole('button', { name: /开通会员下载|购买下载/ }).first();
    await expect(locked).toBeEnabled({ timeout: SLOW });
    await locked.click();

    const dialog = page.getByRole('dialog');
    const submit = dialog.getByTestId('pay-submit');
    await expect(submit).toBeEnabled({ timeout: SLOW });
    await submit.click();
    // The phone gets a button, not a QR it cannot scan with itself.
    const open = dialog.getByTestId('pay-open-cashier');
    await expect(open).toBeVisible({ timeout: SLOW });
    await expect(dialog.getByTestId('pay-qr-image')).toHaveCount(0);
    expectReachable((await open.getAttribute('href'))!, page);
    await open.click();

    // The cashier, at 390 px, in words that fit a phone.
    await page.waitForURL(/\/api-gw\/cashier\?/);
    await expect(page.getByRole('heading', { name: '确认付款' })).toBeVisible();
    await expectFits(page, 390);
    await expect(page.getByText(/电脑/)).toHaveCount(0);
    await page.getByRole('button', { name: /确认支付/ }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expectFits(page, 390);
    await expect(page.getByText(/电脑/)).toHaveCount(0);

    // Back on the item: the checkout shows the result and the download waiting for it starts.
    const downloading = page.waitForEvent('download', { timeout: 90_000 });
    await page.getByRole('link', { name: '完成，返回原页面' }).click();
    await page.waitForURL((u) => u.pathname === href);
    await expect(page.getByRole('dialog').getByText(/支付成功/)).toBeVisible({ timeout: SLOW });
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    await expect(panel.getByRole('status')).toContainText('已开始下载');
    // The order's mark is off the address (a reload does not resume it), and it was paid once.
    expect(new URL(page.url()).searchParams.has('payOrder')).toBe(false);
    expect((await orders(page)).filter((o) => o.status === 'paid')).toHaveLength(1);
  });
});

test('on a computer the QR still shows, and encodes the cashier on the site’s own host', async ({ page, browser }) => {
  await loginNewAccount(page);
  await page.goto('/');
  await page.getByTestId('account-avatar').first().click();
  await page.getByRole('menuitem', { name: '开通会员' }).click();
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByTestId('pay-submit');
  await expect(submit).toBeEnabled({ timeout: SLOW });
  await submit.click();
  const img = dialog.getByTestId('pay-qr-image');
  await expect(img).toBeVisible({ timeout: SLOW });
  await expect(dialog.getByTestId('pay-open-cashier')).toHaveCount(0);
  const url = (await img.getAttribute('data-url'))!;
  expectReachable(url, page);
  // The image encodes exactly this address (drawn by qrcode with the site's options).
  expect(decodeURIComponent((await img.getAttribute('src'))!.split(',')[1]!)).toBe(await QRCode.toString(url, QR_SVG_OPTIONS));

  // A phone that scans it (its own browser, no cookies of the computer) pays there.
  const phoneContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(url);
  await expectFits(phone, 390);
  await phone.getByRole('button', { name: /确认支付/ }).click();
  await expect(phone.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(phone.getByText('回到下单的页面即可继续。')).toBeVisible();
  await phoneContext.close();
  await expect(dialog.getByText(/支付成功/)).toBeVisible({ timeout: SLOW });
});
