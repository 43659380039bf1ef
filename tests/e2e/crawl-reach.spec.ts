import { expect, test } from '@playwright/test';
import { SITE_CHANNELS } from '../../lib/api/contract/channels';
import { SITE_PORT } from './support/content';
import { crawlReach, evenSample, sitemapParts } from './support/crawl';

// Search engines find pages by following links: what the sitemap announces must also be
// reachable by plain <a href> links from the home page within a few clicks (issue 13: ≥ 95 % of
// a sample within 4 clicks; issue 40: ≥ 98 % on every channel). Each channel is crawled as its
// own host, following only links on that host, from its `/`; the sample is spread over every
// sitemap file of the channel. The crawl stops as soon as every sampled URL is found.
test.describe.configure({ timeout: 900_000 });

const SAMPLE = 200;
/** At least this many URLs of every sitemap file (the small ones: pages, designers) are in the sample. */
const PER_PART = 10;
const MAX_CLICKS = 4;
const FETCH_BUDGET = 2500;
const GOAL = 0.98;
const ORIGIN = `http://127.0.0.1:${SITE_PORT}`;

for (const channel of SITE_CHANNELS) {
  test(`≥ 98 % of sampled sitemap URLs are within 4 clicks of the ${channel} home`, async () => {
    const host = `${channel}.localhost:${SITE_PORT}`;
    const parts = await sitemapParts(ORIGIN, host);
    const total = parts.reduce((n, p) => n + p.paths.length, 0);
    expect(total, channel).toBeGreaterThan(100);
    const sample = parts.flatMap((p) => evenSample(p.paths, Math.max(PER_PART, Math.round((SAMPLE * p.paths.length) / total))));
    const result = await crawlReach({ origin: ORIGIN, host, targets: sample, maxDepth: MAX_CLICKS, budget: FETCH_BUDGET, concurrency: 4 });
    const share = result.found.size / sample.length;
    const byDepth = [1, 2, 3, 4].map((d) => [...result.found.values()].filter((x) => x === d).length).join('/');
    test.info().annotations.push({ type: 'reach', description: `${channel}: ${(share * 100).toFixed(1)} % of ${sample.length} (from ${parts.length} sitemaps, ${total} URLs) within ${MAX_CLICKS} clicks (at 1/2/3/4 clicks: ${byDepth}), ${result.fetched} pages fetched; missing: ${result.missing.slice(0, 10).join(' ')}` });
    expect(share, `${channel} missing: ${result.missing.join(' ')}`).toBeGreaterThanOrEqual(GOAL);
  });
}

test('every topic family and topic is linked from the topics index, which the footer links', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: '设计专题' }).click();
  await expect(page).toHaveURL(/\/jhy$/);
  await expect(page.getByRole('heading', { level: 1, name: '设计专题' })).toBeVisible();
  const families = page.getByTestId('topic-families').getByRole('link');
  await expect(families).toHaveCount(6);
  const first = page.getByTestId('topic-list').getByRole('link').first();
  const title = (await first.textContent())!.replace(/（.*）$/, '');
  await first.click();
  await expect(page).toHaveURL(/\/jhy\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '设计专题' })).toBeVisible();
});

test('a home case links the topics it belongs to, and a search for a space lists its topics', async ({ page }) => {
  await page.goto('/classify/10200');
  await page.getByTestId('classify').locator('a[href^="/detail_news/"]').first().click();
  const topics = page.getByTestId('related-topics');
  await expect(topics.getByRole('link').first()).toBeVisible();
  await expect(topics.getByRole('link', { name: /全部专题/ })).toHaveAttribute('href', '/jhy');
  await page.goto(`/classify/0_0_1_0_0_0_${encodeURIComponent('客厅')}_0_0_0`);
  const searchTopics = page.getByTestId('related-topics').getByRole('link').filter({ hasText: '客厅' });
  await expect(searchTopics.first()).toBeVisible();
});
