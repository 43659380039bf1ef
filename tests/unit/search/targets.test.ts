import { searchHref } from '@/lib/content/classify-param';
import {
  kindSearchHref,
  otherKindHits,
  parseSearchType,
  routerBase,
  SEARCH_TYPES,
  searchOfUrl,
  searchTarget,
  searchTypeUrl,
  withBase,
} from '@/components/search/targets';

afterEach(() => {
  delete window.__BASE_PATH__;
  delete process.env.NEXT_PUBLIC_BASE_PATH;
  delete process.env.NEXT_PUBLIC_RENDER_SITE_ORIGIN;
});

const KW = '客厅 设计/1';
const ENC = encodeURIComponent(KW);

describe('search targets by type (SPEC §2)', () => {
  it('type 1 (default): the classify path with the keyword encoded', () => {
    expect(searchTarget(1, '客厅')).toEqual({ url: '/classify/0_0_1_0_0_0_%E5%AE%A2%E5%8E%85_0_0_0', newTab: false, external: false });
    expect(searchHref(KW)).toBe(`/classify/0_0_1_0_0_0_${ENC}_0_0_0`);
  });
  it('type 2: /searchCase/{keyword}?searchType=0', () => {
    expect(searchTarget(2, KW).url).toBe(`/searchCase/${ENC}?searchType=0`);
  });
  it('type 3: the external rendering site with keyword and st=21', () => {
    expect(searchTarget(3, KW)).toEqual({ url: `http://rendering.localhost:3000/searchResult?keyword=${ENC}&st=21`, newTab: false, external: true });
    process.env.NEXT_PUBLIC_RENDER_SITE_ORIGIN = 'https://xr.example.com';
    expect(searchTypeUrl(3, 'a&b').url).toBe('https://xr.example.com/searchResult?keyword=a%26b&st=21');
  });
  it('type 4: /searchCase/{keyword}?searchType=1', () => {
    expect(searchTarget(4, KW).url).toBe(`/searchCase/${ENC}?searchType=1`);
  });
  it("'searchOpen' opens the type's target in a new tab", () => {
    expect(searchTarget(2, 'a', 'searchOpen')).toEqual({ url: '/searchCase/a?searchType=0', newTab: true, external: false });
    expect(searchTarget(3, 'a', 'searchOpen')).toMatchObject({ newTab: true, external: true });
  });
  it("'searchLocation' goes to the classify path in the same window, whatever the type", () => {
    for (const t of [1, 2, 3, 4] as const) {
      expect(searchTarget(t, 'a', 'searchLocation')).toEqual({ url: '/classify/0_0_1_0_0_0_a_0_0_0', newTab: false, external: false });
    }
  });
  it('parses search types, defaulting to 1', () => {
    expect(parseSearchType('2')).toBe(2);
    expect(parseSearchType(4)).toBe(4);
    expect(parseSearchType('5')).toBe(5);
    expect(parseSearchType('6')).toBe(1);
    expect(parseSearchType(null)).toBe(1);
    expect(parseSearchType('abc')).toBe(1);
    expect(SEARCH_TYPES.map((t) => t.type)).toEqual([1, 2, 3, 4, 5]);
    expect(SEARCH_TYPES.find((t) => t.type === 5)?.label).toBe('模型');
  });
});

describe('router base', () => {
  it("is '/' by default", () => {
    expect(routerBase()).toBe('/');
    expect(withBase('/classify/x')).toBe('/classify/x');
  });
  it('uses a global base path first', () => {
    process.env.NEXT_PUBLIC_BASE_PATH = '/env';
    window.__BASE_PATH__ = '/global';
    expect(routerBase()).toBe('/global/');
    expect(searchTarget(1, 'a').url).toBe('/global/classify/0_0_1_0_0_0_a_0_0_0');
    expect(searchTarget(2, 'a', 'searchOpen').url).toBe('/global/searchCase/a?searchType=0');
  });
  it('falls back to NEXT_PUBLIC_BASE_PATH, normalising slashes', () => {
    process.env.NEXT_PUBLIC_BASE_PATH = 'env/';
    expect(routerBase()).toBe('/env/');
    window.__BASE_PATH__ = '   ';
    expect(routerBase()).toBe('/env/');
    window.__BASE_PATH__ = '/';
    expect(routerBase()).toBe('/');
  });
  it('never prefixes the external target', () => {
    window.__BASE_PATH__ = '/global';
    expect(searchTarget(3, 'a').url.startsWith('http://rendering.localhost:3000/')).toBe(true);
  });
});

