import type { Page } from '@playwright/test';

/** Opens the login modal from the header, or uses the open one, and submits the password form. */
export async function submitPasswordLogin(page: Page, phone: string, password = 'Design2025', open = true): Promise<void> {
  if (open) await page.getByRole('button', { name: '登录 / 注册' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  const form = dialog.locator('form#password-login');
  await form.getByLabel('手机号').fill(phone);
  await form.getByLabel('密码').fill(password);
  await form.getByRole('button', { name: /^登\s?录$/ }).click();
}
