import Database from 'better-sqlite3';
import { BEACON_PATHS, EVENT_ID_FIELD } from '../../lib/api/contract/tracking';
import type { SearchWord } from '../../lib/api/contract/search';
import { SEARCH_VOTES_MIGRATION } from '../../backend/src/search/schema';
import { DEVICES_PER_ADDRESS, MIN_VOTERS, SearchLog, isJunkWord } from '../../backend/src/search/search-log';
import { sharedSensitiveWords } from '../../backend/src/services/upload/sensitive';
import { expectClientError, getJson, postJson, startServer, type TestServer } from './helpers/server';

/** Issue 14 item 5: hot words no single client can push, per-IP limits, body limits. */

let seq = 0;
/** Visitor ids the API issued (its signed api_sid), one per named device of the tests. */
const issued = new Map<string, string>();
/** The api_sid the API sets on a first call, as a browser would keep it. */
async function issuedSid(base: string): Promise<string> {
  const res = await fetch(`${base}/activity/group/time`);
  await res.arrayBuffer();
  const sid = /api_sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error('no api_sid issued');
  return sid;
}
/**
 * A visitor's search event, as the browser's tracking host sends it (through the site's /api-gw):
 * a device named `device-fake-…` is one a client invents (only the event's device_id, no issued
 * cookie); any other carries the API-issued visitor id of that name.
 */
async function searchEvent(base: string, query: string, device: string, ip: string): Promise<void> {
  const q = new URLSearchParams({ [EVENT_ID_FIELD]: `evt-abuse-${Date.now()}-${seq++}`, bhv_type: 'search', query, device_id: device, platform: 'WEB' });
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (!device.startsWith('device-fake-')) {
    if (!issued.has(device)) issued.set(device, await issuedSid(base));
    headers.cookie = `api_sid=${issued.get(device)}; deviceId=${device}`;
  }
  const res = await fetch(`${base}${BEACON_PATHS.main}?${q}`, { headers });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
}

const everyone = async (base: string) => (await postJson<SearchWord[]>(base, '/case/api/word/everyoneSearchWord', { channel: 0 })).body.data.map((w) => w.word);
const total = async (base: string, word: string) => (await getJson<{ total: number; relaxed: boolean }>(base, `/case/api/search/list?keyword=${encodeURIComponent(word)}&pageSize=1`)).body.data;

describe('hot words count distinct devices, not searches', () => {
  let s: TestServer;
  let baseline: string[];
  /** Catalogue words that have results and are not already among the list's catalogue words. */
  let words: string[];
  beforeAll(async () => {
    s = await startServer();
    baseline = await everyone(s.base);
    words = [];
    for (const w of ['侘寂', '奶油风', '北欧', '工业风', '中式', '日式', '轻奢', '法式', '美式', '极简', '别墅', '餐厅', '卧室', '书房', '庭院']) {
      const t = await total(s.base, w);
      if (t.total > 0 && !t.relaxed && !baseline.includes(w)) words.push(w);
      if (words.length === 4) break;
    }
  }, 120_000);
  afterAll(async () => s?.close());

  test('the fixture has enough searchable words', () => {
    expect(baseline).toHaveLength(12);
    expect(words).toHaveLength(4);
  });

  test('one device searching a word 40 times, or one address inventing 40 device ids, pushes nothing', async () => {
    const [pushed, invented] = words as [string, string];
    for (let i = 0; i < 40; i++) await searchEvent(s.base, pushed, 'device-abuser-0001', '198.51.100.7');
    for (let i = 0; i < 40; i++) await searchEvent(s.base, invented, `device-fake-${String(i).padStart(4, '0')}`, '198.51.100.8');
    const list = await everyone(s.base);
    expect(list).toEqual(baseline);
  });

  test('junk is never counted: digits, "-1", one or two Latin letters', async () => {
    for (const junk of ['-1', 'kt', '123456', 'a1']) {
      for (let i = 0; i < 10; i++) await searchEvent(s.base, junk, `device-junk-${junk.replace(/\W/g, 'x')}-${i}`, `203.0.113.${i + 1}`);
    }
    const list = await everyone(s.base);
    expect(list).toEqual(baseline);
  });

  test('ten devices on ten addresses put a word on top; five on five put another second', async () => {
    const [, , top, second] = words as [string, string, string, string];
    for (let i = 0; i < 10; i++) await searchEvent(s.base, top, `device-people-${i}-top`, `192.0.2.${i + 1}`);
    for (let i = 0; i < 5; i++) await searchEvent(s.base, second, `device-people-${i}-2nd`, `192.0.2.${i + 20}`);
    // The same devices searching again, from other addresses, change nothing.
    for (let i = 0; i < 5; i++) await searchEvent(s.base, second, `device-people-${i}-2nd`, `192.0.2.${i + 100}`);
    const list = await everyone(s.base);
    expect(list.slice(0, 2)).toEqual([top, second]);
    const hot = (await getJson<SearchWord[]>(s.base, '/case/api/caseInsFusion/getHotSearch')).body.data;
    expect(hot[0]).toMatchObject({ word: top, count: 10 });
    expect(hot[1]).toMatchObject({ word: second, count: 5 });
  });

  test('the site server rendering a search (loopback, no forwarded visitor) counts nothing; a client calling the API itself counts', async () => {
    const [pushed] = words as [string];
    for (let i = 0; i < 10; i++) {
      await getJson(s.base, `/case/api/search/list?keyword=${encodeURIComponent(pushed)}`, { headers: { cookie: `api_sid=${await issuedSid(s.base)}` } });
    }
    expect((await everyone(s.base)).includes(pushed)).toBe(false);
    // With the abuser's one device that makes 4: after the 10 and the 5 above.
    for (let i = 0; i < 3; i++) {
      await getJson(s.base, `/case/api/search/list?keyword=${encodeURIComponent(pushed)}`, { headers: { cookie: `api_sid=${await issuedSid(s.base)}`, 'x-forwarded-for': `192.0.2.${i + 50}` } });
    }
    const list = await everyone(s.base);
    expect(list.indexOf(pushed)).toBe(2);
  });
});

