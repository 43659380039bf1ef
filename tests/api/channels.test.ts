import { AUDIENCES, ITEM_HOMES, SITE_CHANNELS, audienceHas, designerHome, type SiteChannel } from '../../lib/api/contract/audience';
import type { ClassifyNode } from '../../lib/api/contract/classify';
import type { DayUpdate, HomeFeed, ItemPage, ItemSummary, RankList } from '../../lib/api/contract/content';
import type { DesignerDetail } from '../../lib/api/contract/designer';
import type { ContentKind } from '../../lib/api/contract/kinds';
import type { SitemapChunk } from '../../lib/api/contract/seo';
import type { SearchWord } from '../../lib/api/contract/search';
import { data, expectClientError, getJson, postJson, startServer, type TestServer } from './helpers/server';

let s: TestServer;
/** kind → top category id → slug, from the API's own trees. */
const slugs = new Map<string, Map<number, string>>();
beforeAll(async () => {
  s = await startServer();
  for (const kind of Object.keys(ITEM_HOMES) as ContentKind[]) {
    const tree = await data<ClassifyNode[]>(s.base, `/case/api/content/classify?kind=${kind}`);
    slugs.set(kind, new Map(tree.map((t) => [t.id, t.slug])));
  }
});
afterAll(() => s.close());

const slugOf = (item: ItemSummary) => slugs.get(item.kind)?.get(item.topClassifyId) ?? '';
const covered = (c: SiteChannel, item: ItemSummary) => audienceHas(c, item.kind, slugOf(item)) || (AUDIENCES[c].free && !item.vip && item.price === 0);
const feed = (c: SiteChannel) => data<HomeFeed>(s.base, `/case/api/content/home?audience=${c}`);
const featured = (f: HomeFeed) => [...f.banners.map((b) => b.id), ...f.sections.flatMap((x) => x.list.map((i) => i.id))];

describe('one home per item (lib/api/contract/audience.ts)', () => {
  it('every item of every kind names the home its kind and top category give', async () => {
    for (const kind of Object.keys(ITEM_HOMES) as ContentKind[]) {
      const page = await data<ItemPage>(s.base, `/case/api/content/list?kind=${kind}&pageSize=50&sort=hot`);
      for (const item of page.list) {
        expect(SITE_CHANNELS).toContain(item.home);
        const rule = ITEM_HOMES[kind];
        expect(item.home).toBe(rule.tops?.[slugOf(item)] ?? rule.default);
      }
    }
  });

  it('each channel is home to some items, and the five sitemaps partition the catalogue', async () => {
    const all = await data<SitemapChunk>(s.base, '/case/api/seo/sitemap?type=detail&limit=50000');
    const seen = new Map<number, SiteChannel>();
    for (const c of SITE_CHANNELS) {
      const part = await data<SitemapChunk>(s.base, `/case/api/seo/sitemap?type=detail&limit=50000&channel=${c}`);
      for (const e of part.entries) {
        expect(seen.has(e.id)).toBe(false);
        seen.set(e.id, c);
      }
    }
    expect(seen.size).toBe(all.entries.length);
    const counts = new Map<SiteChannel, number>();
    for (const c of seen.values()) counts.set(c, (counts.get(c) ?? 0) + 1);
    for (const c of SITE_CHANNELS) expect(counts.get(c) ?? 0).toBeGreaterThan(0);
    // The feed and the item agree on the home.
    const sample = [...seen].filter((_, i) => i % 97 === 0).slice(0, 20);
    for (const [id, c] of sample) {
      const page = await data<ItemPage>(s.base, `/case/api/content/list?kind=${all.entries.find((e) => e.id === id)!.kind}&pageSize=100&sort=new&page=1`);
      const hit = page.list.find((i) => i.id === id);
      if (hit) expect(hit.home).toBe(c);
    }
  });

  it('keyset paging inside a channel stays inside it; designers follow their field', async () => {
    const first = await data<SitemapChunk>(s.base, '/case/api/seo/sitemap?type=bk&limit=5&channel=student');
    expect(first.entries).toHaveLength(5);
    const next = await data<SitemapChunk>(s.base, `/case/api/seo/sitemap?type=bk&limit=5&channel=student&afterId=${first.nextAfterId}`);
    expect(next.entries[0]!.id).toBeGreaterThan(first.entries[4]!.id);
    expect((await data<SitemapChunk>(s.base, '/case/api/seo/sitemap?type=bk&limit=5&channel=interior')).entries).toEqual([]);
    const designers = await data<SitemapChunk>(s.base, '/case/api/seo/sitemap?type=designer&limit=5&channel=landscape');
    for (const e of designers.entries) {
      const d = await data<DesignerDetail>(s.base, `/case/api/designer/detail?id=${e.id}`);
      expect(designerHome(d.field)).toBe('landscape');
    }
    expectClientError(await getJson(s.base, '/case/api/seo/sitemap?type=detail&channel=www'), 400);
  });
});

