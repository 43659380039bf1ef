import type { BkDesignerList, BkEntry, BkHome, BkList, JhyPage, RelatedTopics, SitemapChunk, SitemapStats, TopicIndex } from '../../lib/api/contract/seo';
import type { ItemDetail } from '../../lib/api/contract/content';
import type { ItemPage } from '../../lib/api/contract/content';
import type { TransferTarget, WorldNav } from '../../lib/api/contract/world-nav';
import { data, expectClientError, getJson, itRefuses, serverForFile } from './helpers/server';

const s = serverForFile();

describe('jhy SEO pages', () => {
  it('answers a topic with items and related topics', async () => {
    const topics = await data<ItemPage>(s.base, '/case/api/content/list?kind=jhy&pageSize=5');
    const id = topics.list[0]!.id;
    const page = await data<JhyPage>(s.base, `/case/api/seo/jhy?id=${id}`);
    expect(page.topic.id).toBe(id);
    expect(page.topic.seo.description.length).toBeGreaterThan(0);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.relatedTopics.every((t) => t.id !== id)).toBe(true);
  });
  it.each([['id=1001x', 400], ['id=1', 404], ['id=99999999', 404], ['', 400]] as const)('?%s → %i', async (q, status) => {
    expectClientError(await getJson(s.base, `/case/api/seo/jhy?${q}`), status);
  });
});

describe('topics index and related topics', () => {
  it('lists every topic once over the pages, with each family and its count', async () => {
    const first = await data<TopicIndex>(s.base, '/case/api/seo/jhy/list?pageSize=50');
    const all = await data<ItemPage>(s.base, '/case/api/content/list?kind=jhy&pageSize=1');
    expect(first.total).toBe(all.total);
    expect(first.classifies.map((c) => c.name)).toEqual(['室内设计', '建筑设计', '景观设计', '软装搭配', '装修攻略']);
    expect(first.classifies.reduce((n, c) => n + c.count, 0)).toBe(first.total);
    const ids = new Set<number>();
    for (let p = 1; p <= Math.ceil(first.total / 50); p++) {
      for (const t of (await data<TopicIndex>(s.base, `/case/api/seo/jhy/list?pageSize=50&page=${p}`)).list) ids.add(t.id);
    }
    expect(ids.size).toBe(first.total);
    const fam = first.classifies[0]!;
    const one = await data<TopicIndex>(s.base, `/case/api/seo/jhy/list?classifyId=${fam.id}&pageSize=200`);
    expect(one.total).toBe(fam.count);
    expect(one.list.every((t) => t.classifyId === fam.id && t.classifyName === fam.name)).toBe(true);
  });

  it('links a home case to topics of its family that name its style or one of its spaces', async () => {
    const cases = await data<ItemPage>(s.base, '/case/api/content/list?kind=case&classifyId=10200&pageSize=10');
    let linked = 0;
    for (const c of cases.list) {
      const d = await data<ItemDetail>(s.base, `/case/api/content/detail?id=${c.id}`);
      const words = [d.facts.style, ...(d.facts.spaces ?? [])];
      const { topics } = await data<RelatedTopics>(s.base, `/case/api/seo/jhy/related?itemId=${c.id}`);
      expect(topics.length).toBeLessThanOrEqual(12);
      for (const t of topics) expect(words.some((w) => w && t.title.includes(w))).toBe(true);
      linked += topics.length ? 1 : 0;
    }
    expect(linked).toBeGreaterThan(5);
  });

  it('answers topics for a category page and a search keyword, and nothing for an unrelated word', async () => {
    const cat = await data<RelatedTopics>(s.base, '/case/api/seo/jhy/related?kind=case&classifyId=10200');
    expect(cat.topics.length).toBeGreaterThan(0);
    const kw = await data<RelatedTopics>(s.base, `/case/api/seo/jhy/related?keyword=${encodeURIComponent('客厅')}`);
    expect(kw.topics.length).toBeGreaterThan(0);
    expect(kw.topics.every((t) => t.title.includes('客厅'))).toBe(true);
    const none = await data<RelatedTopics>(s.base, `/case/api/seo/jhy/related?keyword=${encodeURIComponent('不存在的词')}`);
    expect(none.topics).toEqual([]);
  });

  itRefuses(s, [
    ['/case/api/seo/jhy/related', 400],
    ['/case/api/seo/jhy/related?kind=case', 400],
    ['/case/api/seo/jhy/related?itemId=abc', 400],
    ['/case/api/seo/jhy/related?itemId=99999999', 404],
    ['/case/api/seo/jhy/related?kind=case&classifyId=99999999', 404],
    ['/case/api/seo/jhy/related?keyword=%27%3B--', 400],
    ['/case/api/seo/jhy/list?classifyId=10200', 404],
    ['/case/api/seo/jhy/list?page=0', 400],
  ]);
});