describe('the search log itself', () => {
  const sensitive = sharedSensitiveWords();
  function log(now: () => number) {
    const db = new Database(':memory:');
    SEARCH_VOTES_MIGRATION.up(db);
    return new SearchLog(db, { sensitive: (w) => sensitive.hits(w).length > 0, known: () => true, ttlMs: 0, now });
  }

  test('junk words', () => {
    for (const junk of ['', '-1', '123', '１２３', 'kt', 'KT', 'a1', 'x 9', '!!!', '😀', 'www.example.com', '去 http://x.cn', '这是一个远远超过二十个字的很长很长的搜索句子啊啊']) expect([junk, isJunkWord(junk)]).toEqual([junk, true]);
    for (const word of ['客厅', '现代简约', 'loft', 'ins风', '3d模型', 'vr全景', 'K歌房']) expect([word, isJunkWord(word)]).toEqual([word, false]);
  });

  test('a vote without an address (the client went away) is not counted and never breaks the flush', () => {
    const l = log(() => 1_000);
    expect(l.record('客厅', { device: 'device-0001', ip: undefined as unknown as string })).toBe(false);
    expect(() => l.flush()).not.toThrow();
  });

  test('sensitive words are refused, whatever their spelling', () => {
    const l = log(() => 1_000);
    expect(l.record('裸聊', { device: 'device-0001', ip: '192.0.2.1' })).toBe(false);
    expect(l.record('裸 聊', { device: 'device-0001', ip: '192.0.2.1' })).toBe(false);
    expect(l.record('13812345678', { device: 'device-0001', ip: '192.0.2.1' })).toBe(false);
    expect(l.record('客厅', { device: 'device-0001', ip: '192.0.2.1' })).toBe(true);
  });

  test(`an address counts for at most ${DEVICES_PER_ADDRESS} devices; at least ${MIN_VOTERS} devices on two addresses to show`, () => {
    const l = log(() => 1_000);
    for (let i = 0; i < 20; i++) l.record('客厅', { device: `device-a-${i}`, ip: '192.0.2.1' });
    expect(l.top(10, 1)).toEqual([]);
    l.record('客厅', { device: 'device-b-0', ip: '192.0.2.2' });
    expect(l.top(10, 1)).toEqual([{ word: '客厅', count: DEVICES_PER_ADDRESS + 1 }]);
    // A search without an account or an issued visitor id is not counted at all.
    for (let i = 3; i < 9; i++) expect(l.record('卧室', { ip: `192.0.2.${i}` })).toBe(false);
    expect(l.top(10, 1)).toEqual([{ word: '客厅', count: 4 }]);
  });

  test('votes older than the window stop counting', () => {
    let now = 1_000;
    const l = log(() => now);
    for (let i = 0; i < 5; i++) l.record('书房', { device: `device-w-${i}`, ip: `192.0.2.${i}` });
    expect(l.top(10).map((w) => w.word)).toEqual(['书房']);
    now += 8 * 24 * 3600_000;
    expect(l.top(10)).toEqual([]);
  });
});

