import { AUDIENCES, ITEM_HOMES, SITE_CHANNELS, audienceHas, itemHome } from '@/lib/api/contract/audience';
import type { ContentKind } from '@/lib/api/contract/kinds';
import { categoryHome, channelsHaving, homeOfItem, pageHome } from '@/lib/channel/audience';
import { switchPath } from '@/lib/channel/switch-path';
import { CHANNELS } from '@/lib/channel/hosts';
import { canonicalChannel, pageMetadata } from '@/lib/seo/metadata';

const KINDS = Object.keys(ITEM_HOMES) as ContentKind[];

describe('the channel table (lib/api/contract/audience.ts)', () => {
  it('every kind has one home per top category, and every channel is home to something', () => {
    const homes = new Set<string>();
    for (const kind of KINDS) {
      const rule = ITEM_HOMES[kind];
      expect(SITE_CHANNELS).toContain(rule.default);
      for (const [slug, c] of Object.entries(rule.tops ?? {})) {
        expect(itemHome(kind, slug)).toBe(c);
        homes.add(c!);
      }
      expect(itemHome(kind, 'no-such-category')).toBe(rule.default);
      homes.add(rule.default);
    }
    expect([...homes].sort()).toEqual([...SITE_CHANNELS].sort());
  });

  it('an audience always covers its own home items; `also` slices add others', () => {
    for (const kind of KINDS) for (const c of SITE_CHANNELS) if (itemHome(kind, 'x') === c) expect(audienceHas(c, kind, 'x')).toBe(true);
    expect(itemHome('sgt', 'home')).toBe('architecture');
    expect(audienceHas('interior', 'sgt', 'home')).toBe(true);
    expect(audienceHas('landscape', '3d', 'furniture')).toBe(false);
  });

  it('each channel has a hero, sections and a header search type; the SPEC orders sit on architecture and landscape', () => {
    for (const c of SITE_CHANNELS) {
      const a = AUDIENCES[c];
      expect(a.sections.length).toBeGreaterThanOrEqual(5);
      expect(new Set(a.sections.map((s) => s.key)).size).toBe(a.sections.length);
      expect([1, 2, 3, 4]).toContain(a.searchType);
      expect(a.summary).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(AUDIENCES.architecture.caseOrder[0]).toBe('建筑');
    expect(AUDIENCES.landscape.caseOrder[0]).toBe('景观');
    expect(AUDIENCES.rendering.searchType).toBe(3);
  });
});

describe('canonical homes', () => {
  it('items and categories name their home; a missing answer falls back to the current channel', () => {
    expect(homeOfItem({ home: 'landscape' }, 'interior')).toBe('landscape');
    expect(homeOfItem({ home: 'www' }, 'interior')).toBe('interior');
    expect(homeOfItem({}, 'student')).toBe('student');
    expect(categoryHome('case', 'landscape')).toBe('landscape');
    expect(categoryHome('case')).toBe(ITEM_HOMES.case.default);
    expect(channelsHaving('3d', 'furniture', CHANNELS)).toEqual(['interior']);
    expect(channelsHaving('3d', undefined, CHANNELS)).toEqual([...CHANNELS]);
  });

  it('per-channel pages are their own canonical; site-wide pages have one home; the rest the default', () => {
    for (const path of ['/', '/3d', '/news', '/dayUpdate', '/dayUpdate/2026-11-20', '/listPage/3d/hot', '/listPage/3d/hot/2', '/caseNewHome/0']) {
      for (const c of CHANNELS) expect(pageHome(path, c)).toBe(c);
    }
    expect(pageHome('/bk.html', 'interior')).toBe('student');
    expect(pageHome('/bk/fl_170100_2.html', 'rendering')).toBe('student');
    expect(pageHome('/artDesign/1_0_1', 'interior')).toBe('rendering');
    expect(pageHome('/worldNav', 'student')).toBe('architecture');
    expect(pageHome('/3dx', 'student')).toBe('architecture');
    expect(pageHome('/caseNewHome/10100', 'student')).toBe('architecture');
  });

  it('pageMetadata points the canonical at the home from every host; noindex pages keep their host', () => {
    const urls = CHANNELS.map((channel) => pageMetadata({ channel, home: 'landscape', path: '/detail/9/su', title: 't', description: 'd' }).alternates?.canonical);
    expect(new Set(urls)).toEqual(new Set(['http://landscape.localhost:3000/detail/9/su']));
    expect(canonicalChannel({ channel: 'interior', path: '/searchCase/x', noindex: true })).toBe('interior');
    expect(canonicalChannel({ channel: 'interior', path: '/' })).toBe('interior');
  });
});

describe('switchPath: the channel strip keeps the reader’s place', () => {
  it('keeps a search with its keyword and query, a detail, an area home', () => {
    expect(switchPath('/classify/0_0_1_0_0_0_沙发_0_0_0', '', 'landscape', null)).toBe('/classify/0_0_1_0_0_0_沙发_0_0_0');
    expect(switchPath('/searchCase/%E6%B2%99%E5%8F%91', 'searchType=0', 'interior', null)).toBe('/searchCase/%E6%B2%99%E5%8F%91?searchType=0');
    expect(switchPath('/detail/12/3d', '', 'student', null)).toBe('/detail/12/3d');
    expect(switchPath('/3d', '', 'rendering', null)).toBe('/3d');
    expect(switchPath('/', '', 'rendering', null)).toBe('/');
    expect(switchPath('/AISearch', 'q=%E6%B2%99%E5%8F%91', 'rendering', null)).toBe('/AISearch?q=%E6%B2%99%E5%8F%91');
    // Other pages do not carry their query (landing parameters, a helper page's destinations).
    expect(switchPath('/tranferPage/3', 'url=https://evil.example.com', 'interior', null)).toBe('/tranferPage/3');
    expect(switchPath('/3d', 'bd_vid=1', 'interior', null)).toBe('/3d');
  });

  it('keeps a category only where the target channel has it (by the page’s hint), else lands on its home', () => {
    const hint = { path: '/classify/30100', channels: ['interior', 'student'] as const };
    expect(switchPath('/classify/30100', '', 'interior', hint)).toBe('/classify/30100');
    expect(switchPath('/classify/30100', '', 'landscape', hint)).toBe('/');
    // A hint for another page, or none yet: the home.
    expect(switchPath('/classify/30200', '', 'interior', hint)).toBe('/');
    expect(switchPath('/caseNewHome/10100', '', 'interior', null)).toBe('/');
    expect(switchPath('/caseNewHome/0', '', 'interior', null)).toBe('/caseNewHome/0');
  });
});
