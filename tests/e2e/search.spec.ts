import { expect, test, type Page } from '@playwright/test';
import { COLOR_CODES } from '../../lib/content/classify-param';
import { COLORS } from '../../components/search/url-state';
import { deviceFor, pinDevice, SIMILAR_UPGRADED_RAW } from './support/groups';

const API = `http://localhost:${process.env.API_PORT ?? 4000}`;

/** Fails the test if any page script opens a dialog (the XSS probe would call alert). */
function forbidDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.dismiss();
  });
  return seen;
}

test.describe('search', () => {
  test('type → suggestions → choose → results → filter → next page', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('搜索类型').selectOption('2');
    const box = page.getByRole('combobox', { name: '搜索关键词' });
    await box.fill('现代');
    const listbox = page.getByRole('listbox');
    const first = listbox.getByRole('option').first();
    await expect(first).toContainText('现代');
    const chosen = (await first.textContent())!.trim();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('Enter');
    await page.waitForURL(/\/searchCase\//);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/searchCase/${chosen}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen);
    await expect(page.getByTestId('item-card').first()).toBeVisible();

    await page.getByRole('navigation', { name: '筛选条件' }).getByRole('link', { name: '最新', exact: true }).click();
    await page.waitForURL(/sort=new/);
    await expect(page.getByRole('link', { name: '最新', exact: true })).toHaveAttribute('aria-current', 'true');

    await page.goto(`/searchCase/${encodeURIComponent('现代')}?searchType=0`);
    const next = page.getByTestId('pagination').getByRole('link', { name: '下一页' });
    const firstId = await page.getByTestId('item-card').first().getAttribute('data-id');
    await next.click();
    await page.waitForURL(/page=2/);
    await expect(page.getByTestId('item-card').first()).not.toHaveAttribute('data-id', firstId!);
    // The box shows this page's keyword; emptied, it offers the history, which holds the chosen word.
    const header = page.getByRole('combobox', { name: '搜索关键词' });
    await expect(header).toHaveValue('现代');
    await header.click();
    await header.fill('');
    await expect(page.getByRole('group', { name: '搜索历史' })).toContainText(chosen);
  });

  test('the classify page with text is the case search, filters in the path', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: '搜索关键词' });
    await box.fill('民宿');
    await box.press('Enter');
    await page.waitForURL(/\/classify\/0_0_1_0_0_0_/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('“民宿”的案例搜索结果');
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    await page.getByRole('navigation', { name: '筛选条件' }).getByRole('link', { name: '免费' }).click();
    await page.waitForURL(/\/classify\/0_0_1_0_2_0_/);
    await expect(page.getByRole('link', { name: '免费' })).toHaveAttribute('aria-current', 'true');
    expect((await page.goto('/classify/0_0_1_3_0_0_民宿_0_0_0'))?.status()).toBe(404);
  });

  test('the classify search filters by orientation and colour, carried in path fields 7 and 8', async ({ page, request }) => {
    const kw = '民宿';
    const word = encodeURIComponent(kw);
    await page.goto(`/classify/0_0_1_0_0_0_${word}_0_0_0`);
    const filters = page.getByRole('navigation', { name: '筛选条件' });
    await filters.getByRole('link', { name: '横图', exact: true }).click();
    await page.waitForURL(new RegExp(`/classify/0_0_1_0_0_0_${word}_1_0_0$`));
    await expect(filters.getByRole('link', { name: '横图', exact: true })).toHaveAttribute('aria-current', 'true');

    // The colour with the most landscape cases for the word (the seed decides which).
    const totals = await Promise.all(
      COLORS.map(async (c) => {
        const r = await request.get(`${API}/case/api/search/list?keyword=${word}&kind=case&orientation=h&color=${c.value}`);
        return { ...c, total: ((await r.json()) as { data: { total: number } }).data.total };
      }),
    );
    const colour = totals.reduce((a, b) => (b.total > a.total ? b : a));
    expect(colour.total).toBeGreaterThan(0);
    await filters.getByRole('link', { name: colour.label, exact: true }).click();
    await page.waitForURL(new RegExp(`/classify/0_0_1_0_0_0_${word}_1_${COLOR_CODES.indexOf(colour.value)}_0$`));
    await expect(filters.getByRole('link', { name: colour.label, exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(filters.getByRole('link', { name: '横图', exact: true })).toHaveAttribute('aria-current', 'true');

    // Every result is landscape (the API's rule: width / height > 1.1), read from the card pictures.
    const cards = page.getByTestId('search-results').getByTestId('item-card');
    await expect(cards.first()).toBeVisible();
    const sizes = await cards.locator('img').evaluateAll((imgs) => imgs.map((i) => [Number(i.getAttribute('width')), Number(i.getAttribute('height'))]));
    expect(sizes.length).toBeGreaterThan(0);
    for (const [w, h] of sizes) expect(w! / h!).toBeGreaterThan(1.1);
    // Unknown codes are 404s; 0_0_0 is still "any".
    expect((await page.goto(`/classify/0_0_1_0_0_0_${word}_4_0_0`))?.status()).toBe(404);
    expect((await page.goto(`/classify/0_0_1_0_0_0_${word}_0_13_0`))?.status()).toBe(404);
  });

  test('upload a picture → visually similar results; then crop a region', async ({ page, request, baseURL }) => {
    // Region framing belongs to the upgraded similar search (upgradeSimilarSearch experiment).
    await pinDevice(page.context(), baseURL!, deviceFor({ upgradeSimilarSearch: SIMILAR_UPGRADED_RAW }));
    // An indexed cover (pictures are drawn per item): the best match of a stock picture, by URL.
    const probe = (await (await request.get(`${API}/case/api/search/similar?img=${encodeURIComponent(`${API}/oss/pool/interior/005.jpg`)}`)).json()) as { data: { list: { item: { cover: { key: string } } }[] } };
    const key = probe.data.list[0]!.item.cover.key;
    const picture = await (await request.get(`${API}/oss/${key}?x-oss-process=image/resize,w_640`)).body();
    await page.goto('/similarimg');
    const uploaded = page.waitForResponse((r) => r.url().includes('/case/api/search/similar') && r.request().method() === 'POST');
    await page.getByTestId('similar-file').setInputFiles({ name: 'room.jpg', mimeType: 'image/jpeg', buffer: picture });
    expect((await uploaded).status()).toBe(200);
    const results = page.getByTestId('similar-results');
    await expect(results.getByTestId('item-card').first()).toBeVisible();
    await expect(results.locator('img').first()).toHaveAttribute('src', new RegExp(key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(results.getByTestId('similar-score').first()).toHaveText(/相似度 (9\d|100)%/);

    await expect(page.locator('[data-similar-variant="upgraded"]')).toBeVisible();
    await page.getByRole('button', { name: '框选区域' }).click();
    const crop = page.getByTestId('crop-box');
    await crop.focus();
    await crop.press('ArrowLeft');
    await crop.press('Shift+ArrowUp');
    const cropped = page.waitForResponse((r) => r.url().includes('/case/api/search/similar') && r.request().method() === 'POST');
    await crop.press('Enter');
    const answer = (await (await cropped).json()) as { data: { query: { crop: { x: number; w: number } | null } } };
    expect(answer.data.query.crop).not.toBeNull();
    expect(answer.data.query.crop!.x).toBeCloseTo(0.13, 2);
    await expect(page.getByTestId('similar-status')).not.toContainText('正在');
    await expect(results.getByTestId('item-card').first()).toBeVisible();

    // The same picture again comes from referenceImgSourceCache: nothing is uploaded.
    await page.getByRole('button', { name: '取消框选' }).click();
    await expect(page.getByTestId('similar-status')).toContainText('本地缓存');
  });

  test('a broken file gets a clear Chinese message', async ({ page }) => {
    await page.goto('/similarimg');
    await page.getByTestId('similar-file').setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(page.getByTestId('similar-status').getByRole('alert')).toContainText('图片');
  });

  test('an AI request is answered with an explanation and matching results', async ({ page }) => {
    await page.goto('/AISearch');
    await expect(page.getByTestId('ai-user-type')).toHaveAttribute('data-state', 'ready');
    // The server's type name is never printed (SPEC §4), only a welcome line.
    await expect(page.getByTestId('ai-user-type')).not.toContainText(/new|visitor|用户类型/);
    await page.getByLabel('描述你想找的内容').fill('新中式的SU模型');
    await page.getByRole('button', { name: '发送' }).click();
    await expect(page.getByTestId('ai-answer').last()).toContainText('SU模型');
    const cards = page.getByTestId('ai-results').getByTestId('item-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('SU模型');
  });

  test('the keyword <img src=x onerror=alert(1)> shows as text and runs nothing', async ({ page }) => {
    const dialogs = forbidDialogs(page);
    const probe = '<img src=x onerror=alert(1)>';
    const res = await page.goto(`/searchCase/${encodeURIComponent(probe)}?searchType=0`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(probe);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await page.goto('/');
    await page.getByLabel('搜索类型').selectOption('2');
    await page.getByRole('combobox', { name: '搜索关键词' }).fill(probe);
    await page.getByRole('combobox', { name: '搜索关键词' }).press('Enter');
    await page.waitForURL(/\/searchCase\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(probe);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });

  test('malformed search routes are real 404s; huge input is not a 500', async ({ page }) => {
    expect((await page.goto('/searchCase/abc?searchType=9'))?.status()).toBe(404);
    expect((await page.goto('/searchResult?keyword=abc&st=5'))?.status()).toBe(404);
    expect((await page.goto('/searchCase/abc?searchType=0&color=chartreuse'))?.status()).toBe(404);
    const huge = await page.goto(`/searchResult?keyword=${'a'.repeat(10_000)}&st=21`);
    expect(huge?.status()).toBe(200);
    await expect(page.getByText('关键词过长')).toBeVisible();
    expect((await page.goto(`/fusePage/fuseSearch/${encodeURIComponent("客厅' OR 1=1 --")}`))?.status()).toBe(200);
  });
});
