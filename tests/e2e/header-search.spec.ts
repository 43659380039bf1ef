import { expect, test } from '@playwright/test';

test.describe('header search', () => {
  test('type 1 + Enter lands on the classify search path', async ({ page }) => {
    await page.goto('/');
    const input = page.getByRole('combobox', { name: '搜索关键词' });
    await input.fill('北欧客厅');
    await input.press('Enter');
    await page.waitForURL(/\/classify\//);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/classify/0_0_1_0_0_0_北欧客厅_0_0_0');
  });

  test('types 2 and 4 reach /searchCase with their searchType', async ({ page }) => {
    for (const [type, searchType] of [
      ['2', '0'],
      ['4', '1'],
    ]) {
      await page.goto('/');
      await page.getByLabel('搜索类型').selectOption(type);
      const input = page.getByRole('combobox', { name: '搜索关键词' });
      await input.fill('酒店');
      await input.press('Enter');
      await page.waitForURL(/\/searchCase\//);
      const url = new URL(page.url());
      expect(decodeURIComponent(url.pathname)).toBe('/searchCase/酒店');
      expect(url.searchParams.get('searchType')).toBe(searchType);
    }
  });

  test('type 3 opens the rendering-image site in a new tab with st=21', async ({ page, context }) => {
    await page.goto('/');
    // The new tab is the island's (window.open): before hydration, Enter submits the plain form in
    // this tab (the no-JavaScript test below), so wait until React has taken over the document.
    await expect.poll(() => page.evaluate(() => Object.keys(document.body).some((k) => k.startsWith('__react')))).toBe(true);
    // The external site is not reachable from the test machine: answer it locally.
    await context.route(/st=21/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>ok</title>' }));
    await page.getByLabel('搜索类型').selectOption('3');
    const input = page.getByRole('combobox', { name: '搜索关键词' });
    await input.fill('客厅');
    const [popup] = await Promise.all([context.waitForEvent('page'), input.press('Enter')]);
    const url = new URL(popup.url());
    expect(url.searchParams.get('st')).toBe('21');
    expect(url.toString()).toContain(encodeURIComponent('客厅'));
  });

  test('without JavaScript the form still reaches the target', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('combobox', { name: '搜索关键词' }).fill('庭院');
    // The header's own button: a search-led home (newerHomeCutUser 0) has a second search form.
    await page.getByRole('banner').getByRole('button', { name: '搜索', exact: true }).click();
    await page.waitForURL(/\/classify\//);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/classify/0_0_1_0_0_0_庭院_0_0_0');
    await context.close();
  });
});
