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
    // Nothing found among cases: these models are the first screen, so their first pictures load at once.
    const loading = await models.locator('[data-card-media] img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));
    expect(loading.slice(0, 4)).toEqual(loading.slice(0, 4).map(() => 'eager'));
    expect(loading.slice(4).every((l) => l === 'lazy')).toBe(true);
  });

  test('on a phone, the models under an empty case search start in the first screen', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`/classify/0_0_1_0_0_0_${encodeURIComponent('景观廊架')}_0_0_0`);
    // The notice says nothing was found and offers the other types, without the big empty picture.
    const notice = page.getByTestId('empty-state');
    await expect(notice).toContainText('没有找到与“景观廊架”相关的案例');
    await expect(notice.locator('svg')).toHaveCount(0);
    const card = page.getByTestId('search-cross-su').getByTestId('item-card').first();
    await expect(card).toBeVisible();
    const top = (await card.boundingBox())!.y;
    expect(top, 'the first model card starts in the first screen').toBeLessThan(844 - 120);
    await context.close();
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

  test('AI 便宜的沙发模型 announces the budget and lists only sofas within it, or says it relaxed it', async ({ page }) => {
    await page.goto(`/AISearch?q=${encodeURIComponent('便宜的沙发模型')}`);
    const answer = page.getByTestId('ai-answer').first();
    await expect(answer).toContainText('预算「便宜（10元以内）」');
    if (/放宽[^。]*预算/.test((await answer.textContent()) ?? '')) return;
    const cards = await page.getByTestId('ai-results').getByTestId('item-card').allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    // A card's badge says what a download costs: VIP (its single purchase is 19.9 元) or N 设计币 (1 设计币 = 1 元); none when free.
    expect(cards.filter((t) => !t.includes('沙发') || t.includes('VIP') || Number(/(\d+) 设计币/.exec(t)?.[1] ?? 0) > 10)).toEqual([]);
  });

  test('AI 预算5万的北欧客厅: the budget is announced and said plainly to be relaxed (rooms carry no cost)', async ({ page }) => {
    await page.goto(`/AISearch?q=${encodeURIComponent('预算5万的北欧客厅')}`);
    const answer = page.getByTestId('ai-answer').first();
    await expect(answer).toContainText('预算「5万元以内」');
    await expect(answer).toContainText('已放宽预算');
    await expect(page.getByTestId('ai-results').getByTestId('item-card').first()).toBeVisible();
  });

  test('大样图 as cases: only drawings answer; they are shown with a count that their own page lists', async ({ page }) => {
    await page.goto(`/classify/0_0_1_0_0_0_${encodeURIComponent('大样图')}_0_0_0`);
    const drawings = page.getByTestId('search-cross-sgt');
    await expect(drawings).toBeVisible();
    expect(await drawings.getByTestId('item-card').count()).toBeGreaterThan(0);
    const more = drawings.getByRole('link', { name: /查看全部/ });
    const label = (await more.textContent())!;
    const count = /查看全部 (\d+\+?) 个施工图/.exec(label)?.[1];
    expect(count).toBeTruthy();
    // The empty page's kind tab says the same count.
    await expect(page.getByTestId('search-kind-tabs')).toContainText('施工图');
    await more.click();
    await expect(page).toHaveURL(/kind=sgt/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('施工图搜索结果');
    const total = Number((await page.getByTestId('search-total').textContent())!.replace(/[^\d]/g, ''));
    expect(count).toBe(total >= 99 ? '99+' : String(total));
    const cards = await page.getByTestId('item-card').allTextContents();
    expect(cards.length).toBeGreaterThan(0);
  });
});
