import { expect, test, type Page } from '@playwright/test';
import { categoryHref, classifyHref, searchHref, searchUrl } from '../../../lib/content/classify-param';
import { canonicalPath, waterfallCards } from '../support/content';

// Runs once per channel project, each on its own sub-domain (issue 13: no dead ends).

/** The words designers type most, in hanzi and in pinyin. */
const SPACE_WORDS = ['客厅', '卧室', '厨房', '儿童房', 'keting', 'woshi', 'chufang', 'ertongfang'];
/** A word only inspiration pictures and sets have (no case contains it). */
const NO_CASE_WORD = '背景墙';

async function searchTotal(page: Page): Promise<number> {
  const text = await page.getByTestId('search-total').textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

test('type-1 search for the space words and their pinyin lists at least 10 cases', async ({ page }) => {
  for (const word of SPACE_WORDS) {
    const res = await page.goto(searchHref(word));
    expect(res?.status(), word).toBe(200);
    expect(await searchTotal(page), word).toBeGreaterThanOrEqual(10);
    expect(await waterfallCards(page).count(), word).toBeGreaterThanOrEqual(10);
    await expect(waterfallCards(page).first().locator('a').first()).toHaveAttribute('href', /^\/detail_news\/detail\/\d+\/case$/);
  }
});

test('the header search writes the classify search URL and a found case lists its spaces', async ({ page }) => {
  await page.goto('/');
  // Type 1 (案例); the rendering channel's default is 效果图 (docs/channels.md).
  await page.getByRole('combobox', { name: '搜索类型' }).selectOption('1');
  const box = page.getByRole('combobox', { name: '搜索关键词' });
  await box.fill('儿童房');
  await box.press('Enter');
  await page.waitForURL((u) => u.pathname === searchHref('儿童房'));
  await waterfallCards(page).first().locator('a').first().click();
  await page.waitForURL(/\/detail_news\/detail\/\d+\/case$/);
  await expect(page.getByTestId('detail-facts')).toContainText('空间');
  await expect(page.getByTestId('detail-facts')).toContainText('儿童房');
});

test('a kind with no hits offers the other kinds’ counts as tabs, one click away', async ({ page }) => {
  const res = await page.goto(searchHref(NO_CASE_WORD));
  expect(res?.status()).toBe(200);
  const tabs = page.getByTestId('search-kind-tabs');
  await expect(tabs).toBeVisible();
  await expect(tabs.locator('a[aria-current="page"]')).toHaveText(/^案例\s*0$/);
  const pin = tabs.getByRole('link', { name: /灵感图片/ });
  const shown = Number((await pin.textContent())!.replace(/\D/g, ''));
  expect(shown).toBeGreaterThan(0);
  await pin.click();
  await page.waitForURL((u) => u.pathname.startsWith('/searchCase/') && u.searchParams.get('searchType') === '0');
  // The count on the tab is the count of the page it opens (the API caps counts at 99).
  expect(Math.min(await searchTotal(page), 99)).toBe(shown);
  expect(await waterfallCards(page).count()).toBeGreaterThan(0);
});

test('/classify/0 (every category, what clearing the filters gives) lists every case', async ({ page }) => {
  const res = await page.goto(categoryHref());
  expect(res?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('全部案例');
  expect(await canonicalPath(page)).toBe('/classify/0');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
  expect(await waterfallCards(page).count()).toBeGreaterThanOrEqual(10);
  const categories = page.getByTestId('classify-categories');
  await expect(categories.locator('a[aria-current="page"]')).toHaveText('全部');
  // A category's 全部 chip leads back here.
  await categories.locator('a').nth(1).click();
  await page.waitForURL(/\/classify\/\d+$/);
  await page.getByTestId('classify-categories').getByRole('link', { name: '全部', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/classify/0');
  // Longer spellings redirect to the short one.
  await page.goto('/classify/0_0_1');
  expect(new URL(page.url()).pathname).toBe('/classify/0');
});

test('the search title names the sort the results use', async ({ page }) => {
  await page.goto(classifyHref(searchUrl('客厅'), { sort: 'new' }));
  await expect(page).toHaveTitle(/“客厅”案例搜索结果（最新）/);
  expect(await page.title()).not.toContain('最热');
  await page.goto(classifyHref(searchUrl('客厅'), { sort: 'download' }));
  await expect(page).toHaveTitle(/（最多下载）/);
  await page.goto(searchHref('客厅'));
  await expect(page).toHaveTitle(/“客厅”案例搜索结果(?!（)/);
  // The sort links write the same URLs.
  await page.getByRole('navigation', { name: '筛选条件' }).getByRole('link', { name: '最新' }).click();
  await page.waitForURL((u) => u.pathname === classifyHref(searchUrl('客厅'), { sort: 'new' }));
  await expect(page).toHaveTitle(/（最新）/);
});