describe('channel home feeds favour their audience', () => {
  it('any two channels share less than half of their featured items', async () => {
    const sets = new Map<SiteChannel, Set<number>>();
    for (const c of SITE_CHANNELS) sets.set(c, new Set(featured(await feed(c))));
    for (const a of SITE_CHANNELS) {
      for (const b of SITE_CHANNELS) {
        if (a >= b) continue;
        const A = sets.get(a)!;
        const B = sets.get(b)!;
        const shared = [...A].filter((id) => B.has(id)).length;
        expect(shared / Math.min(A.size, B.size)).toBeLessThan(0.5);
      }
    }
  });

  it('the hero and the featured section belong to the audience; no section is short', async () => {
    for (const c of SITE_CHANNELS) {
      const f = await feed(c);
      expect(f.audience).toBe(c);
      expect(f.banners).toHaveLength(5);
      const heroKind = AUDIENCES[c].hero.kind;
      for (const b of f.banners) expect(b.path).toMatch(new RegExp(`/detail/\\d+/${heroKind}$`));
      const first = f.sections[0]!;
      expect(first.title).toBe(AUDIENCES[c].sections[0]!.title);
      for (const item of first.list) expect(covered(c, item)).toBe(true);
      AUDIENCES[c].sections.forEach((spec, i) => expect(f.sections[i]!.list).toHaveLength(spec.size));
    }
  });

  it('an area home leads with the channel’s categories (SPEC §3 case orders on architecture and landscape)', async () => {
    const arch = await data<HomeFeed>(s.base, '/case/api/content/home?channel=news&audience=architecture');
    const land = await data<HomeFeed>(s.base, '/case/api/content/home?channel=news&audience=landscape');
    expect(arch.classifies.slice(0, 3).map((c) => c.name)).toEqual(['建筑', '家居空间', '酒店民宿']);
    expect(land.classifies[0]!.name).toBe('景观');
    expect(land.classifies.map((c) => c.name).indexOf('建筑')).toBe(13);
    const su = await data<HomeFeed>(s.base, '/case/api/content/home?channel=su&audience=landscape');
    expect(su.classifies[0]!.name).toBe('景观模型');
    for (const item of su.banners) expect(item.path).toMatch(/\/su$/);
  });
});

describe('lists with an audience', () => {
  it('keep to the audience where it has the kind, and fall back to the whole kind where it has none', async () => {
    const interior = await data<ItemPage>(s.base, '/case/api/content/list?kind=case&audience=interior&pageSize=40');
    for (const item of interior.list) expect(covered('interior', item)).toBe(true);
    const whole = await data<ItemPage>(s.base, '/case/api/content/list?kind=case&pageSize=40');
    expect(interior.total).toBeLessThan(whole.total);
    // The landscape audience has no 3D models: the rank list is the whole kind's, never empty.
    const rank = await data<RankList>(s.base, '/case/api/content/rank?kind=3d&rank=download&audience=landscape');
    const plain = await data<RankList>(s.base, '/case/api/content/rank?kind=3d&rank=download');
    expect(rank.list.map((i) => i.id)).toEqual(plain.list.map((i) => i.id));
    // Students get free downloads.
    const student = await data<RankList>(s.base, '/case/api/content/rank?kind=su&rank=download&audience=student');
    expect(student.list.length).toBeGreaterThan(0);
    for (const item of student.list) expect(item.vip || item.price > 0).toBe(false);
  });

  it('the day update favours the audience without changing the day counts', async () => {
    const plain = await data<DayUpdate>(s.base, '/case/api/content/dayUpdate');
    const day = plain.days.find((d) => d.count > 5)!.date;
    const a = await data<DayUpdate>(s.base, `/case/api/content/dayUpdate?date=${day}&audience=rendering`);
    expect(a.days).toEqual(plain.days);
    expect(a.list.list.length).toBeGreaterThan(0);
    expect(a.list.list.every((i) => covered('rendering', i)) || a.list.total === (await data<DayUpdate>(s.base, `/case/api/content/dayUpdate?date=${day}`)).list.total).toBe(true);
  });

  it('rejects an unknown channel with a Chinese message', async () => {
    expectClientError(await getJson(s.base, '/case/api/content/list?kind=case&audience=kitchen'), 400);
    expectClientError(await getJson(s.base, '/case/api/content/home?audience=1'), 400);
  });
});

describe('channel words', () => {
  it('hot words and placeholder words differ by channel and come from its audience', async () => {
    const banner = new Map<SiteChannel, string[]>();
    for (const c of SITE_CHANNELS) banner.set(c, (await data<SearchWord[]>(s.base, `/case/api/case/getBannerWorlds?audience=${c}`)).map((w) => w.word));
    const outdoor = ['公园', '广场', '庭院', '水景', '景观小品', '滨水景观', '居住区景观'];
    expect(banner.get('landscape')!.filter((w) => outdoor.includes(w)).length).toBeGreaterThanOrEqual(2);
    expect(banner.get('interior')!.filter((w) => outdoor.includes(w))).toEqual([]);
    expect(new Set(SITE_CHANNELS.map((c) => banner.get(c)!.join())).size).toBe(5);
    const hot = await postJson<SearchWord[]>(s.base, '/case/api/word/everyoneSearchWord', { channel: 0, audience: 'student' });
    expect(hot.status).toBe(200);
    expect(hot.body.data.length).toBeGreaterThan(4);
    expect(hot.body.data.length).toBeLessThanOrEqual(12);
  });
});
