import { getJson, postJson, serverForFile, data, expectClientError } from './helpers/server';
import type { SearchPage, ResultCount, FusionSearchPage, CollTotalCount } from '../../lib/api/contract/search';
import type { ItemDetail } from '../../lib/api/contract/content';

const s = serverForFile({}, 120_000);

const list = (q: string) => data<SearchPage>(s.base, `/case/api/search/list?${q}`);
const kw = (w: string) => `keyword=${encodeURIComponent(w)}`;

describe('keyword search: segmentation and pinyin', () => {
  test('a Chinese word is found and reported as tokens', async () => {
    const r = await list(kw('渲染'));
    expect(r.total).toBeGreaterThan(0);
    expect(r.tokens).toEqual(['渲染']);
    expect(r.list.some((i) => i.title.includes('渲染'))).toBe(true);
  });

  test('full pinyin and initials find 渲染 too', async () => {
    const hanzi = await list(kw('渲染'));
    for (const q of ['xuanran', 'xr', 'XuanRan']) {
      const r = await list(kw(q));
      expect(r.list.map((i) => i.id)).toEqual(expect.arrayContaining(hanzi.list.map((i) => i.id)));
    }
  });

  test('a phrase is segmented with jieba and every word must match', async () => {
    // 现代客厅: a pair the 500-item seed holds (its style tags agree with each item's style, so a
    // pair like 北欧客厅 may have no full match there and be read loosened).
    const r = await list(kw('现代客厅'));
    expect(r.tokens).toEqual(['现代', '客厅']);
    expect(r.total).toBeGreaterThan(0);
    const first = r.list[0]!;
    expect(`${first.title}${first.classifyName}${first.tags.map((t) => t.name).join('')}`).toMatch(/现代/);
  });

  test('words in the title rank before matches through labels only', async () => {
    const r = await list(kw('现代'));
    const firstLabelOnly = r.list.findIndex((i) => !i.title.includes('现代'));
    const lastTitle = r.list.map((i) => i.title.includes('现代')).lastIndexOf(true);
    if (firstLabelOnly >= 0) expect(lastTitle).toBeLessThan(firstLabelOnly);
  });

  test('no result with every word relaxes to the words the catalogue knows', async () => {
    const r = await list(kw('客厅 qqqzzzxxx'));
    expect(r.relaxed).toBe(true);
    expect(r.tokens).toEqual(['客厅']);
    expect(r.total).toBeGreaterThan(0);
  });
});

