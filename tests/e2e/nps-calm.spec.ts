import { expect, test, type Page } from '@playwright/test';
import { itemHref } from '../../lib/content/item-href';
import { loginNewAccount, pickItem } from './support/account';
import { submitPasswordLogin } from './support/login-ui';

// Issue 35 part 4: the survey waits for a calm moment. The visitor here is returning and engaged
// (first seen two days ago, ten page views), so only the page's state keeps the survey away.
test.describe.configure({ timeout: 150_000 });

async function returningVisitor(page: Page) {
  await page.clock.install();
  await page.addInitScript(() => {
    if (!localStorage.getItem('npsSurvey')) localStorage.setItem('npsSurvey', JSON.stringify({ views: 10, firstSeenAt: Date.now() - 2 * 24 * 3600_000 }));
  });
}

const survey = (page: Page) => page.getByTestId('nps-dialog');
const views = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('npsSurvey') ?? '{}').views as number);

test('the survey never opens while a slow login is under way, and does once the page is calm', async ({ page }) => {
  await returningVisitor(page);
  // The password login answers after 4 s of real time, during which the page's clock runs a minute.
  await page.route('**/api-gw/login/loginByPsw**', async (route) => {
    await new Promise((r) => setTimeout(r, 4000));
    await route.continue();
  });
  await page.goto('/pin');
  await expect.poll(() => views(page)).toBe(11);
  await submitPasswordLogin(page, '13800000001');
  await page.clock.runFor(60_000);
  await expect(survey(page)).toHaveCount(0);
  await expect(page.getByTestId('account-avatar')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: /登录/ })).toHaveCount(0);
  // Calm from now on: it appears after the calm period (8 s), not before.
  await page.clock.runFor(3_000);
  await expect(survey(page)).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect(survey(page)).toBeVisible();
});

test('the survey never opens during a payment or the download it unlocks', async ({ page }) => {
  const item = await pickItem(page, '3d', true);
  await loginNewAccount(page);
  await returningVisitor(page);
  await page.goto(itemHref({ id: item.id, kind: '3d' }));
  await expect.poll(() => views(page)).toBe(11);
  const button = page.getByTestId('download-panel').getByRole('button', { name: /开通会员下载/ });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('pay-submit').click();
  await expect(page.getByTestId('pay-qr-image')).toBeVisible({ timeout: 30_000 });
  await page.clock.runFor(60_000);
  await expect(survey(page)).toHaveCount(0);

  // The phone pays; the modal's status polling runs on the page's clock.
  const url = (await page.getByTestId('pay-qr-image').getAttribute('data-url'))!;
  const phone = await page.context().newPage();
  await phone.goto(url);
  await phone.getByRole('button', { name: /确认支付/ }).click();
  await expect(phone.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await phone.close();
  const downloading = page.waitForEvent('download', { timeout: 90_000 });
  await expect
    .poll(
      async () => {
        await page.clock.runFor(2_000);
        return dialog.getByText('支付成功，权益已到账').isVisible();
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await expect(survey(page)).toHaveCount(0);
  await dialog.getByRole('button', { name: '继续下载' }).click();
  await downloading;
  await expect(page.getByTestId('pay-qr-image')).toHaveCount(0);
  // The browser is fetching the file: a minute of quiet, then the survey may come.
  await page.clock.runFor(45_000);
  await expect(survey(page)).toHaveCount(0);
  await page.clock.runFor(30_000);
  await expect(survey(page)).toBeVisible();
});
