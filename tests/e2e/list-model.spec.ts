import { expect, test } from '@playwright/test';
import { waterfallCards } from './support/content';
import { HOME_LATEST_CARDS } from '../../lib/policy';

// Issue 19, one list model: a list that loads more keeps its page links, their summary and the
// address on the last page on screen, so 下一页 never repeats what was shown.
const LIST = '/listPage/pin/new';

test('loading more moves the address, the summary and 下一页 along; the next page repeats nothing', async ({ page }) => {
  await page.goto(LIST);
  const nav = page.getByTestId('pagination');
  const summary = nav.getByTestId('pagination-summary');
  await expect(summary).toHaveText(/^第 1 页，共 (\d+) 页$/);
  const total = Number((await summary.textContent())!.match(/共 (\d+) 页/)![1]);
  expect(total).toBeGreaterThan(2);
  await expect(waterfallCards(page)).toHaveCount(24);

  // Reaching the end of the list loads page 2 below page 1.
  await page.getByTestId('infinite-waterfall').locator('[aria-live="polite"]').scrollIntoViewIfNeeded();
  await expect.poll(() => waterfallCards(page).count()).toBeGreaterThanOrEqual(48);
  await expect(page.getByTestId('infinite-waterfall')).toHaveAttribute('data-status', 'idle');
  await expect(summary).toHaveText(new RegExp(`^第 1–\\d+ 页，共 ${total} 页$`));
  const shownTo = Number((await summary.textContent())!.match(/–(\d+)/)![1]);
  await expect(page).toHaveURL(new RegExp(`${LIST}/${shownTo}$`));
  await expect(nav.locator('a[aria-current="page"]')).toHaveText(String(shownTo));
  const next = nav.locator('a[rel="next"]');
  await expect(next).toHaveAttribute('href', `${LIST}/${shownTo + 1}`);

  // The page 下一页 leads to holds none of the items already on screen.
  const shown = new Set(await waterfallCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id'))));
  await page.goto((await next.getAttribute('href'))!);
  const after = await waterfallCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')));
  expect(after.length).toBeGreaterThan(0);
  expect(after.filter((id) => shown.has(id))).toEqual([]);
  // And its 上一页 leads back to the page before it.
  await expect(page.getByTestId('pagination').locator('a[rel="prev"]')).toHaveAttribute('href', shownTo === 1 ? LIST : `${LIST}/${shownTo}`);
});

test('the list speaks of its pages in Chinese only, once', async ({ page }) => {
  await page.goto(LIST);
  const nav = page.getByTestId('pagination');
  await expect(nav).toHaveAttribute('aria-label', '分页');
  await expect(nav.locator('a[rel="next"]')).toHaveText('下一页');
  await expect(nav.locator('a[aria-label="第 2 页"]')).toHaveAttribute('href', `${LIST}/2`);
  expect(await nav.textContent()).not.toMatch(/[A-Za-z]/);
  // One end line at most, never beside a page summary that says otherwise.
  await expect(page.getByTestId('list-end')).toHaveCount(0);
});

test('a home’s newest items: the first cards in the HTML, the rest of page 1 and then page 2 on scroll, none twice', async ({ page, request }) => {
  // The HTML itself (what a crawler reads) holds the first cards and the link to the full list.
  const html = await (await request.get('/')).text();
  const start = html.indexOf('data-testid="waterfall"');
  expect(html.slice(start, html.indexOf('</ul>', start)).match(/data-testid="item-card"/g)?.length).toBe(HOME_LATEST_CARDS);
  expect(html).toContain('href="/listPage/pin/new/2"');
  await page.goto('/');
  await expect(waterfallCards(page)).toHaveCount(HOME_LATEST_CARDS);
  await page.getByTestId('infinite-waterfall').locator('[aria-live="polite"]').scrollIntoViewIfNeeded();
  // Page 1's other cards come first (the API's page 1 again, what is shown skipped), then page 2.
  await expect.poll(() => waterfallCards(page).count()).toBeGreaterThanOrEqual(24);
  await page.getByTestId('infinite-waterfall').locator('[aria-live="polite"]').scrollIntoViewIfNeeded();
  await expect.poll(() => waterfallCards(page).count()).toBeGreaterThanOrEqual(48);
  const ids = await waterfallCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')));
  expect(new Set(ids).size).toBe(ids.length);
  // The home's own address stays.
  await expect(page).toHaveURL(/\/$/);
});
