import { expect, test } from '@playwright/test';

// Runs once per channel project, each on its own sub-domain (baseURL).
const NAMES: Record<string, string> = {
  interior: '室内',
  architecture: '建筑',
  landscape: '景观',
  student: '学生',
  rendering: '效果图',
};

test('the sub-domain renders its channel', async ({ page }, info) => {
  const channel = info.project.name;
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-channel', channel);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('channel-name')).toContainText(NAMES[channel]);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
});

test('unknown paths answer 404 with the not-found screen', async ({ page }, info) => {
  for (const path of ['/404', '/no/such/page', '/detail_news']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-channel', info.project.name);
  }
});