describe('the other kinds of an empty search', () => {
  const facets = [
    { kind: 'case' as const, name: '案例', count: 3 },
    { kind: 'pin' as const, name: '灵感图片', count: 56 },
    { kind: 'pics' as const, name: '灵感图集', count: 99 },
    { kind: '3d' as const, name: '3D模型', count: 7 },
    { kind: 'jhy' as const, name: '专题', count: 0 },
  ];
  it('each kind with a results page links it for the word', () => {
    expect(kindSearchHref('case', '背景墙')).toBe(searchHref('背景墙'));
    expect(kindSearchHref('pin', 'a b')).toBe('/searchCase/a%20b?searchType=0');
    expect(kindSearchHref('pics', 'a')).toBe('/searchCase/a?searchType=1');
    expect(kindSearchHref('jhy', 'a&b')).toBe('/searchResult?keyword=a%26b&st=21&kind=jhy');
    // A word naming models (沙发, sofa, shafa) reaches them one click away.
    expect(kindSearchHref('3d', '沙发')).toBe('/searchResult?keyword=%E6%B2%99%E5%8F%91&st=21&kind=3d');
    expect(kindSearchHref('su', 'a')).toBe('/searchResult?keyword=a&st=21&kind=su');
    // Drawings, textures and texts: each its own results page, so a case search can point to them.
    expect(kindSearchHref('sgt', '大样图')).toBe('/searchResult?keyword=%E5%A4%A7%E6%A0%B7%E5%9B%BE&st=21&kind=sgt');
    expect(kindSearchHref('tietu', 'a')).toBe('/searchResult?keyword=a&st=21&kind=tietu');
    expect(kindSearchHref('wenben', 'a')).toBe('/searchResult?keyword=a&st=21&kind=wenben');
    expect(kindSearchHref('bk', 'a')).toBeNull();
  });
  it('offers drawings, textures and texts beside the other kinds', () => {
    const more = [...facets, { kind: 'sgt' as const, name: '施工图', count: 59 }, { kind: 'tietu' as const, name: '贴图', count: 4 }, { kind: 'wenben' as const, name: '方案文本', count: 99 }];
    expect(otherKindHits(more, ['case'], 'w').map((k) => [k.kind, k.count])).toEqual([['pin', 56], ['pics', 99], ['3d', 7], ['sgt', 59], ['tietu', 4], ['wenben', 99]]);
  });
  it('leaves out the searched kinds, kinds without hits and kinds without a page', () => {
    expect(otherKindHits(facets, ['case'], 'w')).toEqual([
      { kind: 'pin', label: '灵感图片', count: 56, href: '/searchCase/w?searchType=0' },
      { kind: 'pics', label: '灵感图集', count: 99, href: '/searchCase/w?searchType=1' },
      { kind: '3d', label: '3D模型', count: 7, href: '/searchResult?keyword=w&st=21&kind=3d' },
    ]);
    expect(otherKindHits([{ kind: 'bk', name: '百科', count: 4 }], ['case'], 'w')).toEqual([]);
    expect(otherKindHits(facets, ['pin'], 'w').map((k) => k.kind)).toEqual(['case', 'pics', '3d']);
    expect(otherKindHits([], ['case'], 'w')).toEqual([]);
  });
});

describe('searchOfUrl: the search a results page shows, for the header box', () => {
  it('reads every target back to its type and keyword', () => {
    for (const type of [1, 2, 4] as const) {
      const url = new URL(searchTarget(type, KW).url, 'http://x.localhost');
      expect(searchOfUrl(url.pathname, url.search)).toEqual({ type, keyword: KW });
    }
    process.env.NEXT_PUBLIC_RENDER_SITE_ORIGIN = 'http://rendering.localhost:3000';
    const render = new URL(searchTarget(3, KW).url);
    expect(render.origin).toBe('http://rendering.localhost:3000');
    expect(searchOfUrl(render.pathname, render.search)).toEqual({ type: 3, keyword: KW });
    // The models type: the rendering site's search of both model kinds; an SU page is models too, never 效果图.
    const models = new URL(searchTarget(5, KW).url);
    expect(models.searchParams.get('kind')).toBe('model');
    expect(searchOfUrl(models.pathname, models.search)).toEqual({ type: 5, keyword: KW });
    expect(searchOfUrl('/searchResult', `?keyword=${ENC}&st=21&kind=su`)).toEqual({ type: 5, keyword: KW });
    expect(searchOfUrl(`/fusePage/fuseSearch/${ENC}`, '')).toEqual({ type: 1, keyword: KW });
    // A page of drawings, textures or texts keeps the word; no header type names it, so none is claimed.
    expect(searchOfUrl('/searchResult', `?keyword=${ENC}&st=21&kind=sgt`)).toEqual({ type: null, keyword: KW });
    expect(searchOfUrl('/searchResult', '?keyword=%20&st=21&kind=tietu')).toBeNull();
  });
  it('is null on pages that are no search: categories, homes, details, blank words', () => {
    expect(searchOfUrl('/classify/10200', '')).toBeNull();
    expect(searchOfUrl('/', '?keyword=x')).toBeNull();
    expect(searchOfUrl('/detail/1/3d', '')).toBeNull();
    expect(searchOfUrl('/searchResult', '?keyword=%20')).toBeNull();
    expect(searchOfUrl('/searchCase/a/b', '')).toBeNull();
  });
});
