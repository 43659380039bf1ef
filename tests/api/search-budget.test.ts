import Database from 'better-sqlite3';
import path from 'node:path';
import { data, postJson, expectClientError, serverForFile } from './helpers/server';
import type { AiSearchResult, SearchPage } from '../../lib/api/contract/search';
import type { ContentKind } from '../../lib/api/contract/kinds';
import { downloadCost } from '../../lib/api/contract/rights';

const s = serverForFile({}, 120_000);
const ai = async (text: string, previous?: AiSearchResult['understanding']) => {
  const r = await postJson<AiSearchResult>(s.base, '/ai/api/search', previous ? { text, previous } : { text });
  expect(r.status).toBe(200);
  return r.body.data;
};
const costOf = (i: { kind: ContentKind; vip: boolean; price: number }) => downloadCost(i);

/** How many items of a kind (and category name) the catalogue holds within a cost range, counted from the database itself. */
function countWithin(kinds: readonly string[], loFen: number, hiFen: number, leaf?: string): number {
  const db = new Database(path.join(s.dataDir, 'catalogue.db'), { readonly: true });
  try {
    const rows = db.prepare(`SELECT i.kind, i.vip, i.price, c.name AS leaf FROM items i JOIN categories c ON c.id = i.classify_id WHERE i.kind IN (${kinds.map(() => '?').join(',')})`).all(...kinds) as { kind: ContentKind; vip: number; price: number; leaf: string }[];
    return rows.filter((r) => (!leaf || r.leaf === leaf) && (() => {
      const c = downloadCost({ kind: r.kind, vip: r.vip === 1, price: r.price });
      return c !== null && c >= loFen && c <= hiFen;
    })()).length;
  } finally {
    db.close();
  }
}

describe('AI search obeys a budget', () => {
  test('a download budget is announced and every result costs no more (free, VIP single purchase or 设计币)', async () => {
    for (const [text, maxFen] of [['10元以内的贴图', 1000], ['不超过20元的施工图', 2000], ['50元以内的沙发模型', 5000], ['便宜的su模型', 1000], ['30设计币以内的方案文本', 3000]] as const) {
      const d = await ai(text);
      expect(d.explanation).toMatch(/预算「[^」]+」/);
      expect(d.explanation).not.toMatch(/放宽预算/);
      expect(d.results.total).toBeGreaterThan(0);
      for (const i of d.results.list) expect([text, i.kind, costOf(i)! <= maxFen]).toEqual([text, i.kind, true]);
    }
  });

  test('the budget is exact: the total is what the catalogue holds within it', async () => {
    const d = await ai('10元以内的贴图');
    expect(d.understanding.kind).toBe('tietu');
    expect(d.results.total).toBe(countWithin(['tietu'], 0, 1000));
    const range = await ai('10-20元的施工图');
    expect(range.understanding.budget).toEqual({ min: 10, max: 20, cheap: false });
    expect(range.results.total).toBe(countWithin(['sgt'], 1000, 2000));
    for (const i of range.results.list) expect(costOf(i)! >= 1000 && costOf(i)! <= 2000).toBe(true);
  });

  test('without a kind a download budget searches what is sold, and a category is read in those kinds', async () => {
    const d = await ai('20元以内的沙发');
    expect(d.understanding.classify?.name).toBe('沙发');
    expect(['3d', 'su']).toContain(d.understanding.kind);
    expect(d.results.list.length).toBeGreaterThan(0);
    for (const i of d.results.list) expect(costOf(i)! <= 2000 && i.classifyName === '沙发').toBe(true);
  });

  test('a project budget on cases and pictures is said plainly to be relaxed, and the results still come', async () => {
    for (const text of ['预算5万的北欧客厅', '10-20万的民宿']) {
      const d = await ai(text);
      expect(d.understanding.budget).not.toBeNull();
      expect(d.explanation).toMatch(/预算「[^」]*万元[^」]*」/);
      expect(d.explanation).toMatch(/没有价格或造价信息，已放宽预算/);
      expect(d.results.total).toBeGreaterThan(0);
    }
  });

  test('a budget nothing meets is relaxed and said so; 不限预算 lifts it; 免费 is the free filter', async () => {
    const none = await ai('3000元以上的贴图');
    expect(none.understanding.budget).toEqual({ min: 3000, max: null, cheap: false });
    expect(none.explanation).toMatch(/已放宽[^。]*预算/);
    expect(none.results.total).toBeGreaterThan(0);
    const lifted = await ai('不限预算', (await ai('10元以内的贴图')).understanding);
    expect(lifted.understanding.budget).toBeNull();
    expect(lifted.explanation).not.toMatch(/预算/);
    const free = await ai('免费的su模型');
    expect(free.explanation).toContain('预算「免费」');
    for (const i of free.results.list) expect(costOf(i)).toBe(0);
  });

  test('a bad budget in a refinement is a 400, never a 500', async () => {
    const base = (await ai('贴图')).understanding;
    expectClientError(await postJson(s.base, '/ai/api/search', { text: '换成木纹', previous: { ...base, budget: { min: -1, max: 'x', cheap: 1 } } }), 400);
  });
});

describe('cross-kind counts for drawings, textures and texts', () => {
  test('a word only drawings (or textures, texts) answer: the case search counts them, and that kind\'s search lists as many', async () => {
    let checked = 0;
    for (const [word, kind] of [['大样图', 'sgt'], ['节点', 'sgt'], ['木纹', 'tietu'], ['投标文本', 'wenben']] as const) {
      const cases = await data<SearchPage>(s.base, `/case/api/search/list?keyword=${encodeURIComponent(word)}&kind=case&facets=1`);
      const facet = cases.facets.find((f) => f.kind === kind);
      if (!facet) continue;
      const page = await data<SearchPage>(s.base, `/case/api/search/list?keyword=${encodeURIComponent(word)}&kind=${kind}&pageSize=24`);
      // Facets are capped at 99 (99+); below the cap the page's total is the same number.
      if (facet.count < 99) expect([word, page.total]).toEqual([word, facet.count]);
      else expect(page.total).toBeGreaterThanOrEqual(99);
      expect(page.list.every((i) => i.kind === kind)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});
