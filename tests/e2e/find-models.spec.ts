import { expect, test, type APIRequestContext } from '@playwright/test';
import { queryJpeg, subjectShare } from '../../backend/src/search/relevance/image-run';

// Issue 37: 以图搜图 ranks by what a picture shows, and 找同款模型 finds the model in a picture
// (docs/search.md "Similar images", "找同款模型").
const API = `http://localhost:${process.env.API_PORT ?? 4000}`;

type Summary = { id: number; kind: string; cover: { key: string } };

async function searchIds(request: APIRequestContext, keyword: string, kind: string, pageSize = 40): Promise<Summary[]> {
  const r = await request.get(`${API}/case/api/search/list?keyword=${encodeURIComponent(keyword)}&kind=${kind}&pageSize=${pageSize}`);
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { data: { list: Summary[] } }).data.list;
}

/**
 * Test mode runs no background subject pass: the scenario's pictures get their vectors first —
 * the inspiration pictures and model covers found by a dozen object words (sofas among chairs,
 * beds, lamps …: about 500 pictures, a few dozen of them sofas).
 */
async function indexSubjects(request: APIRequestContext): Promise<void> {
  const words = ['沙发', '椅子', '床', '台灯', '吊灯', '绿植', '餐桌', '柜子', '花瓶', '电视', '书籍', '洁具', '雕塑', '挂画'];
  const ids = new Set<number>();
  for (const w of words) for (const kind of ['pin', '3d', 'su']) for (const item of await searchIds(request, w, kind, 14)) ids.add(item.id);
  const r = await request.post(`${API}/test/subjects`, { data: { itemIds: [...ids].slice(0, 600) }, timeout: 240_000 });
  expect(r.ok()).toBe(true);
}

test.describe('pictures by what they show', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a sofa picture of the visitor’s own finds mostly sofas in its top 10', async ({ page, request }) => {
    await indexSubjects(request);
    // Drawn apart from the catalogue (another variant, style and colour), its hue turned.
    const jpeg = await queryJpeg({ subject: 'sofa', style: 3, colour: 17, variant: 77_001, change: 'hue' });
    await page.goto('/similarimg');
    const answered = page.waitForResponse((r) => r.url().includes('/case/api/search/similar') && r.request().method() === 'POST', { timeout: 60_000 });
    await page.getByTestId('similar-file').setInputFiles({ name: 'sofa.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const res = await answered;
    expect(res.status()).toBe(200);
    const keys = ((await res.json()) as { data: { list: { item: Summary }[] } }).data.list.map((h) => h.item.cover.key);
    expect(keys.length).toBeGreaterThanOrEqual(10);
    // Judged by what the catalogue drew (ground truth), never seen by the search.
    expect(subjectShare('sofa', keys)).toBeGreaterThanOrEqual(7);
    const cards = page.getByTestId('similar-results').getByTestId('item-card');
    await expect(cards.nth(9)).toBeAttached();
    expect(await cards.evaluateAll((els) => els.slice(0, 10).map((e) => e.getAttribute('data-id')))).toEqual(((await res.json()) as { data: { list: { item: Summary }[] } }).data.list.slice(0, 10).map((h) => String(h.item.id)));
  });

  test('找同款模型 on a living room outlines the sofa and lists sofa models', async ({ page, request }) => {
    const rooms = (await searchIds(request, '客厅', 'case', 40)).filter((i) => i.cover.key.startsWith('pic/room-living/'));
    expect(rooms.length).toBeGreaterThan(0);
    await page.goto(`/detail_news/detail/${rooms[0]!.id}/case`);
    const first = page.getByTestId('detail-gallery').locator('[data-viewer-find]').first();
    await first.scrollIntoViewIfNeeded();
    await first.click();
    const viewer = page.getByTestId('picture-viewer');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByTestId('viewer-find-models')).toHaveAttribute('aria-pressed', 'true');
    const sofa = viewer.locator('[data-testid="object-outline"][data-cls="sofa"]').first();
    await expect(sofa).toBeVisible({ timeout: 60_000 });
    await sofa.click();
    await expect(sofa).toHaveAttribute('aria-pressed', 'true');
    const list = viewer.getByTestId('object-model-list');
    await expect(list.getByTestId('item-card').first()).toBeVisible({ timeout: 60_000 });
    await expect(viewer.getByTestId('object-models')).toContainText('沙发');
    // The first row (two cards) are sofa models: their category, as the API states it.
    const ids = await list.getByTestId('item-card').evaluateAll((els) => els.slice(0, 2).map((e) => e.getAttribute('data-id')));
    for (const id of ids) {
      const href = await list.locator(`[data-id="${id}"] a`).first().getAttribute('href');
      const kind = /\/detail\/\d+\/(3d|su)/.exec(href ?? '')?.[1];
      expect(kind).toBeTruthy();
      const d = await request.get(`${API}/case/api/content/detail?id=${id}&kind=${kind}`);
      expect(((await d.json()) as { data: { classifyName: string } }).data.classifyName).toBe('沙发');
    }
    await expect(viewer.getByRole('link', { name: /查看全部 \d+ 个沙发模型/ })).toBeVisible();
  });
});
