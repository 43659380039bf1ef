import {
  categoryHref, categoryUrl, classifyHref, COLOR_CODES, formatClassifyId, isCanonicalClassifyId, ORIENTATION_CODES, parseClassifyId,
  searchHref, searchStateOf, searchUrl, searchUrlWith, type ClassifyUrl,
} from '@/lib/content/classify-param';
import { classifyCrumbs, classifyDescription, classifyTitle, isIndexable } from '@/lib/content/classify-seo';
import { classifyQuery } from '@/lib/content/classify-query';
import { dayLabel, isWithinDays, parseDayUpdateSlug } from '@/lib/content/day-update';
import { parseDetailParams } from '@/lib/content/detail-params';

const search = (id: string) => {
  const u = parseClassifyId(id);
  if (u?.type !== 'search') throw new Error(`${id} is not a search URL`);
  return u;
};

describe('the classify URL model: one parser, one formatter', () => {
  it('reads the short category forms, trailing defaults left out', () => {
    expect(parseClassifyId('10100')).toEqual({ type: 'category', top: 10100, sub: 0, page: 1, sort: 'new', vip: 'all', tagId: 0 });
    expect(parseClassifyId('10100_10102')).toMatchObject({ type: 'category', top: 10100, sub: 10102, page: 1 });
    expect(parseClassifyId('10100_0_3_1_2_17')).toMatchObject({ type: 'category', page: 3, sort: 'hot', vip: 'free', tagId: 17 });
  });

  it('reads the all-default category URL as every category (/classify/0)', () => {
    expect(parseClassifyId('0')).toEqual(categoryUrl());
    expect(formatClassifyId(categoryUrl())).toBe('0');
    expect(categoryHref()).toBe('/classify/0');
    expect(classifyHref(categoryUrl(), { page: 2 })).toBe('/classify/0_0_2');
    expect(parseClassifyId('0_0_2_1')).toMatchObject({ type: 'category', top: 0, page: 2, sort: 'hot' });
    // Longer spellings of it parse (and redirect to the short one).
    for (const raw of ['0_0_1', '0_0_1_0_0_0_0_0_0_0']) {
      expect(parseClassifyId(raw)).toEqual(categoryUrl());
      expect(isCanonicalClassifyId(raw, parseClassifyId(raw)!)).toBe(false);
    }
  });

  it('reads the header search form as a keyword search (SPEC §2), sort code 0 = 综合', () => {
    expect(parseClassifyId('0_0_1_0_0_0_卧室_0_0_0')).toEqual({ type: 'search', top: 0, sub: 0, page: 1, sort: 'relevance', vip: 'all', tagId: 0, keyword: '卧室' });
    expect(parseClassifyId('0_0_1_0_0_0_卧室_0_0_0')).toEqual(searchUrl('卧室'));
    expect(search('0_0_1_0_0_0_%E5%8D%A7%E5%AE%A4_0_0_0').keyword).toBe('卧室');
    expect(parseClassifyId('10100_0_2_1_0_0_dark_room_0_0_0')).toMatchObject({ type: 'search', top: 10100, page: 2, sort: 'new', keyword: 'dark_room' });
    expect(search('10100_0_1_2_0_0_x_0_0_0').sort).toBe('download');
    expect(search('卧室').keyword).toBe('卧室');
    expect(search('0_0_1_0_0_0_2024_0_0_0').keyword).toBe('2024');
    // Any other bare text is a search for it, not an id: "-1" and "1e5" are words here.
    expect(search('-1').keyword).toBe('-1');
    expect(search('1e5').keyword).toBe('1e5');
  });

  it('rejects malformed ids (404, never a 500)', () => {
    const bad = [
      '', 'abc_', '_', '10100_', '10100__1', '010100', '10100_0_0', '10100_0_1001', '10100_0_1_4', '10100_0_1_0_3',
      '0_5', '0_5_1_0_0_0_0_0_0_0', '10100_0_1_0_0_0_x_0_0_1', '0_5_1_0_0_0_x_0_0_0', '0_0_1_0_0_0_ _0_0_0', '99999999999',
      '0_0_1_0_0_0_a\u0001b_0_0_0', `0_0_1_0_0_0_${'长'.repeat(51)}_0_0_0`, '10100_0_1_0_0_0_kw', '1_x',
      // Sort code 3 (收藏最多) has no search meaning.
      '0_0_1_3_0_0_北欧_0_0_0',
    ];
    for (const raw of bad) expect([raw, parseClassifyId(raw)]).toEqual([raw, null]);
  });

  it('formats one canonical spelling per page, and parse ∘ format is the identity', () => {
    expect(formatClassifyId(parseClassifyId('10100_0_1_0_0_0_0_0_0_0')!)).toBe('10100');
    expect(formatClassifyId(parseClassifyId('10100_0_2')!)).toBe('10100_0_2');
    expect(formatClassifyId(parseClassifyId('卧室')!)).toBe('0_0_1_0_0_0_%E5%8D%A7%E5%AE%A4_0_0_0');
    expect(isCanonicalClassifyId('10100', parseClassifyId('10100')!)).toBe(true);
    expect(isCanonicalClassifyId('10100_0_1', parseClassifyId('10100_0_1')!)).toBe(false);
    expect(isCanonicalClassifyId('0_0_1_0_0_0_卧室_0_0_0', parseClassifyId('0_0_1_0_0_0_卧室_0_0_0')!)).toBe(true);
    const urls: ClassifyUrl[] = [
      categoryUrl(), categoryUrl(10100), categoryUrl(10100, 10102),
      { ...categoryUrl(10100), page: 7, sort: 'collect', vip: 'vip', tagId: 12 },
      { ...categoryUrl(), sort: 'download', vip: 'free' },
      searchUrl('客厅'), searchUrl('a_b 100%'), { ...searchUrl('儿童房'), top: 10200, sub: 10201, page: 3, sort: 'new', vip: 'free', tagId: 4, orientation: 'v', color: 'pink' },
    ];
    for (const u of urls) {
      expect(parseClassifyId(formatClassifyId(u))).toEqual(u);
      expect(isCanonicalClassifyId(formatClassifyId(u), u)).toBe(true);
    }
  });

  it('builds links with changes', () => {
    const p = parseClassifyId('10100_10102')!;
    expect(classifyHref(p, { page: 2 })).toBe('/classify/10100_10102_2');
    expect(classifyHref(p, { sort: 'collect' })).toBe('/classify/10100_10102_1_3');
    expect(categoryHref(10100)).toBe('/classify/10100');
    expect(searchHref('卧室')).toBe('/classify/0_0_1_0_0_0_%E5%8D%A7%E5%AE%A4_0_0_0');
    expect(classifyHref(searchUrl('卧室'), { sort: 'new', page: 2 })).toBe('/classify/0_0_2_1_0_0_%E5%8D%A7%E5%AE%A4_0_0_0');
  });

  it('reads orientation (field 7) and colour (field 8) of a search URL; 0 is any', () => {
    expect(parseClassifyId('0_0_1_0_0_0_卧室_1_11_0')).toEqual({ ...searchUrl('卧室'), orientation: 'h', color: 'white' });
    expect(parseClassifyId('0_0_1_0_0_0_卧室_2_0_0')).toEqual({ ...searchUrl('卧室'), orientation: 'v' });
    expect(search('0_0_1_0_0_0_卧室_3_0_0').orientation).toBe('s');
    expect(parseClassifyId('0_0_1_0_0_0_卧室_0_1_0')).toEqual({ ...searchUrl('卧室'), color: 'red' });
    expect(search('0_0_1_0_0_0_卧室_0_12_0').color).toBe('gray');
    expect(parseClassifyId('10100_0_2_1_0_0_dark_room_2_10_0')).toMatchObject({ keyword: 'dark_room', orientation: 'v', color: 'black' });
    const any = search('0_0_1_0_0_0_卧室_0_0_0');
    expect(any.orientation).toBeUndefined();
    expect(any.color).toBeUndefined();
  });

  it('rejects unknown orientation / colour codes, other spellings, and them on category URLs', () => {
    const bad = [
      '0_0_1_0_0_0_卧室_4_0_0', '0_0_1_0_0_0_卧室_0_13_0', '0_0_1_0_0_0_卧室_01_0_0', '0_0_1_0_0_0_卧室_0_01_0',
      '0_0_1_0_0_0_卧室_h_0_0', '0_0_1_0_0_0_卧室_0_red_0', '0_0_1_0_0_0_卧室_-1_0_0', '0_0_1_0_0_0_卧室_1_1_1',
      '0_0_1_0_0_0_卧室__0_0', '10100_0_1_0_0_0_0_1_0_0', '10100_0_1_0_0_0_0_0_3_0',
    ];
    for (const raw of bad) expect([raw, parseClassifyId(raw)]).toEqual([raw, null]);
  });

  it('builds search URLs with orientation and colour, round-trips every code', () => {
    const p = search('0_0_1_0_0_0_卧室_0_0_0');
    expect(classifyHref(p, { orientation: 'h' })).toBe('/classify/0_0_1_0_0_0_%E5%8D%A7%E5%AE%A4_1_0_0');
    expect(classifyHref(p, { orientation: 's', color: 'gray', page: 2 })).toBe('/classify/0_0_2_0_0_0_%E5%8D%A7%E5%AE%A4_3_12_0');
    expect(classifyHref({ ...p, orientation: 'v', color: 'pink' }, { orientation: undefined, color: undefined })).toBe('/classify/0_0_1_0_0_0_%E5%8D%A7%E5%AE%A4_0_0_0');
    for (const orientation of ORIENTATION_CODES) {
      for (const color of COLOR_CODES) {
        const q = { ...p, orientation, color };
        const id = formatClassifyId(q);
        expect(parseClassifyId(id)).toEqual(q);
        expect(isCanonicalClassifyId(id, parseClassifyId(id)!)).toBe(true);
      }
    }
    expect(isCanonicalClassifyId('0_0_1_0_0_0_卧室_2_5_0', parseClassifyId('0_0_1_0_0_0_卧室_2_5_0')!)).toBe(true);
  });

  it('maps a search URL to the shared search state and back', () => {
    expect(searchStateOf(search('0_0_1_0_0_0_北欧_0_0_0'))).toMatchObject({ keyword: '北欧', sort: 'relevance', page: 1, orientation: undefined, color: undefined });
    const q = search('10100_10101_2_1_2_7_北欧_3_6_0');
    expect(searchStateOf(q)).toEqual({ keyword: '北欧', classifyId: 10101, page: 2, sort: 'new', vip: 'free', tagId: 7, orientation: 's', color: 'blue' });
    expect(searchUrlWith(q, {})).toEqual(q);
    // A chosen category replaces both category fields; other changes keep them.
    expect(searchUrlWith(q, { classifyId: 10200, page: 1 })).toMatchObject({ top: 10200, sub: 0, page: 1 });
    expect(searchUrlWith(q, { classifyId: undefined })).toMatchObject({ top: 0, sub: 0 });
    expect(searchUrlWith(q, { sort: 'download', vip: undefined, tagId: undefined })).toMatchObject({ top: 10100, sub: 10101, sort: 'download', vip: 'all', tagId: 0 });
  });

  it('turns a category URL into the content-list query', () => {
    const top = { id: 10100, name: '建筑', slug: 'a', kind: 'case' as const, parentId: 0, sort: 1, itemCount: 9 };
    const ctx = { kind: 'case' as const, tree: [top], top, sub: null };
    const u = parseClassifyId('10100_0_1_1_1_5');
    expect(u?.type === 'category' && classifyQuery(u, ctx)).toEqual({ sort: 'hot', classifyId: 10100, vip: 1, tagId: 5 });
    // Every category: the kind's whole list.
    expect(classifyQuery(categoryUrl(), { ...ctx, top: null })).toEqual({ sort: 'new', kind: 'case' });
  });
});

