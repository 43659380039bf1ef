import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { itemHref } from '../../lib/content/item-href';
import { loginByPassword, loginNewAccount, orders, pickItem } from './support/account';
import { submitPasswordLogin } from './support/login-ui';

// Downloads, VIP and the payment centre (issue 10) against the reference API: the cashier page
// behind the payment QR is a real page of the API, so a second page plays the phone that scans.
const SLOW = 30_000;
test.describe.configure({ timeout: 150_000 });

/** The panel's button, once the viewer's rights are known. */
async function downloadButton(page: Page, name: RegExp) {
  const button = page.getByTestId('download-panel').getByRole('button', { name });
  await expect(button).toBeEnabled({ timeout: SLOW });
  return button;
}

/** The downloaded file's bytes equal the size HEAD reports for the item's file. */
async function expectSizeMatchesHead(page: Page, itemId: number, file: string) {
  const info = (await (await page.request.get(`/api-gw/case/api/download/info?itemId=${itemId}`)).json()) as { data: { headPath: string } };
  const head = await page.request.head(`http://localhost:${process.env.API_PORT ?? 4000}${info.data.headPath}`);
  expect(head.status()).toBe(200);
  expect(fs.statSync(file).size).toBe(Number(head.headers()['content-length']));
}

/** Opens the payment QR's address in another page (the phone) and confirms the payment. */
async function payFromPhone(page: Page) {
  const qr = page.getByTestId('pay-qr-image');
  await expect(qr).toBeVisible({ timeout: SLOW });
  const url = (await qr.getAttribute('data-url'))!;
  const phone = await page.context().newPage();
  await phone.goto(url);
  await phone.getByRole('button', { name: /确认支付/ }).click();
  await expect(phone.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await phone.close();
  await page.bringToFront();
}

test('a member buys joint VIP from a VIP model, the download continues by itself, and the file matches its HEAD size', async ({ page }) => {
  const item = await pickItem(page, '3d', true);
  await loginNewAccount(page);
  await page.goto(itemHref({ id: item.id, kind: '3d' }));
  // A size, or 大小未知 before anyone's first download built the pack (HEAD never builds: issue 36).
  await expect(page.getByTestId('download-size')).toHaveText(/\d+(\.\d+)?\s?(KB|MB|B)|大小未知/, { timeout: SLOW });
  await (await downloadButton(page, /开通会员下载/)).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: '联合会员', selected: true })).toBeVisible({ timeout: SLOW });
  await expect(dialog.getByRole('tab', { name: '单独购买' })).toBeVisible();
  await dialog.getByTestId('pay-submit').click();
  // The download waiting for the payment may start by itself as soon as the rights arrive,
  // before 继续下载 is pressed: listen from before the payment.
  const downloading = page.waitForEvent('download', { timeout: 90_000 });
  await payFromPhone(page);

  await expect(dialog.getByText('支付成功，权益已到账')).toBeVisible({ timeout: SLOW });
  await dialog.getByRole('button', { name: '继续下载' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  await expectSizeMatchesHead(page, item.id, (await download.path())!);
  await expect(page.getByTestId('download-panel').getByRole('status')).toContainText('已开始下载');

  const mine = await orders(page);
  expect(mine.filter((o) => o.status === 'paid')).toHaveLength(1);
  // The account now says so: the header menu offers renewal, /personal lists the order and the download.
  await page.goto('/personal');
  await expect(page.getByText('联合会员').first()).toBeVisible({ timeout: SLOW });
  await expect(page.getByTestId('order-list')).toContainText('已支付');
  await expect(page.getByTestId('download-history')).toContainText(item.title);
});

test('a visitor who clicks download logs in, and the download of a free model starts after the login', async ({ page }) => {
  const item = await pickItem(page, 'su', false);
  await page.goto(itemHref({ id: item.id, kind: 'su' }));
  await (await downloadButton(page, /立即下载/)).click();
  const downloading = page.waitForEvent('download', { timeout: SLOW });
  await submitPasswordLogin(page, '13800000002', undefined, false);
  const download = await downloading;
  await expectSizeMatchesHead(page, item.id, (await download.path())!);
});

test('a VIP downloads a VIP texture at once, and downloading it again is free and says so', async ({ page }) => {
  const item = await pickItem(page, 'tietu', true);
  await loginByPassword(page, '13800000001');
  await page.goto(itemHref({ id: item.id, kind: 'tietu' }));
  await expect(page.getByTestId('download-panel')).toContainText('会员权益，免费下载', { timeout: SLOW });
  for (const expected of [/已开始下载|本次免费重新下载/, /本次免费重新下载/]) {
    const downloading = page.waitForEvent('download', { timeout: SLOW });
    await (await downloadButton(page, /立即下载/)).click();
    await downloading;
    await expect(page.getByTestId('download-panel').getByRole('status')).toContainText(expected);
  }
});

test('a double click on pay makes one order, and an expired QR is replaced by a new order', async ({ page }) => {
  await page.clock.install();
  await loginNewAccount(page);
  await page.goto('/');
  await page.getByTestId('account-avatar').first().click();
  await page.getByRole('menuitem', { name: '开通会员' }).click();
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByTestId('pay-submit');
  await expect(submit).toBeEnabled({ timeout: SLOW });
  await submit.dblclick();
  await expect(dialog.getByTestId('pay-qr-image')).toBeVisible({ timeout: SLOW });
  const first = await orders(page);
  expect(first).toHaveLength(1);

  // Sixteen minutes later the order's 15 minutes are over.
  await page.clock.fastForward('16:00');
  await expect(dialog.getByText('二维码已过期')).toBeVisible({ timeout: SLOW });
  // Back to the API's clock (it never moved), so the new order's 15 minutes count from now.
  await page.clock.setSystemTime(Date.now());
  await dialog.getByRole('button', { name: '重新获取二维码' }).click();
  await expect(dialog.getByTestId('pay-qr-image')).toBeVisible({ timeout: SLOW });
  const second = await orders(page);
  expect(second).toHaveLength(2);
  expect(second.find((o) => o.orderId === first[0].orderId)?.status).not.toBe('paid');
});
