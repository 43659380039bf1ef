import { expect, test, type Page } from '@playwright/test';
import { loginNewAccount } from './support/account';
import { submitPasswordLogin } from './support/login-ui';

// Issue 11 (collect): from a card and from a detail, optimistic with undo, folders managed in
// /personal, a public folder's own page, and a visitor's collect completed after the login.
test.describe.configure({ timeout: 120_000 });

const firstCard = (page: Page) => page.getByTestId('item-card').first();

test('a member collects from a card, undoes an uncollect, and the state survives a reload', async ({ page }) => {
  await page.goto('/');
  await loginNewAccount(page);
  await page.goto('/classify/10200');
  const button = firstCard(page).getByTestId('collect-button');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('collect-notice')).toContainText('已收藏到默认收藏夹');
  await page.reload();
  await expect(firstCard(page).getByTestId('collect-button')).toHaveAttribute('aria-pressed', 'true');
  // Uncollect with the keyboard, then undo.
  await firstCard(page).getByTestId('collect-button').focus();
  await page.keyboard.press('Enter');
  await expect(firstCard(page).getByTestId('collect-button')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('collect-notice').getByRole('button', { name: '撤销' }).click();
  await expect(firstCard(page).getByTestId('collect-button')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(firstCard(page).getByTestId('collect-button')).toHaveAttribute('aria-pressed', 'true');
});

test('a detail collects into a new folder; /personal moves it and publishes the folder, whose page lists it', async ({ page }) => {
  await page.goto('/');
  await loginNewAccount(page);
  await page.goto('/classify/10200');
  const title = (await firstCard(page).locator('h2, h3').first().textContent())!.trim();
  await firstCard(page).locator('a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const panel = page.getByTestId('collect-panel');
  await panel.getByRole('button', { name: '收藏夹…' }).click();
  const folders = page.getByTestId('collect-folders');
  await expect(folders.getByRole('checkbox')).toHaveCount(1);
  await folders.getByLabel('新收藏夹名称').fill('客厅灵感');
  await folders.getByRole('button', { name: '新建并收藏' }).click();
  await expect(folders.getByRole('checkbox', { name: /客厅灵感/ })).toBeChecked();
  await expect(panel.getByTestId('collect-button')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/personal');
  const section = page.getByTestId('personal-collections');
  const row = section.getByTestId('collect-folder').filter({ hasText: '客厅灵感' });
  await expect(row).toContainText('1 个内容');
  await row.getByRole('button', { name: '查看 客厅灵感' }).click();
  await expect(row.getByTestId('collect-folder-items')).toContainText(title);
  // Publish it and open its public page (a fresh visitor can read it).
  await row.getByRole('switch').click();
  await expect(row.getByRole('link', { name: '公开页面' })).toBeVisible();
  const href = await row.getByRole('link', { name: '公开页面' }).getAttribute('href');
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(new URL(href!, page.url()).href);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('客厅灵感');
  await expect(visitor.getByTestId('item-card')).toHaveCount(1);
  await visitor.close();
  // Move it to the default folder: the folder empties, the default one holds it.
  await row.getByRole('combobox', { name: /移动到/ }).click();
  await page.locator('.ant-select-item-option', { hasText: '默认收藏夹' }).click();
  await expect(row).toContainText('0 个内容');
  await expect(section.getByTestId('collect-folder').filter({ hasText: '默认收藏夹' })).toContainText('1 个内容');
});

test('a visitor who clicks collect logs in, and the collect completes', async ({ page }) => {
  await page.goto('/classify/10300');
  await firstCard(page).getByTestId('collect-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await submitPasswordLogin(page, '13800000002', 'Design2025', false);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(firstCard(page).getByTestId('collect-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('collect-notice')).toContainText(/已收藏|已在你的收藏中/);
});
