import { limitKeyword, parseSearchQuery, searchQueryString } from '@/components/search/url-state';
import { dropdownOptions } from '@/components/search/dropdown-options';

describe('search URL state', () => {
  test('filters round-trip through the query string; defaults are left out', () => {
    const s = parseSearchQuery({ kind: 'pin', cat: '20100', tag: '12', vip: 'free', ori: 'h', color: 'white', sort: 'new', page: '3' }, '客厅', { kinds: ['pin'] })!;
    expect(s).toMatchObject({ keyword: '客厅', kind: 'pin', classifyId: 20100, tagId: 12, vip: 'free', orientation: 'h', color: 'white', sort: 'new', page: 3 });
    expect(searchQueryString(s)).toBe('?kind=pin&cat=20100&tag=12&vip=free&ori=h&color=white&sort=new&page=3');
    expect(searchQueryString({ sort: 'relevance', page: 1 })).toBe('');
  });
  test('malformed values are null (the page answers 404)', () => {
    for (const q of [{ color: 'chartreuse' }, { ori: 'x' }, { page: '0' }, { page: '401' }, { cat: '01' }, { kind: 'pin' }, { sort: 'hot' }, { vip: 'all' }]) {
      expect(parseSearchQuery(q, 'a')).toBeNull();
    }
  });
  test('long keywords are cut to 50 characters, whitespace collapsed', () => {
    expect(limitKeyword('字'.repeat(10_000))).toEqual({ keyword: '字'.repeat(50), cut: true });
    expect(limitKeyword('  北欧   客厅 ')).toEqual({ keyword: '北欧 客厅', cut: false });
  });
});

describe('dropdown options', () => {
  const base = { keyword: '', suggestions: ['a'], masters: [], history: ['h1', 'h2'], everyone: [{ id: 1, word: 'e1', count: 1 }], hot: [{ id: 2, word: 'e1', count: 1 }], pattern: [], loading: false };
  test('empty box: history, everyone, hot in keyboard order with unique ids', () => {
    const o = dropdownOptions(base, 'x');
    expect(o.map((x) => (x.type === 'word' ? `${x.section}:${x.word}` : ''))).toEqual(['history:h1', 'history:h2', 'everyone:e1', 'hot:e1']);
    expect(new Set(o.map((x) => x.id)).size).toBe(o.length);
  });
  test('typing: suggestions then designers only', () => {
    const o = dropdownOptions({ ...base, keyword: 'a', masters: [{ id: 9, name: 'n', title: 't', avatar: { url: 'u', key: 'k', width: 1, height: 1 } }] }, 'x');
    expect(o.map((x) => x.type)).toEqual(['word', 'master']);
  });
});