describe('per-IP rate limits on search, words and suggestions', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ searchRateLimit: 3, rateLimitWindowMs: 3000 });
  }, 120_000);
  afterAll(async () => s?.close());

  const visitor = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

  test('429 with Retry-After and a Chinese message after the budget, per visitor address; recovers after the window', async () => {
    const url = `/searchWord/id?word=${encodeURIComponent('客厅')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await getJson(s.base, url, visitor('198.51.100.20'))).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await getJson(s.base, url, visitor('198.51.100.20'));
    expectClientError(refused, 429);
    expect(refused.body.error.errorCode).toBe(42900);
    expect(refused.body.error.message).toMatch(/^请求过于频繁，请 \d+ 秒后再试$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3);
    // Another visitor, and another endpoint, have their own budgets.
    expect((await getJson(s.base, url, visitor('198.51.100.21'))).status).toBe(200);
    expect((await getJson(s.base, `/case/api/search/list?keyword=${encodeURIComponent('客厅')}`, visitor('198.51.100.20'))).status).toBe(200);
    await new Promise((r) => setTimeout(r, retryAfter * 1000 + 300));
    expect((await getJson(s.base, url, visitor('198.51.100.20'))).status).toBe(200);
  });

  test('suggestions get twice the budget; search lists and words are limited too', async () => {
    const ip = visitor('198.51.100.30');
    const suggest = async () => (await postJson(s.base, '/search/intentRecommendWord', { keyword: '现' }, ip.headers)).status;
    const sugg: number[] = [];
    for (let i = 0; i < 7; i++) sugg.push(await suggest());
    expect(sugg).toEqual([200, 200, 200, 200, 200, 200, 429]);
    for (const [method, p, body] of [
      ['GET', `/case/api/search/list?keyword=${encodeURIComponent('现代')}`, undefined],
      ['POST', '/case/api/word/everyoneSearchWord', { channel: 0 }],
      ['GET', '/case/api/caseInsFusion/getHotSearch', undefined],
      ['POST', '/pcsearch/ins/resultCount', { keyword: '现代' }],
    ] as const) {
      const call = () => (method === 'GET' ? getJson(s.base, p, ip) : postJson(s.base, p, body, ip.headers));
      for (let i = 0; i < 3; i++) expect([p, (await call()).status]).toEqual([p, 200]);
      expectClientError(await call(), 429);
    }
  });

  test('the site server (loopback, no forwarded visitor) is never throttled as one IP', async () => {
    const url = `/searchWord/id?word=${encodeURIComponent('卧室')}`;
    for (let i = 0; i < 12; i++) expect((await getJson(s.base, url)).status).toBe(200);
  });
});

describe('body limits answer 413 with the envelope', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  }, 120_000);
  afterAll(async () => s?.close());

  const big = (n: number) => 'x'.repeat(n);
  const post = (p: string, type: string, body: string | Uint8Array<ArrayBuffer>) => getJson(s.base, p, { method: 'POST', headers: { 'content-type': type }, body });

  test('JSON and form bodies over 64 KiB', async () => {
    expectClientError(await post('/search/intentRecommendWord', 'application/json', JSON.stringify({ keyword: big(70 * 1024) })), 413);
    expectClientError(await post('/search/intentRecommendWord', 'application/x-www-form-urlencoded', `keyword=${big(70 * 1024)}`), 413);
    // Just under the limit is read (and then refused for what it says, not for its size).
    expectClientError(await post('/search/intentRecommendWord', 'application/json', JSON.stringify({ keyword: big(60 * 1024) })), 400);
  });

  test('raw bytes: 64 KiB on any route but the upload chunk (covered with its 1 MiB + slack in upload.test.ts)', async () => {
    const r = await post('/search/intentRecommendWord', 'application/octet-stream', Buffer.alloc(200 * 1024));
    expectClientError(r, 413);
    expect(r.body.error.errorCode).toBe(41300);
  });

  test('beacon batches over 64 KiB', async () => {
    expectClientError(await post(BEACON_PATHS.main, 'text/plain', big(70 * 1024)), 413);
  });
});
