import { expect, test, type Page } from '@playwright/test';
import { canonicalPath, CHANNELS, chipLabels, expectNotFound, expectRealCards, jsonLd, on, open } from './support/content';
import { HOME_LATEST_CARDS } from '../../lib/policy';

// The core content screens of issue 4, against the production build and the seeded reference API.

const HOMES: [string, string, string][] = [
  ['/', '发现好设计', 'pin'],
  ['/news', '全球案例', 'case'],
  ['/3d', '3D模型', '3d'],
  ['/su', 'SU模型', 'su'],
  ['/pin', '灵感图库', 'pin'],
  ['/tietu', '贴图', 'tietu'],
  ['/sgt', 'CAD施工图', 'sgt'],
  ['/wenben', '方案文本', 'wenben'],
];

/** The first category link of the /news home (a real case category id). */
async function firstCategory(page: Page): Promise<string> {
  await page.goto('/news');
  return (await page.getByTestId('home-categories').locator('a').first().getAttribute('href'))!;
}

test.describe('channel homes', () => {
  for (const ch of CHANNELS) {
    test(`every home renders its feed and waterfall on ${ch.name}`, async ({ page }) => {
      test.setTimeout(120_000); // eight first renders in one test
      for (const [path, title, kind] of HOMES) {
        await open(page, ch.url(path), ch.name);
        await expect(page.locator('h1')).toHaveText(title);
        await expect(page.getByTestId('banner-hero').locator('img').first()).toHaveAttribute('fetchpriority', 'high');
        expect(await page.getByTestId('home-section').count(), path).toBeGreaterThan(0);
        // The HTML holds the first cards of the newest items (issue 40); the rest load on scroll.
        await expectRealCards(page.getByTestId('waterfall'), HOME_LATEST_CARDS);
        await expect(page.getByTestId('pagination').getByRole('link', { name: '下一页' })).toHaveAttribute('href', `/listPage/${kind}/new/2`);
        expect(await canonicalPath(page)).toBe(path);
      }
    });
  }
});

test('day update lists the last 30 days with relative labels on two channels', async ({ page }) => {
  for (const ch of CHANNELS) {
    await open(page, ch.url('/dayUpdate'), ch.name);
    await expect(page.locator('h1')).toContainText('每日更新 · 今天');
    const days = page.getByTestId('day-list').locator('a');
    await expect(days).toHaveCount(30);
    await expect(days.first()).toHaveAttribute('aria-current', 'page');
    expect(await chipLabels(page.getByTestId('day-list'))).toEqual(expect.arrayContaining(['今天', '昨天', '前天']));
    await expectRealCards(page, 1);
    // SPEC §9 relative label, swapped in after hydration.
    await expect(page.locator('[data-testid="item-card"] time').first()).toHaveText(/刚刚更新|\d+分钟前|\d+小时前/);
  }
  const yesterday = await page.getByTestId('day-list').locator('a').nth(1).getAttribute('href');
  await open(page, yesterday!);
  await expect(page.locator('h1')).toContainText('昨天');
});

