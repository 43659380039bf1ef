import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import { AUDIENCES, ITEM_HOMES, SITE_CHANNELS, audienceHas, designerHome, type SiteChannel } from '../../lib/api/contract/audience';
import type { ContentKind } from '../../lib/api/contract/kinds';
import { itemHref } from '../../lib/content/item-href';
import { on, SITE_PORT } from './support/content';

// Issue 16: five channels that serve their audience, one canonical home per item. Runs once
// (main project) and visits every sub-domain: Chromium resolves *.localhost; Node does not, so
// plain HTTP checks send the channel's Host header to 127.0.0.1.
test.describe.configure({ timeout: 300_000 });

const API = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const hostOf = (c: SiteChannel) => `${c}.localhost:${SITE_PORT}`;

interface Item {
  id: number;
  kind: ContentKind;
  topClassifyId: number;
  vip: boolean;
  price: number;
  home: SiteChannel;
}

let api: APIRequestContext;
const slugs = new Map<string, Map<number, string>>();
test.beforeAll(async () => {
  api = await apiRequest.newContext();
  for (const kind of Object.keys(ITEM_HOMES)) {
    const tree = (await (await api.get(`${API}/case/api/content/classify?kind=${kind}`)).json()).data as { id: number; slug: string }[];
    slugs.set(kind, new Map(tree.map((t) => [t.id, t.slug])));
  }
});
test.afterAll(() => api.dispose());

async function detail(id: number): Promise<Item> {
  return (await (await api.get(`${API}/case/api/content/detail?id=${id}`)).json()).data as Item;
}

/** A page's HTML as the channel's host serves it. */
async function html(channel: SiteChannel, path: string): Promise<{ status: number; text: string }> {
  const res = await api.get(`${SITE}${path}`, { headers: { host: hostOf(channel) }, maxRedirects: 0 });
  return { status: res.status(), text: await res.text() };
}

const canonicalOf = (text: string) => /<link rel="canonical" href="([^"]+)"/.exec(text)?.[1] ?? null;
const ITEM_ID = /^\/(?:detail\/(\d+)\/|detail_news\/detail\/(\d+)\/)/;

test('the five homes feature different items, each channel’s hero and featured cases from its audience', async ({ page }) => {
  const featured = new Map<SiteChannel, { hero: number[]; first: number[]; all: Set<number> }>();
  for (const c of SITE_CHANNELS) {
    await page.goto(on(c, '/'));
    const ids = async (selector: string) =>
      (await page.locator(selector).evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname)))
        .map((p) => ITEM_ID.exec(p))
        .filter((m): m is RegExpExecArray => !!m)
        .map((m) => Number(m[1] ?? m[2]));
    const hero = await ids('[data-testid="banner-hero"] a');
    const sections = page.getByTestId('home-section');
    await expect(sections.first()).toBeVisible();
    const first = await ids('[data-testid="home-section"] >> nth=0 >> a');
    const rest = await ids('[data-testid="home-section"] a');
    expect(hero.length, c).toBe(5);
    expect(first.length, c).toBeGreaterThan(3);
    featured.set(c, { hero, first, all: new Set([...hero, ...rest]) });
    await expect(page.getByTestId('home-section').first().getByRole('heading', { level: 2 })).toHaveText(AUDIENCES[c].sections[0]!.title);
  }
  for (const a of SITE_CHANNELS) {
    for (const b of SITE_CHANNELS) {
      if (a >= b) continue;
      const A = featured.get(a)!.all;
      const B = featured.get(b)!.all;
      const shared = [...A].filter((id) => B.has(id)).length;
      expect(shared / Math.min(A.size, B.size), `${a} vs ${b}`).toBeLessThan(0.5);
    }
  }
  for (const c of SITE_CHANNELS) {
    const { hero, first } = featured.get(c)!;
    for (const id of [...hero, ...first]) {
      const item = await detail(id);
      const slug = slugs.get(item.kind)?.get(item.topClassifyId) ?? '';
      const free = AUDIENCES[c].free && !item.vip && item.price === 0;
      expect(audienceHas(c, item.kind, slug) || free, `${c}: ${item.kind} ${id} (${slug})`).toBe(true);
    }
    // The featured list is the channel's cases.
    for (const id of first) expect((await detail(id)).kind).toBe(AUDIENCES[c].sections[0]!.kind);
  }
});