describe('classify titles follow the URL', () => {
  const ctx = { kind: 'case' as const, tree: [], top: { id: 10100, name: '建筑', slug: 'a', kind: 'case' as const, parentId: 0, sort: 1, itemCount: 9 }, sub: null };
  it('names the search sort the results use (1 = 最新, never 最热)', () => {
    expect(classifyTitle(search('0_0_1_0_0_0_卧室_0_0_0'), null)).toBe('“卧室”案例搜索结果');
    expect(classifyTitle(search('0_0_1_1_0_0_卧室_0_0_0'), null)).toBe('“卧室”案例搜索结果（最新）');
    expect(classifyTitle(search('0_0_2_2_0_0_卧室_0_0_0'), null)).toBe('“卧室”案例搜索结果（最多下载，第 2 页）');
    expect(classifyTitle(parseClassifyId('10100_0_1_1')!, ctx)).toBe('建筑案例（最热）');
  });
  it('names every category 全部案例 and indexes it', () => {
    expect(classifyTitle(categoryUrl(), { ...ctx, top: null })).toBe('全部案例');
    expect(classifyCrumbs(categoryUrl(), { ...ctx, top: null }).map((c) => c.path)).toEqual(['/', '/news', '/classify/0']);
    expect(isIndexable(categoryUrl())).toBe(true);
    const tree = ['建筑', '家居空间', '酒店民宿', '商业'].map((name, i) => ({ ...ctx.top, id: 10100 + i * 100, name }));
    expect(classifyDescription(categoryUrl(), { ...ctx, tree, top: null }, 795)).toBe('全部案例，共 795 个，涵盖建筑、家居空间、酒店民宿等 4 个分类，按最新排序：浏览高清图片、作者与详细参数。');
    expect(isIndexable(searchUrl('卧室'))).toBe(false);
  });
});