describe('bk encyclopedia', () => {
  it('answers the home with categories, designer categories, entries and designers', async () => {
    const h = await data<BkHome>(s.base, '/case/api/bk/home');
    expect(h.classifies.length).toBe(8);
    expect(h.designerClassifies.length).toBe(5);
    expect(h.hot.length).toBeGreaterThan(0);
    expect(h.latest.every((i) => i.kind === 'bk')).toBe(true);
    expect(h.designers.every((d) => d.top)).toBe(true);
  });

  it('pages a category (fl_) and a designer category (sjs_)', async () => {
    const l1 = await data<BkList>(s.base, '/case/api/bk/list?classifyId=170100&page=1&pageSize=5');
    expect(l1.classify).toEqual({ id: 170100, name: '建筑术语' });
    expect(l1.list.every((i) => i.kind === 'bk' && i.topClassifyId === 170100)).toBe(true);
    const l2 = await data<BkList>(s.base, '/case/api/bk/list?classifyId=170100&page=2&pageSize=5');
    expect(l2.list[0]?.id).not.toBe(l1.list[0]!.id);
    const d = await data<BkDesignerList>(s.base, '/case/api/bk/designers?classifyId=190100&page=1');
    expect(d.classify.name).toBe('建筑师');
    expect(d.list.every((x) => x.classifyId === 190100)).toBe(true);
  });

  it('answers an entry by id', async () => {
    const l = await data<BkList>(s.base, '/case/api/bk/list?classifyId=170500');
    const e = await data<BkEntry>(s.base, `/case/api/bk/entry?id=${l.list[0]!.id}`);
    expect(e.entry.title).toBe(l.list[0]!.title);
    expect(e.entry.description.length).toBeGreaterThan(1);
  });

  itRefuses(s, [
    ['/case/api/bk/list?classifyId=10100', 404],
    ['/case/api/bk/list?classifyId=abc', 400],
    ['/case/api/bk/list?classifyId=170100&page=0', 400],
    ['/case/api/bk/designers?classifyId=170100', 404],
    ['/case/api/bk/designers', 400],
    ['/case/api/bk/entry?id=1', 404],
    ['/case/api/bk/entry?id=%27', 400],
  ]);
});

describe('sitemap feed', () => {
  it('pages through every id of each type with a keyset cursor', async () => {
    const stats = await data<SitemapStats>(s.base, '/case/api/seo/sitemap/stats');
    expect(stats.detail).toBeGreaterThan(1000);
    for (const type of Object.keys(stats) as (keyof SitemapStats)[]) {
      let after = 0;
      let seen = 0;
      let last = 0;
      for (let guard = 0; guard < 100; guard++) {
        const chunk = await data<SitemapChunk>(s.base, `/case/api/seo/sitemap?type=${type}&afterId=${after}&limit=500`);
        for (const e of chunk.entries) {
          expect(e.id).toBeGreaterThan(last);
          last = e.id;
        }
        seen += chunk.entries.length;
        if (chunk.nextAfterId === null) break;
        after = chunk.nextAfterId;
      }
      expect(seen).toBe(stats[type]);
    }
  });
  it.each(['type=x', '', 'type=bk&limit=50001', 'type=bk&afterId=-1', 'type=bk&afterId=abc'])('rejects ?%s', async (q) => {
    expectClientError(await getJson(s.base, `/case/api/seo/sitemap?${q}`), 400);
  });
});

describe('world navigation and transfer targets', () => {
  it('groups vetted https sites by category', async () => {
    const nav = await data<WorldNav>(s.base, '/case/api/worldNav/list');
    expect(nav.groups.length).toBe(8);
    const sites = nav.groups.flatMap((g) => g.sites);
    expect(sites.length).toBeGreaterThan(30);
    for (const site of sites) {
      expect(site.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/);
      expect(new URL(site.url).host).toBe(site.host);
    }
  });
  it('vouches for known webIds only', async () => {
    const nav = await data<WorldNav>(s.base, '/case/api/worldNav/list');
    const site = nav.groups[0]!.sites[0]!;
    const t = await data<TransferTarget>(s.base, `/case/api/worldNav/target?webId=${site.webId}`);
    expect(t).toEqual({ webId: site.webId, name: site.name, url: site.url });
    for (const [q, status] of [['webId=1', 404], ['webId=999999', 404], ['webId=https%3A%2F%2Fevil.example', 400], ['', 400]] as const) {
      expectClientError(await getJson(s.base, `/case/api/worldNav/target?${q}`), status);
    }
  });
});
