import type { CaseNewHome, DayUpdate, HomeFeed, ItemDetail, ItemPage, RankList } from '../../lib/api/contract/content';
import { data, expectClientError, getJson, serverForFile } from './helpers/server';

const s = serverForFile({ ossPublicOrigin: 'http://img.test:4000' });

const list = (q: string) => data<ItemPage>(s.base, `/case/api/content/list?${q}`);

describe('GET /case/api/content/list', () => {
  it('pages through a kind with a stable total and no overlap', async () => {
    const p1 = await list('kind=case&pageSize=10&page=1');
    const p2 = await list('kind=case&pageSize=10&page=2');
    expect(p1.total).toBe(p2.total);
    expect(p1.total).toBeGreaterThan(100);
    expect(p1.list).toHaveLength(10);
    expect(p1.page).toBe(1);
    expect(p1.pageSize).toBe(10);
    const ids = new Set(p1.list.map((i) => i.id));
    expect(p2.list.some((i) => ids.has(i.id))).toBe(false);
    for (const item of p1.list) {
      expect(item.kind).toBe('case');
      expect(item.docType).toBe(-3);
      expect(item.title).toMatch(/[\u4e00-\u9fff]/);
      expect(item.cover.url).toBe(`http://img.test:4000/oss/${item.cover.key}`);
      expect(item.cover.width).toBeGreaterThan(0);
      expect(item.cover.height).toBeGreaterThan(0);
      expect(item.author?.name).toBeTruthy();
      expect(item.imageCount).toBeGreaterThanOrEqual(4);
    }
  });

  it('answers an empty page past the end', async () => {
    const p = await list('kind=award&page=50&pageSize=100');
    expect(p.list).toEqual([]);
    expect(p.total).toBe(24);
  });

  it.each([
    ['new', 'updatedAt'],
    ['hot', 'viewCount'],
    ['download', 'downloadCount'],
    ['collect', 'collectCount'],
  ] as const)('sorts by %s', async (sort, field) => {
    const p = await list(`kind=3d&sort=${sort}&pageSize=30`);
    const values = p.list.map((i) => i[field]);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('filters by top and leaf category, tag, author, parent, vip and keyword', async () => {
    const top = await list('kind=case&classifyId=10300&pageSize=50');
    expect(top.list.every((i) => i.topClassifyId === 10300)).toBe(true);
    const leaf = await list('kind=case&classifyId=10301&pageSize=50');
    expect(leaf.list.every((i) => i.classifyId === 10301)).toBe(true);
    expect(leaf.total).toBeLessThanOrEqual(top.total);

    const tagId = top.list[0]!.tags[0]!.id;
    const byTag = await list(`tagId=${tagId}&pageSize=50`);
    expect(byTag.list.length).toBeGreaterThan(0);
    expect(byTag.list.every((i) => i.tags.some((t) => t.id === tagId))).toBe(true);

    const authorId = top.list[0]!.author!.id;
    const byAuthor = await list(`authorId=${authorId}`);
    expect(byAuthor.list.every((i) => i.author?.id === authorId)).toBe(true);

    const byParent = await list('parentId=1&pageSize=50');
    expect(byParent.list.every((i) => i.kind === 'periodical' && i.parentId === 1)).toBe(true);

    const vip = await list('kind=su&vip=1&pageSize=50');
    expect(vip.list.every((i) => i.vip)).toBe(true);
    const free = await list('kind=su&vip=0&pageSize=50');
    expect(free.list.every((i) => !i.vip)).toBe(true);

    const word = top.list[0]!.title.slice(0, 2);
    const byWord = await list(`kind=case&keyword=${encodeURIComponent(word)}&pageSize=50`);
    expect(byWord.list.length).toBeGreaterThan(0);
    expect(byWord.list.every((i) => i.title.includes(word))).toBe(true);
    const none = await list(`keyword=${encodeURIComponent('%_不存在的词_%')}`);
    expect(none.total).toBe(0);
  });

  it('lists the pin tree for both pins and image sets when only classifyId is given', async () => {
    const p = await list('classifyId=20100&pageSize=100');
    expect(new Set(p.list.map((i) => i.kind))).toEqual(new Set(['pin', 'pics']));
  });

  it.each([
    '',
    'kind=nope',
    'kind=case&pageSize=0',
    'kind=case&pageSize=101',
    'kind=case&page=0',
    'kind=case&page=1001',
    'kind=case&page=99999999999999999999',
    'kind=case&page=1.5',
    'kind=case&page=-1',
    'kind=case&page=abc',
    'kind=case&page=1&page=2',
    'kind=case&sort=views',
    'kind=case&vip=yes',
    'kind=case&classifyId=1%20OR%201%3D1',
    'kind=case&classifyId=30100',
    "kind=case&keyword=%27%20OR%20%271%27%3D%271",
    'kind=case&keyword=x%3B%20DROP%20TABLE%20items',
    'kind=case&keyword=a--',
    `kind=case&keyword=${'长'.repeat(51)}`,
    'kind=case&keyword=%00',
  ])('rejects ?%s with a 400 envelope', async (q) => {
    expectClientError(await getJson(s.base, `/case/api/content/list?${q}`), 400);
  });

  it.each(['kind=case&classifyId=999999', 'tagId=999999'])('answers 404 for unknown references (?%s)', async (q) => {
    expectClientError(await getJson(s.base, `/case/api/content/list?${q}`), 404);
  });
});

describe('GET /case/api/content/detail', () => {
  it('answers a case with images, facts, description, related items and SEO fields', async () => {
    const first = (await list('kind=case&pageSize=1')).list[0]!;
    const d = await data<ItemDetail>(s.base, `/case/api/content/detail?id=${first.id}`);
    expect(d.id).toBe(first.id);
    expect(d.title).toBe(first.title);
    expect(d.images).toHaveLength(d.imageCount);
    expect(d.images[0]).toEqual(d.cover);
    expect(new Set(d.images.map((i) => i.key)).size).toBe(d.images.length);
    expect(d.facts.location).toBeTruthy();
    expect(d.facts.area).toBeGreaterThan(0);
    expect(d.description.length).toBeGreaterThanOrEqual(2);
    expect(d.description.join('')).toMatch(/[\u4e00-\u9fff]/);
    expect(d.related.length).toBeGreaterThan(0);
    expect(d.related.every((r) => r.kind === 'case' && r.topClassifyId === d.topClassifyId && r.id !== d.id)).toBe(true);
    expect(d.seo.title).toContain(d.title);
    expect(d.seo.keywords.length).toBeGreaterThan(0);
  });

  it('is deterministic', async () => {
    const a = await data<ItemDetail>(s.base, '/case/api/content/detail?id=1001');
    const b = await data<ItemDetail>(s.base, '/case/api/content/detail?id=1001');
    expect(a).toEqual(b);
  });

  it.each(['3d', 'su', 'tietu', 'sgt', 'wenben', 'pin', 'pics', 'periodical', 'art', 'product', 'material', 'artDevice', 'article', 'jhy', 'bk'])('answers a %s item with kind-specific facts', async (kind) => {
    const item = (await list(`kind=${kind}&pageSize=1`)).list[0]!;
    const d = await data<ItemDetail>(s.base, `/case/api/content/detail?id=${item.id}&kind=${kind}`);
    expect(d.kind).toBe(kind);
    if (['3d', 'su', 'tietu', 'sgt', 'wenben'].includes(kind)) {
      expect(d.facts.format).toBeTruthy();
      expect(d.facts.fileSize).toBeGreaterThan(0);
    }
    if (kind === 'periodical') {
      expect(d.parent?.kind).toBe('magazine');
      expect(d.title.startsWith(d.parent!.title)).toBe(true);
    }
  });

  it.each([
    ['', 400],
    ['id=', 400],
    ['id=abc', 400],
    ['id=0', 400],
    ['id=-5', 400],
    ['id=1%20OR%201%3D1', 400],
    ['id=1;DROP%20TABLE%20items', 400],
    ['id=99999999999999999999999', 400],
    ['id=1e3', 400],
    ['id=999999', 404],
    ['id=2147483647', 404],
    ['id=1001&kind=nope', 400],
  ] as const)('answers ?%s with %i', async (q, status) => {
    expectClientError(await getJson(s.base, `/case/api/content/detail?${q}`), status);
  });

  it('answers 404 when the id exists but is another kind', async () => {
    const r = await getJson(s.base, '/case/api/content/detail?id=1&kind=case');
    expectClientError(r, 404);
    expect(r.body.error.errorCode).toBe(40400);
  });
});

describe('GET /case/api/content/home', () => {
  it.each(['discover', 'news', '3d', 'su', 'pin', 'tietu', 'sgt', 'wenben'] as const)('answers the %s channel home', async (channel) => {
    const feed = await data<HomeFeed>(s.base, `/case/api/content/home?channel=${channel}`);
    expect(feed.channel).toBe(channel);
    expect(feed.banners.length).toBeGreaterThan(0);
    expect(feed.classifies.length).toBeGreaterThan(0);
    expect(feed.sections.length).toBeGreaterThanOrEqual(3);
    for (const sec of feed.sections) expect(sec.list.length).toBeGreaterThan(0);
  });

  it('defaults to discover and rejects unknown channels', async () => {
    expect((await data<HomeFeed>(s.base, '/case/api/content/home')).channel).toBe('discover');
    expectClientError(await getJson(s.base, '/case/api/content/home?channel=x'), 400);
  });
});

describe('GET /case/api/content/dayUpdate', () => {
  it('answers 30 days of counts and the items updated on the chosen day', async () => {
    const d = await data<DayUpdate>(s.base, '/case/api/content/dayUpdate?pageSize=50');
    expect(d.days).toHaveLength(30);
    expect(d.date).toBe(d.days[0]!.date);
    expect(d.days[0]!.count).toBeGreaterThan(0);
    expect(d.list.total).toBe(d.days[0]!.count);
    const start = Date.parse(`${d.date}T00:00:00+08:00`);
    for (const i of d.list.list) {
      expect(i.updatedAt).toBeGreaterThanOrEqual(start);
      expect(i.updatedAt).toBeLessThan(start + 86_400_000);
    }
    const byKind = await data<DayUpdate>(s.base, `/case/api/content/dayUpdate?date=${d.days[1]!.date}&kind=case`);
    expect(byKind.list.list.every((i) => i.kind === 'case')).toBe(true);
  });

  it('spreads update times over minutes, hours, days and the year (SPEC §9 labels)', async () => {
    const p = await list('kind=case&sort=new&pageSize=100');
    const ages = p.list.map((i) => Date.now() - i.updatedAt);
    expect(ages.some((a) => a < 60_000)).toBe(true);
    expect(ages.some((a) => a >= 60_000 && a < 3_600_000)).toBe(true);
    expect(ages.some((a) => a >= 3_600_000 && a < 72 * 3_600_000)).toBe(true);
    const old = await list('kind=case&sort=hot&pageSize=100');
    expect(old.list.some((i) => Date.now() - i.updatedAt > 168 * 3_600_000)).toBe(true);
  });

  it.each(['date=2024-13-01', 'date=2024-02-30', 'date=yesterday', 'date=2024-1-1', 'kind=x', 'pageSize=500'])('rejects ?%s', async (q) => {
    expectClientError(await getJson(s.base, `/case/api/content/dayUpdate?${q}`), 400);
  });
});

describe('GET /case/api/content/rank', () => {
  it('answers a rank list with a title', async () => {
    const r = await data<RankList>(s.base, '/case/api/content/rank?kind=3d&rank=download&pageSize=10');
    expect(r.title).toBe('3D模型下载榜');
    const values = r.list.map((i) => i.downloadCount);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });
  it.each(['kind=3d', 'rank=hot', 'kind=3d&rank=best', 'kind=x&rank=hot'])('rejects ?%s', async (q) => {
    expectClientError(await getJson(s.base, `/case/api/content/rank?${q}`), 400);
  });
});

describe('GET /case/api/content/caseNewHome', () => {
  it('answers sections for every top category', async () => {
    const h = await data<CaseNewHome>(s.base, '/case/api/content/caseNewHome?limit=4');
    expect(h.classify).toBeNull();
    expect(h.sections.map((x) => x.classifyName).slice(0, 3)).toEqual(['建筑', '家居空间', '酒店民宿']);
    expect(h.latest.length).toBeGreaterThan(0);
  });
  it('answers sections for the children of one category', async () => {
    const h = await data<CaseNewHome>(s.base, '/case/api/content/caseNewHome?classifyId=11400');
    expect(h.classify).toEqual({ id: 11400, name: '景观' });
    expect(h.sections.map((x) => x.classifyName)).toContain('公园');
    expect(h.latest.every((i) => i.topClassifyId === 11400)).toBe(true);
  });
  it('rejects unknown and malformed ids', async () => {
    expectClientError(await getJson(s.base, '/case/api/content/caseNewHome?classifyId=10101'), 404);
    expectClientError(await getJson(s.base, '/case/api/content/caseNewHome?classifyId=x'), 400);
  });
});
