import { getJson, postJson, serverForFile, data, expectClientError } from './helpers/server';
import type { IntentRecommendWords, SearchWord, AiSearchResult, AiUserType } from '../../lib/api/contract/search';
import type { ItemSummary } from '../../lib/api/contract/content';
import { categoryRows } from '../../backend/src/domain/categories';
import { describeItem } from '../../backend/src/domain/describe';

const slugs = new Map(categoryRows().map((c) => [c.id, c.slug]));
/** An item's own style fact, from its description (what the AI's style filter must obey). */
const styleOf = (i: ItemSummary) => describeItem(i.kind, i.id, { leaf: i.classifyName, top: i.topClassifyName, topSlug: slugs.get(i.topClassifyId) ?? '' }).facts.style;

const s = serverForFile({}, 120_000);

describe('search words (SPEC §7)', () => {
  test('intentRecommendWord: at most 4 words, each with the requestId, and a master list', async () => {
    const r = await postJson<IntentRecommendWords>(s.base, '/search/intentRecommendWord', { keyword: '现' });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.wordList).toHaveLength(4);
    expect(d.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(d.wordList.every((w) => w.requestId === d.requestId && w.word.startsWith('现'))).toBe(true);
    expect(Array.isArray(d.masterList)).toBe(true);
    const py = await postJson<IntentRecommendWords>(s.base, '/search/intentRecommendWord', { keyword: 'xd' });
    expect(py.body.data.wordList.some((w) => w.word.startsWith('现代'))).toBe(true);
    const none = await postJson<IntentRecommendWords>(s.base, '/search/intentRecommendWord', {});
    expect(none.body.data.wordList.length).toBeLessThanOrEqual(4);
  });

  test('everyoneSearchWord: channel 0, at most 12, searched words first', async () => {
    for (let i = 0; i < 3; i++) await data(s.base, `/case/api/search/list?keyword=${encodeURIComponent('侘寂')}`);
    await new Promise((r) => setTimeout(r, 50));
    const r = await postJson<SearchWord[]>(s.base, '/case/api/word/everyoneSearchWord', { channel: 0 });
    expect(r.body.data).toHaveLength(12);
    expect(new Set(r.body.data.map((w) => w.word)).size).toBe(12);
  });

  test('searchPattern: type -3 / -1 / 21 give the words of cases, inspiration and renderings', async () => {
    const lists = await Promise.all([-3, -1, 21].map((t) => data<SearchWord[]>(s.base, `/case/api/search/searchPattern?type=${t}`)));
    for (const l of lists) expect(l.length).toBeGreaterThan(0);
    expect(lists[0]!.map((w) => w.word)).not.toEqual(lists[1]!.map((w) => w.word));
    expectClientError(await getJson(s.base, '/case/api/search/searchPattern'), 400);
    expectClientError(await getJson(s.base, '/case/api/search/searchPattern?type=abc'), 400);
  });

  test('background words, banner words (type default 1), hot words, word id', async () => {
    expect((await postJson<SearchWord[]>(s.base, '/case/api/word/listBackgroundWord', { channel: 0 })).body.data.length).toBeGreaterThan(0);
    const banner = await data<SearchWord[]>(s.base, '/case/api/case/getBannerWorlds');
    expect(banner).toEqual(await data<SearchWord[]>(s.base, '/case/api/case/getBannerWorlds?type=1'));
    expect((await data<SearchWord[]>(s.base, '/case/api/caseInsFusion/getHotSearch')).length).toBeGreaterThan(0);
    expect((await data<SearchWord[]>(s.base, '/ins/api/home/hotword')).length).toBeGreaterThan(0);
    const id = await data<number>(s.base, `/searchWord/id?word=${encodeURIComponent('客厅')}`);
    expect(id).toBeGreaterThan(0);
    expect(await data<number>(s.base, `/searchWord/id?word=${encodeURIComponent('客厅')}`)).toBe(id);
    expectClientError(await getJson(s.base, '/searchWord/id?word='), 400);
    expectClientError(await getJson(s.base, `/searchWord/id?word=${'x'.repeat(10_000)}`), 400);
    expectClientError(await postJson(s.base, '/search/intentRecommendWord', { keyword: '<script>' }), 400);
  });
});

describe('related searches (issue 37)', () => {
  test('are computed per query from its results: other styles of the same thing, the same style of other things', async () => {
    const of = async (keyword: string, type = -3) => (await getJson<SearchWord[]>(s.base, `/case/api/search/searchPattern?type=${type}&keyword=${encodeURIComponent(keyword)}`)).body.data.map((w) => w.word);
    const tea = await of('茶室');
    const modern = await of('新中式民宿');
    expect(tea.length).toBeGreaterThan(0);
    expect(tea).not.toEqual(modern);
    expect(tea.some((w) => w.endsWith('茶室') && w !== '茶室')).toBe(true);
    expect(modern.some((w) => w.endsWith('民宿') && w !== '新中式民宿')).toBe(true);
    expect(modern.some((w) => w.startsWith('新中式') && w !== '新中式民宿')).toBe(true);
    for (const w of [...tea, ...modern]) {
      const r = await getJson<{ total: number }>(s.base, `/case/api/search/list?keyword=${encodeURIComponent(w)}&kind=case&pageSize=1`);
      expect([w, r.body.data.total > 0]).toEqual([w, true]);
    }
    // Without a keyword: the scope's words, as before.
    expect((await getJson<SearchWord[]>(s.base, '/case/api/search/searchPattern?type=-3')).body.data.length).toBeGreaterThan(0);
  });
});

