import { expect, test } from '@playwright/test';

// Issue 37: search finds what a designer means (docs/search.md "Ranking").
test.describe('search by what an item is', () => {
  test('景观廊架 as cases: no case is a pergola, so the page shows the landscape pergola models', async ({ page }) => {
    await page.goto(`/classify/0_0_1_0_0_0_${encodeURIComponent('景观廊架')}_0_0_0`);
    const models = page.getByTestId('search-cross-su');
    await expect(models).toBeVisible();
    const titles = await models.getByTestId('item-card').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((t) => !t.includes('廊架'))).toEqual([]);
  });

  test('新中式茶室 as 灵感图片: the tab count agrees with the heading', async ({ page }) => {
    await page.goto(`/searchCase/${encodeURIComponent('新中式茶室')}?searchType=0`);
    const total = Number((await page.getByTestId('search-total').textContent())!.replace(/[^\d]/g, ''));
    // The scope tabs, or — nothing here but hits elsewhere — the kind tabs: either way the current tab's count.
    const tab = page.getByRole('list', { name: '搜索范围' }).locator('a[aria-current="page"]');
    await expect(tab).toContainText('灵感图片');
    const count = (await tab.textContent())!.replace('灵感图片', '').trim();
    expect(count).toBe(total >= 99 ? '99+' : String(total));
  });

  test('客厅沙发 as cases reaches the sofa models on the same page', async ({ page }) => {
    await page.goto(`/classify/0_0_1_0_0_0_${encodeURIComponent('客厅沙发')}_0_0_0`);
    const sofas = page.getByTestId('search-cross-3d');
    await expect(sofas).toBeVisible();
    // The sofas come first among the 3D models (the head word 沙发 names them).
    const titles = await sofas.getByTestId('item-card').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.slice(0, 2).filter((t) => !t.includes('沙发'))).toEqual([]);
  });

  test('AI 北欧客厅 returns 北欧 rooms only, or says it relaxed the style', async ({ page }) => {
    await page.goto(`/AISearch?q=${encodeURIComponent('北欧客厅')}`);
    const answer = page.getByTestId('ai-answer').first();
    await expect(answer).toContainText('风格「北欧」');
    if (!/放宽[^。]*风格/.test((await answer.textContent()) ?? '')) {
      const titles = await page.getByTestId('ai-results').getByTestId('item-card').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.filter((t) => !t.includes('北欧'))).toEqual([]);
    }
  });
});