describe('filters and sorting', () => {
  test('kind, category, label, free/VIP, orientation and colour all narrow the results', async () => {
    const base = await list(`${kw('现代')}&facets=1`);
    expect(base.facets.length).toBeGreaterThan(1);
    const pin = await list(`${kw('现代')}&kind=pin`);
    expect(pin.list.every((i) => i.kind === 'pin')).toBe(true);
    const multi = await list(`${kw('现代')}&kind=pin,3d`);
    expect(multi.list.every((i) => i.kind === 'pin' || i.kind === '3d')).toBe(true);
    const cat = pin.list[0]!.topClassifyId;
    const byCat = await list(`${kw('现代')}&classifyId=${cat}`);
    expect(byCat.list.length).toBeGreaterThan(0);
    expect(byCat.list.every((i) => i.topClassifyId === cat || i.classifyId === cat)).toBe(true);
    const tag = base.list.find((i) => i.tags.length)!.tags[0]!;
    const byTag = await list(`${kw('现代')}&tagIds=${tag.id}`);
    expect(byTag.list.every((i) => i.tags.some((t) => t.id === tag.id))).toBe(true);
    const vip = await list(`${kw('现代')}&vip=vip`);
    expect(vip.list.every((i) => i.vip)).toBe(true);
    const free = await list(`${kw('现代')}&vip=free`);
    expect(free.list.every((i) => !i.vip && i.price === 0)).toBe(true);
    for (const [o, ok] of [['h', (w: number, h: number) => w / h > 1.1], ['v', (w: number, h: number) => w / h < 0.9], ['s', (w: number, h: number) => w / h >= 0.9 && w / h <= 1.1]] as const) {
      const r = await list(`${kw('现代')}&orientation=${o}`);
      expect(r.list.every((i) => ok(i.cover.width, i.cover.height))).toBe(true);
    }
    const white = await list(`${kw('现代')}&color=white`);
    const black = await list(`${kw('现代')}&color=black`);
    expect(white.total + black.total).toBeGreaterThan(0);
    expect(white.total).toBeLessThanOrEqual(base.total);
  });

  test('sort by newest and by downloads, and paging', async () => {
    const newest = await list(`${kw('模型')}&sort=new&pageSize=30`);
    const times = newest.list.map((i) => i.updatedAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const dl = await list(`${kw('模型')}&sort=download&pageSize=30`);
    const counts = dl.list.map((i) => i.downloadCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const p1 = await list(`${kw('模型')}&pageSize=10&page=1`);
    const p2 = await list(`${kw('模型')}&pageSize=10&page=2`);
    expect(p2.page).toBe(2);
    expect(p1.list.map((i) => i.id)).not.toEqual(expect.arrayContaining(p2.list.map((i) => i.id)));
  });
});

describe('result counts, collections and fused search', () => {
  test('resultCount, searchCollTotalCount, searchClassifyCollection, fusionSearchInspiration', async () => {
    const rc = await postJson<ResultCount>(s.base, '/pcsearch/ins/resultCount', { keyword: '现代' });
    expect(rc.body.data.total).toBeGreaterThan(0);
    expect(rc.body.data.counts.every((c) => c.count > 0 && c.count <= 99)).toBe(true);
    const coll = await postJson<CollTotalCount>(s.base, '/ins/api/search/searchCollTotalCount', { keyword: '灵感' });
    expect(coll.status).toBe(200);
    const cls = await postJson<SearchPage>(s.base, '/ins/api/search/searchClassifyCollection', { keyword: '灵感', page: 1, pageSize: 5 });
    expect(cls.body.data.list.every((i) => i.kind === 'pics')).toBe(true);
    expect(cls.body.data.total).toBe(coll.body.data.total);
    const fused = await postJson<FusionSearchPage>(s.base, '/ins/api/search/fusionSearchInspiration', { keyword: '现代', page: 1, pageSize: 9 });
    const kinds = fused.body.data.list.map((i) => i.kind);
    expect(kinds).toContain('case');
    expect(kinds.some((k) => k === 'pin' || k === 'pics')).toBe(true);
    expect(fused.body.data.caseTotal).toBeGreaterThan(0);
  });
});

describe('bad input answers the envelope with a 4xx, never a 500', () => {
  const bad = ['', '   ', 'x'.repeat(10_000), "1' OR '1'='1", '客厅; DROP TABLE items; --', '<img src=x onerror=alert(1)>', '"北欧"*', '/* */', '\u0000abc'];
  test.each(bad.map((b) => [b.slice(0, 30), b]))('keyword %j', async (_label, value) => {
    const r = await getJson(s.base, `/case/api/search/list?keyword=${encodeURIComponent(value)}`);
    expectClientError(r, 400);
  });

  test('FTS syntax characters that pass validation are searched as text', async () => {
    for (const q of ['NEAR(客厅)', 'a AND b OR c', '客厅*', '{t}: 客厅', '(客厅', '客厅 NOT 卧室', '^客厅', '客厅:']) {
      const r = await getJson<SearchPage>(s.base, `/case/api/search/list?${kw(q)}`);
      expect(r.status).toBe(200);
      expect(r.body.error.errorCode).toBe(0);
    }
  });

  test('bad filters and bodies', async () => {
    expectClientError(await getJson(s.base, `/case/api/search/list?${kw('客厅')}&kind=nope`), 400);
    expectClientError(await getJson(s.base, `/case/api/search/list?${kw('客厅')}&color=chartreuse`), 400);
    expectClientError(await getJson(s.base, `/case/api/search/list?${kw('客厅')}&classifyId=999999`), 404);
    expectClientError(await getJson(s.base, `/case/api/search/list?${kw('客厅')}&tagIds=1,2,3,4,5,6`), 400);
    expectClientError(await getJson(s.base, `/case/api/search/list?${kw('客厅')}&page=0`), 400);
    expectClientError(await getJson(s.base, `/case/api/search/list?keyword[]=a`), 400);
    expectClientError(await postJson(s.base, '/pcsearch/ins/resultCount', '{"keyword":'), 400);
    expectClientError(await postJson(s.base, '/ins/api/search/fusionSearchInspiration', { keyword: 42 }), 400);
    expectClientError(await postJson(s.base, '/ins/api/search/searchClassifyCollection', []), 400);
  });
});

test('punctuation inside words (1.5, 3.14m, a-b) is split like the index, never a 500', async () => {
  for (const q of ['1.5', '3.14m', 'a-b', '120㎡', '客厅/卧室', '北欧·客厅']) {
    const r = await getJson<SearchPage>(s.base, `/case/api/search/list?${kw(q)}`);
    expect(r.status).toBe(200);
  }
});

test('a half-typed word matches the words it begins (新加 → 新加坡)', async () => {
  const full = await list(kw('新加坡'));
  expect(full.total).toBeGreaterThan(0);
  const half = await list(kw('新加'));
  expect(half.total).toBeGreaterThanOrEqual(full.total);
  expect(half.list.some((i) => i.title.includes('新加坡'))).toBe(true);
});

describe('a case is found by the spaces it contains and its style (issue 13)', () => {
  const detail = (id: number) => data<ItemDetail>(s.base, `/case/api/content/detail?id=${id}`);

  test.each([
    ['客厅', '客厅'], ['卧室', '卧室'], ['厨房', '厨房'], ['儿童房', '儿童房'],
    ['keting', '客厅'], ['woshi', '卧室'], ['chufang', '厨房'], ['ertongfang', '儿童房'],
  ])('%s finds at least 10 cases, each containing %s', async (word, space) => {
    const r = await list(`${kw(word)}&kind=case&pageSize=12`);
    expect(r.total).toBeGreaterThanOrEqual(10);
    expect(r.list.length).toBeGreaterThanOrEqual(10);
    for (const item of r.list.slice(0, 3)) {
      expect(item.kind).toBe('case');
      expect((await detail(item.id)).facts.spaces).toContain(space);
    }
  });

  test('spaces follow the category: a hotel has 客房, a home has none', async () => {
    const rooms = await list(`${kw('客房')}&kind=case&pageSize=30`);
    expect(rooms.total).toBeGreaterThan(0);
    expect(new Set(rooms.list.map((i) => i.topClassifyName))).toEqual(new Set(['酒店民宿']));
    const kids = await list(`${kw('儿童房')}&kind=case&pageSize=30`);
    expect(kids.list.every((i) => i.topClassifyName !== '酒店民宿')).toBe(true);
  });

  test('a case is found by its style even when neither its title nor its labels name it', async () => {
    const r = await list(`${kw('侘寂')}&kind=case&pageSize=60`);
    const untitled = r.list.filter((i) => !i.title.includes('侘寂') && !i.tags.some((t) => t.name.includes('侘寂')));
    expect(untitled.length).toBeGreaterThan(0);
    expect((await detail(untitled[0]!.id)).facts.style).toBe('侘寂');
  });

  test('a kind with no hits still reports the other kinds’ counts, equal to their own searches', async () => {
    const none = await list(`${kw('背景墙')}&kind=case&facets=1`);
    expect(none.total).toBe(0);
    const others = none.facets.filter((f) => f.kind !== 'case');
    expect(others.length).toBeGreaterThan(0);
    for (const f of others) {
      const own = await list(`${kw('背景墙')}&kind=${f.kind}&pageSize=1`);
      expect([f.kind, f.count]).toEqual([f.kind, Math.min(own.total, 99)]);
    }
    expect(none.facets.some((f) => f.kind === 'case')).toBe(false);
  });
});

describe('ranking by what an item is (issue 37, docs/search.md)', () => {
  test('景观廊架: pergolas of the landscape models first, never an interior whose firm is called 景观设计', async () => {
    const r = await list(`${kw('景观廊架')}&pageSize=10`);
    expect(r.list.length).toBeGreaterThan(0);
    expect(r.list.slice(0, 5).every((i) => i.classifyName === '廊架' && i.topClassifyName.includes('景观'))).toBe(true);
    const cases = await list(`${kw('景观廊架')}&kind=case&pageSize=24`);
    const firstFirmOnly = cases.list.findIndex((i) => !i.topClassifyName.includes('景观') && !i.classifyName.includes('景观') && / \/ .*景观/.test(i.title));
    const lastLandscape = cases.list.map((i) => i.topClassifyName.includes('景观') || i.classifyName.includes('景观')).lastIndexOf(true);
    if (firstFirmOnly >= 0) expect(firstFirmOnly).toBeGreaterThan(lastLandscape);
  });

  test('新中式茶室 as cases: tea houses first, the hotels with a tea room after them', async () => {
    const r = await list(`${kw('新中式茶室')}&kind=case&pageSize=10`);
    expect(r.list.length).toBe(10);
    const teaHouses = r.list.map((i) => i.classifyName === '茶室');
    expect(teaHouses.slice(0, 5)).toEqual([true, true, true, true, true]);
    expect(teaHouses.indexOf(false) === -1 || teaHouses.slice(teaHouses.indexOf(false)).every((t) => !t)).toBe(true);
  });

  test('a misspelt word of the same sound, a synonym and a style written with 风 find what was meant', async () => {
    const typo = await list(kw('北鸥客厅'));
    expect(typo.tokens).toEqual(['beiou', 'keting']);
    expect(typo.total).toBeGreaterThan(0);
    const meant = await list(`${kw('北欧 客厅')}&pageSize=60`);
    expect(meant.list.map((i) => i.id)).toEqual(expect.arrayContaining(typo.list.map((i) => i.id)));
    const sofa = await list(`${kw('沙法')}&kind=3d`);
    expect(sofa.list.slice(0, 5).every((i) => i.classifyName === '沙发')).toBe(true);
    const cafe = await list(`${kw('咖啡馆')}&kind=case`);
    expect(cafe.list.slice(0, 5).every((i) => i.classifyName === '咖啡厅')).toBe(true);
    const feng = await list(kw('北欧风客厅'));
    expect(feng.tokens).toEqual(['北欧', '客厅']);
    expect(feng.relaxed).toBe(false);
  });

  test('software and formats are searchable (skp finds SU models, 天正 the drawings made with it)', async () => {
    const skp = await list(`${kw('skp')}&pageSize=10`);
    expect(skp.list.length).toBeGreaterThan(0);
    expect(skp.list.every((i) => i.kind === 'su')).toBe(true);
    const tz = await list(`${kw('天正')}&kind=sgt`);
    expect(tz.total).toBeGreaterThan(0);
  });
});

describe('counts, tabs and headings agree (issue 37)', () => {
  test('each kind’s count of a word is what that kind’s own search lists', async () => {
    for (const word of ['新中式茶室', '景观廊架', '客厅沙发', '廊架', '北鸥客厅']) {
      const counts = await postJson<ResultCount>(s.base, '/pcsearch/ins/resultCount', { keyword: word });
      const byKind = new Map(counts.body.data.counts.map((c) => [c.kind, c.count]));
      for (const kind of ['case', 'pin', 'pics', '3d', 'su'] as const) {
        const own = await list(`${kw(word)}&kind=${kind}&pageSize=1`);
        expect([word, kind, Math.min(own.total, 99)]).toEqual([word, kind, byKind.get(kind) ?? 0]);
      }
    }
  });
});