describe('AI search', () => {
  test('getUserType answers data.name', async () => {
    const r = await getJson<AiUserType>(s.base, '/ai/api/getUserType');
    expect(typeof r.body.data.name).toBe('string');
  });

  test('a natural-language request is read into filters, explained and answered', async () => {
    const r = await postJson<AiSearchResult>(s.base, '/ai/api/search', { text: '北欧风格的白色客厅，带落地窗' });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.understanding.styles).toContain('北欧');
    expect(d.understanding.color).toBe('white');
    expect(d.understanding.classify?.name).toBe('客厅');
    expect(d.explanation).toMatch(/北欧/);
    expect(d.results.list.every((i) => i.classifyName === '客厅')).toBe(true);
    const refined = await postJson<AiSearchResult>(s.base, '/ai/api/search', { text: '换成灰色，只看免费', previous: d.understanding });
    expect(refined.body.data.understanding.color).toBe('gray');
    expect(refined.body.data.understanding.vip).toBe('free');
    expect(refined.body.data.understanding.styles).toContain('北欧');
  });

  test('only a visitor who has used AI search is welcomed back', async () => {
    expect((await getJson<AiUserType>(s.base, '/ai/api/getUserType')).body.data.name).toBe('new');
    // A visitor of other pages (with the API's session cookie) is still new to AI search.
    expect((await getJson<AiUserType>(s.base, '/ai/api/getUserType', { headers: { cookie: 'api_sid=abcdefghijklmnopqrstuvwx' } })).body.data.name).toBe('new');
    const r = await postJson<AiSearchResult>(s.base, '/ai/api/search', { text: '客厅' });
    const cookie = (r.headers.get('set-cookie') ?? '').match(/ai_used=1/)?.[0];
    expect(cookie).toBe('ai_used=1');
    expect((await getJson<AiUserType>(s.base, '/ai/api/getUserType', { headers: { cookie: cookie! } })).body.data.name).toBe('returning');
  });

  test('a style it announces is obeyed: every result has that style, or the answer says it relaxed it', async () => {
    for (const text of ['北欧客厅', '侘寂风格的民宿', '工业风咖啡厅']) {
      const d = (await postJson<AiSearchResult>(s.base, '/ai/api/search', { text })).body.data;
      expect(d.understanding.styles.length).toBe(1);
      const style = d.understanding.styles[0]!;
      expect(d.explanation).toContain(`风格「${style}」`);
      if (/放宽[^。]*风格/.test(d.explanation)) continue;
      expect(d.results.total).toBeGreaterThan(0);
      expect(d.results.list.map(styleOf).filter((x) => x !== style)).toEqual([]);
    }
  });

  test('the thing named last is what is searched (客厅沙发 → sofas), material words apply, filler is dropped silently', async () => {
    const sofa = (await postJson<AiSearchResult>(s.base, '/ai/api/search', { text: '客厅沙发' })).body.data;
    expect(sofa.understanding.classify?.name).toBe('沙发');
    expect(sofa.results.list.length).toBeGreaterThan(0);
    expect(sofa.results.list.every((i) => i.classifyName === '沙发')).toBe(true);
    const wood = (await postJson<AiSearchResult>(s.base, '/ai/api/search', { text: '木质为主的北欧椅子' })).body.data;
    expect(wood.understanding.keywords).toContain('实木');
    expect(wood.explanation).not.toMatch(/为主|木质|已忽略/);
    expect(wood.explanation).toContain('实木');
  });

  test('a model request sets the kind', async () => {
    const r = await postJson<AiSearchResult>(s.base, '/ai/api/search', { text: '新中式的SU模型' });
    expect(r.body.data.understanding.kind).toBe('su');
    expect(r.body.data.results.list.every((i) => i.kind === 'su')).toBe(true);
  });

  test('bad requests are 4xx', async () => {
    expect((await postJson(s.base, '/ai/api/search', { text: '3.5米 客厅 a-b' })).status).toBe(200);
    expectClientError(await postJson(s.base, '/ai/api/search', { text: '' }), 400);
    expectClientError(await postJson(s.base, '/ai/api/search', { text: 'a'.repeat(10_000) }), 400);
    expectClientError(await postJson(s.base, '/ai/api/search', { text: '客厅', previous: { kind: 'nope' } }), 400);
  });
});
