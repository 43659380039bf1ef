import { http as mock, HttpResponse } from 'msw';
import { EVERYONE_WORD_CAP, getBannerWords, getSearchPattern, postEveryoneSearchWord, postIntentRecommendWord, RECOMMEND_WORD_CAP, searchPatternType, wordData, wordsOf } from '@/components/search/words-api';
import { dataOf } from '@/lib/api/load';
import { addToHistory, HISTORY_LIMIT, normalizeHistory, readHistory, removeFromHistory } from '@/components/search/history';
import { server, setupMswServer } from '../../mocks/server';
import { envelope } from '../../mocks/handlers';

setupMswServer();

describe('SPEC §7 word calls', () => {
  test('searchPattern type rule: -3 for 1, -1 for 2 and 4, else 21', () => {
    expect(searchPatternType(1)).toBe(-3);
    expect(searchPatternType(2)).toBe(-1);
    expect(searchPatternType(4)).toBe(-1);
    expect(searchPatternType(3)).toBe(21);
    expect(searchPatternType(undefined)).toBe(21);
    expect(searchPatternType(0)).toBe(21);
  });

  test('getSearchPattern sends the type of the rule', async () => {
    const seen: string[] = [];
    server.use(mock.get('*/case/api/search/searchPattern', ({ request }) => (seen.push(new URL(request.url).searchParams.get('type')!), HttpResponse.json(envelope([{ id: 1, word: 'w', count: 1 }])))));
    await getSearchPattern(1);
    await getSearchPattern(4);
    await getSearchPattern(3);
    expect(seen).toEqual(['-3', '-1', '21']);
  });

  test('intentRecommendWord keeps the first 4 words with the requestId and the master list', async () => {
    server.use(mock.post('*/search/intentRecommendWord', () => HttpResponse.json(envelope({ wordList: ['a', 'b', 'c', 'd', 'e'].map((word) => ({ word, requestId: 'q' })), requestId: 'q', masterList: [{ id: 1 }] }))));
    const r = dataOf(await postIntentRecommendWord({ keyword: 'x' }));
    expect(r!.wordList).toHaveLength(RECOMMEND_WORD_CAP);
    expect(r!.wordList.every((w) => w.requestId === 'q')).toBe(true);
    expect(r!.masterList).toHaveLength(1);
  });

  test('everyoneSearchWord sends channel 0 and keeps 12', async () => {
    let body: unknown;
    server.use(mock.post('*/case/api/word/everyoneSearchWord', async ({ request }) => ((body = await request.json()), HttpResponse.json(envelope(Array.from({ length: 20 }, (_, i) => ({ id: i, word: `w${i}`, count: 1 })))))));
    const r = wordsOf(await postEveryoneSearchWord({ foo: 1 }));
    expect(r).toHaveLength(EVERYONE_WORD_CAP);
    expect(body).toEqual({ foo: 1, channel: 0 });
  });

  test('non-zero codes and failures return nothing; error.code "0" counts as success', async () => {
    expect(wordData({ error: { code: '0' }, data: 5 })).toBe(5);
    expect(wordData({ error: { errorCode: 0 }, data: 5 })).toBe(5);
    expect(wordData({ error: { errorCode: 1 }, data: 5 })).toBeUndefined();
    expect(wordData({ error: { code: '1' }, data: 5 })).toBeUndefined();
    expect(wordData(undefined)).toBeUndefined();
    server.use(mock.get('*/case/api/case/getBannerWorlds', () => HttpResponse.json({ error: { errorCode: 500 }, data: [{ word: 'x' }] })));
    expect(wordsOf(await getBannerWords())).toEqual([]);
    expect(await getBannerWords()).toMatchObject({ ok: false, code: 500 });
    server.use(mock.post('*/search/intentRecommendWord', () => HttpResponse.error()));
    expect(await postIntentRecommendWord({ keyword: 'x' })).toMatchObject({ ok: false, error: 'unavailable' });
  });

  test('getBannerWords defaults to type 1', async () => {
    let type: string | null = null;
    server.use(mock.get('*/case/api/case/getBannerWorlds', ({ request }) => ((type = new URL(request.url).searchParams.get('type')), HttpResponse.json(envelope([])))));
    await getBannerWords();
    expect(type).toBe('1');
  });
});

describe('search history', () => {
  beforeEach(() => localStorage.clear());
  test('newest first, no duplicates, at most 10, trimmed', () => {
    let h: string[] = [];
    for (let i = 0; i < 12; i++) h = addToHistory(h, ` w${i} `);
    expect(h).toHaveLength(HISTORY_LIMIT);
    expect(h[0]).toBe('w11');
    h = addToHistory(h, 'w5');
    expect(h[0]).toBe('w5');
    expect(h.filter((w) => w === 'w5')).toHaveLength(1);
    expect(removeFromHistory(h, 'w5')).not.toContain('w5');
    expect(normalizeHistory(['', ' ', 'a', 'a'])).toEqual(['a']);
  });
  test('reads only well-formed stored history', () => {
    localStorage.setItem('localHistory', JSON.stringify(['a', 3, null, 'b']));
    expect(readHistory()).toEqual(['a', 'b']);
    localStorage.setItem('localHistory', '{broken');
    expect(readHistory()).toEqual([]);
    localStorage.setItem('localHistory', JSON.stringify({ a: 1 }));
    expect(readHistory()).toEqual([]);
  });
});