describe('detail and day-update parameters', () => {
  it('accepts canonical ids and the kinds /detail serves', () => {
    expect(parseDetailParams('2914', 'pin')).toEqual({ id: 2914, kind: 'pin' });
    for (const [id, elk] of [['999999999999', 'pin'], ['0', 'pin'], ['01', 'pin'], ['12', 'x'], ['12', 'magazine'], ['1e3', 'case'], ['2147483648', 'case']]) {
      expect(parseDetailParams(id, elk)).toBeNull();
    }
  });

  it('parses /dayUpdate slugs strictly', () => {
    expect(parseDayUpdateSlug(undefined)).toEqual({ date: null, page: 1 });
    expect(parseDayUpdateSlug(['2026-11-20'])).toEqual({ date: '2026-11-20', page: 1 });
    expect(parseDayUpdateSlug(['2026-11-20', '3'])).toEqual({ date: '2026-11-20', page: 3 });
    for (const bad of [['2026-02-30'], ['2026-1-2'], ['x'], ['2026-11-20', '1'], ['2026-11-20', '02'], ['2026-11-20', '2', '3']]) {
      expect(parseDayUpdateSlug(bad)).toBeNull();
    }
  });

  it('labels days relative to the newest one and bounds dates to the 30-day list', () => {
    expect(dayLabel('2026-11-21', '2026-11-21')).toBe('今天');
    expect(dayLabel('2026-11-20', '2026-11-21')).toBe('昨天');
    expect(dayLabel('2026-11-19', '2026-11-21')).toBe('前天');
    expect(dayLabel('2026-11-02', '2026-11-21')).toBe('11月2日');
    const now = Date.UTC(2026, 10, 21, 4); // 12:00 in China
    expect(isWithinDays('2026-11-21', now)).toBe(true);
    expect(isWithinDays('2026-10-23', now)).toBe(true);
    expect(isWithinDays('2026-10-01', now)).toBe(false);
    expect(isWithinDays('2026-12-01', now)).toBe(false);
  });
});