test.describe('category and search pages', () => {
  test('a category renders its cards, filters, canonical and JSON-LD on two channels', async ({ page }) => {
    const href = await firstCategory(page);
    for (const ch of CHANNELS) {
      await open(page, ch.url(href), ch.name);
      await expect(page.getByTestId('classify-summary')).toContainText(/共 \d+ 个案例/);
      await expectRealCards(page, 12);
      expect(await canonicalPath(page)).toBe(href);
      const crumbs = (await jsonLd(page)).find((n) => n['@type'] === 'BreadcrumbList');
      expect(crumbs).toBeTruthy();
      await expect(page.getByTestId('classify-subcategories').locator('a').first()).toHaveAttribute('aria-current', 'page');
    }
    // Page 2 is its own URL with its own title and canonical.
    const title1 = await page.title();
    await page.getByTestId('pagination').getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(new RegExp(`${href}_0_2$`));
    // The client navigation changes the URL before the streamed metadata sets the title.
    await expect(page).not.toHaveTitle(title1);
    expect(await canonicalPath(page)).toBe(`${href}_0_2`);
    // A sub category narrows the list.
    const sub = page.getByTestId('classify-subcategories').locator('a').nth(1);
    const subHref = (await sub.getAttribute('href'))!;
    await sub.click();
    await expect(page).toHaveURL(new RegExp(`${subHref}$`));
    await expectRealCards(page, 1);
  });

  test('text instead of ids is a search page: escaped, not indexed', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const evil = '<img src=x onerror=alert(1)>';
    await open(page, `/classify/0_0_1_0_0_0_${encodeURIComponent(evil)}_0_0_0`);
    // The search UI itself belongs to the search screens; here: the text is shown as text.
    await expect(page.locator('h1')).toContainText(`“${evil}”`);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await jsonLd(page); // raw '<' never reaches the JSON-LD
    expect(dialogs).toBe(0);
    // A word from a real case title finds that case.
    await page.goto('/news');
    const caseTitle = (await page.getByTestId('waterfall').locator('h3').first().textContent())!.slice(0, 2);
    await open(page, `/classify/0_0_1_0_0_0_${encodeURIComponent(caseTitle)}_0_0_0`);
    await expectRealCards(page, 1);
    // A bare word redirects to the search form.
    await page.goto(`/classify/${encodeURIComponent(caseTitle)}`);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/classify/0_0_1_0_0_0_${caseTitle}_0_0_0`);
  });
});

test.describe('new case home', () => {
  const ARCHITECTURE = ['建筑', '家居空间', '酒店民宿', '商业', '餐饮', '娱乐', '教育', '医疗', '办公', '公共', '微空间', '临时空间', '改造空间', '景观'];
  const LANDSCAPE = ['景观', ...ARCHITECTURE.slice(1, -1), '建筑'];

  test('reorders the case categories on architecture and landscape hosts (SPEC §3)', async ({ page }) => {
    await open(page, '/caseNewHome/0', 'architecture');
    const arch = (await chipLabels(page.getByTestId('case-categories'))).slice(1);
    expect(arch.slice(0, ARCHITECTURE.length)).toEqual(ARCHITECTURE);
    expect(arch.length).toBeGreaterThan(ARCHITECTURE.length); // unlisted names follow
    await open(page, on('landscape', '/caseNewHome/0'), 'landscape');
    const land = (await chipLabels(page.getByTestId('case-categories'))).slice(1);
    expect(land.slice(0, LANDSCAPE.length)).toEqual(LANDSCAPE);
    expect(land.slice(LANDSCAPE.length)).toEqual(arch.slice(ARCHITECTURE.length));
    // The sections follow the same order.
    await expect(page.getByTestId('case-section').first().locator('h2')).toHaveText('景观');
  });

  test('a category renders its sub-category sections on two channels', async ({ page }) => {
    for (const ch of CHANNELS) {
      await open(page, ch.url('/caseNewHome/0'), ch.name);
      await page.getByTestId('case-categories').locator('a').nth(1).click();
      await expect(page).toHaveURL(/\/caseNewHome\/[1-9]\d*$/);
      await expect(page.getByTestId('case-categories').locator('[aria-current="page"]')).not.toHaveText('全部');
      expect(await page.getByTestId('case-section').count()).toBeGreaterThan(0);
      await expectRealCards(page, 4);
    }
  });
});

test('recommend lists and ranked lists render and page on two channels', async ({ page }) => {
  await page.goto('/');
  const list = (await page.getByTestId('home-recommend-lists').locator('a').first().getAttribute('href'))!;
  expect(list).toMatch(/^\/recommandList\/\d+$/);
  for (const ch of CHANNELS) {
    await open(page, ch.url(list), ch.name);
    await expect(page.getByTestId('recommend-list')).toBeVisible();
    await expectRealCards(page, 12);
    await open(page, ch.url('/listPage/3d/hot'), ch.name);
    await expect(page.locator('h1')).toHaveText('3D模型热门榜');
    await expectRealCards(page, 24);
  }
  // 第 2 页, not 下一页: the list may already have loaded page 2 below (下一页 then leads to 3).
  await page.getByTestId('pagination').getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/listPage\/3d\/hot\/2$/);
  await expect(page.locator('h1')).toHaveText('3D模型热门榜（第 2 页）');
  expect(await canonicalPath(page)).toBe('/listPage/3d/hot/2');
});

test.describe('detail', () => {
  test('renders images, facts, author, JSON-LD and related items on two channels', async ({ page }) => {
    await page.goto('/pin');
    const href = (await page.getByTestId('waterfall').locator('a').first().getAttribute('href'))!;
    expect(href).toMatch(/^\/detail\/\d+\/pin$/);
    for (const ch of CHANNELS) {
      await open(page, ch.url(href), ch.name);
      const img = page.getByTestId('detail-gallery').locator('img').first();
      await expect(img).toHaveAttribute('fetchpriority', 'high');
      expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
      await expect(page.getByTestId('detail-facts')).toContainText('灵感图片');
      expect(await canonicalPath(page)).toBe(href);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /#\d+/);
      const nodes = await jsonLd(page);
      expect(nodes.map((n) => n['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'VisualArtwork']));
      const work = nodes.find((n) => n['@type'] === 'VisualArtwork') as { image: { contentUrl: string; creator: { name: string } }[] };
      expect(work.image[0].contentUrl).toMatch(/^https?:\/\/.+\/oss\//);
      expect(work.image[0].creator.name).toBeTruthy();
      await expectRealCards(page.getByTestId('detail-related'), 1);
    }
  });

  test('cases live under /detail_news; /detail/{id}/case redirects there', async ({ page }) => {
    await page.goto('/news');
    const href = (await page.getByTestId('waterfall').locator('a').first().getAttribute('href'))!;
    expect(href).toMatch(/^\/detail_news\/detail\/\d+\/case$/);
    for (const ch of CHANNELS) {
      await open(page, ch.url(href), ch.name);
      await expect(page.getByRole('heading', { level: 2, name: '设计说明' })).toBeVisible();
    }
    const id = href.split('/')[3];
    const res = await page.request.get(`/detail/${id}/case`, { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    // (Next repeats the Location header on cached redirects; every copy is the same URL.)
  expect(res.headers().location.split(',').map((l) => l.trim())).toContain(href);
  });
});

test('malformed or unknown ids answer 404', async ({ page }) => {
  for (const path of [
    '/detail/999999999/x', '/detail/999999999/pin', '/detail/abc/pin', '/detail/01/pin', '/detail_news/detail/999999999/case',
    '/classify/abc_', '/classify/99999999', '/classify/10100_0_0', '/classify/010100',
    '/caseNewHome/abc', '/caseNewHome/999999', '/recommandList/0', '/recommandList/999999999',
    '/listPage/3d/hot/1', '/listPage/3d/hot/9999', '/listPage/nope/hot', '/listPage/case/download',
    '/dayUpdate/2020-01-01', '/dayUpdate/2026-02-30', '/dayUpdate/x', '/news/2',
  ]) {
    await expectNotFound(page, path);
  }
});