test('case categories follow the channel: SPEC §3 orders on architecture and landscape', async ({ page }) => {
  const names = async (c: SiteChannel) => {
    await page.goto(on(c, '/caseNewHome/0'));
    const chips = (await page.getByTestId('case-categories').getByRole('link').allTextContents()).map((t) => t.replace(/\s*\d[\d,]*$/, '').trim());
    return chips.filter((n) => !n.startsWith('全部'));
  };
  const arch = await names('architecture');
  expect(arch.slice(0, 14)).toEqual([...AUDIENCES.architecture.caseOrder]);
  const land = await names('landscape');
  expect(land[0]).toBe('景观');
  expect(land[13]).toBe('建筑');
  expect((await names('interior'))[0]).toBe('家居空间');
  // The case home's category chips too.
  await page.goto(on('landscape', '/news'));
  await expect(page.getByTestId('home-categories').getByRole('link').first()).toContainText('景观');
});

test('the channel strip keeps a search’s keyword, a category where the target has it, else goes home', async ({ page }) => {
  await page.goto(on('interior', '/'));
  const box = page.getByRole('combobox', { name: '搜索关键词' });
  await box.fill('沙发');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/classify\/0_0_1_0_0_0_/);
  const searchPath = new URL(page.url()).pathname;
  const strip = page.getByTestId('channel-banner').getByRole('navigation', { name: '频道' });
  await strip.getByRole('link', { name: '景观设计' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://landscape\\.localhost:${SITE_PORT}${searchPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('html')).toHaveAttribute('data-channel', 'landscape');
  expect(decodeURIComponent(page.url())).toContain('沙发');

  // A 3D furniture category: interior has it, landscape does not.
  const furniture = [...slugs.get('3d')!].find(([, s]) => s === 'furniture')![0];
  await page.goto(on('interior', `/classify/${furniture}`));
  await expect(strip.getByRole('link', { name: '学生专区' })).toHaveAttribute('href', `http://student.localhost:${SITE_PORT}/`);
  await expect(strip.getByRole('link', { name: '室内设计' })).toHaveAttribute('href', `http://interior.localhost:${SITE_PORT}/classify/${furniture}`);
  await expect(strip.getByRole('link', { name: '景观设计' })).toHaveAttribute('href', `http://landscape.localhost:${SITE_PORT}/`);
  // A detail stays on the same item.
  await page.goto(on('rendering', '/3d'));
  await expect(strip.getByRole('link', { name: '建筑设计' })).toHaveAttribute('href', `http://architecture.localhost:${SITE_PORT}/3d`);
});

test('an item’s canonical is the same from every host and names its home channel', async () => {
  for (const kind of Object.keys(ITEM_HOMES) as ContentKind[]) {
    if (kind === 'site') continue; // world-nav sites link out (/tranferPage is noindex)
    const page = (await (await api.get(`${API}/case/api/content/list?kind=${kind}&pageSize=40&sort=hot`)).json()).data as { list: Item[] };
    // Two items per kind, from different top categories where the kind has several.
    const sample = [page.list[0]!, page.list.find((i) => i.topClassifyId !== page.list[0]!.topClassifyId) ?? page.list[1]!].filter(Boolean);
    for (const item of sample) {
      const path = itemHref(item);
      const expected = `http://${hostOf(item.home)}${path}`;
      expect(item.home).toBe(ITEM_HOMES[kind].tops?.[slugs.get(kind)!.get(item.topClassifyId)!] ?? ITEM_HOMES[kind].default);
      for (const c of SITE_CHANNELS) {
        const res = await html(c, path);
        expect(res.status, `${c} ${path}`).toBe(200);
        expect(canonicalOf(res.text), `${c} ${path}`).toBe(expected);
        // Readable on every host, never a redirect.
        expect(res.text).toContain(`data-channel="${c}"`);
      }
    }
  }
  // Designers by their field.
  const designers = (await (await api.get(`${API}/case/api/designer/list?pageSize=5`)).json()).data as { list: { id: number; field: number }[] };
  for (const d of designers.list.slice(0, 3)) {
    const canonicals = new Set<string | null>();
    for (const c of SITE_CHANNELS) canonicals.add(canonicalOf((await html(c, `/designerDetail/${d.id}`)).text));
    expect([...canonicals]).toEqual([`http://${hostOf(designerHome(d.field))}/designerDetail/${d.id}`]);
  }
});
