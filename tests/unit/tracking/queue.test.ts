import type { Beacon, TrackEvent } from '@/lib/api/contract/tracking';
import { PREFIX_PARAM } from '@/lib/api/contract/tracking';
import { newEventId } from '@/components/tracking/engine';
import { ADD_SAVE_DELAY_MS, BATCH_DELAY_MS, BATCH_PARAM, BeaconQueue, MAX_REQUESTS, MAX_URL_LENGTH, backoffMs, batchUrl, QUEUE_KEY, SEND_TIMEOUT_MS, type Queued, type QueueEnv } from '@/components/tracking/queue';

const URLS: Record<Beacon, string> = { case: 'http://c/track/case.gif', ins: 'http://c/track/ins.gif', main: 'http://c/track/main.gif' };

class MemoryStorage {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

interface Sent {
  url: string;
  done: (ok: boolean) => void;
}

function env(over: Partial<QueueEnv> = {}) {
  const storage = new MemoryStorage();
  const sent: Sent[] = [];
  const beacons: { url: string; body: string }[] = [];
  let online = true;
  const e: QueueEnv = {
    storage,
    now: () => Date.now(),
    sendImage: (url, done) => sent.push({ url, done }),
    sendBeacon: (url, body) => (beacons.push({ url, body }), true),
    online: () => online,
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
    ...over,
  };
  return { e, storage, sent, beacons, setOnline: (v: boolean) => (online = v) };
}

let n = 0;
const ev = (type = 'exposure'): { beacon: Beacon; event: TrackEvent } => ({ beacon: n % 2 ? 'case' : 'main', event: { event_id: `evt_${String(n++).padStart(8, '0')}`, bhv_type: type, doc_id: String(n) } });
const idOf = (url: string) => new URL(url).searchParams.get('event_id');

/** The events of a beacon URL, rebuilt the way the collector does. */
function unpack(url: string): Record<string, string>[] {
  const params = new URL(url).searchParams;
  const parts = params.getAll(BATCH_PARAM);
  params.delete(BATCH_PARAM);
  const all = Object.fromEntries(params);
  const common = Object.fromEntries(Object.entries(all).filter(([k]) => !k.startsWith(PREFIX_PARAM)));
  const prefixes = Object.entries(all).filter(([k]) => k.startsWith(PREFIX_PARAM)).map(([k, v]) => [k.slice(PREFIX_PARAM.length), v] as const);
  const rebuild = (own: Record<string, string>) => {
    for (const [k, start] of prefixes) if (k in own) own[k] = start + own[k];
    return { ...common, ...own };
  };
  return parts.length ? parts.map((p) => rebuild(Object.fromEntries(new URLSearchParams(p)))) : [common];
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('BeaconQueue', () => {
  it('keeps undelivered events in storage once their burst had its chance, and at once when the page is left', () => {
    const { e, storage } = env({ online: () => false });
    const q = new BeaconQueue(URLS, e);
    q.add([ev(), ev()]);
    expect(storage.getItem(QUEUE_KEY)).toBeNull();
    q.leave();
    expect(JSON.parse(storage.getItem(QUEUE_KEY)!)).toHaveLength(2);
    q.add([ev()]);
    jest.advanceTimersByTime(ADD_SAVE_DELAY_MS - 1);
    expect(JSON.parse(storage.getItem(QUEUE_KEY)!)).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(JSON.parse(storage.getItem(QUEUE_KEY)!)).toHaveLength(3);
    const again = new BeaconQueue(URLS, e);
    expect(again.size).toBe(3);
  });

  it('batches a burst: nothing goes before the pause, then few requests carrying many events each', () => {
    const { e, sent } = env();
    const q = new BeaconQueue(URLS, e);
    const burst = Array.from({ length: 100 }, () => ev());
    q.add(burst);
    jest.advanceTimersByTime(BATCH_DELAY_MS - 1);
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(MAX_REQUESTS);
    const delivered = new Set<string>();
    let requests = 0;
    while (sent.length) {
      for (const s of sent.splice(0)) {
        requests++;
        expect(s.url.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
        for (const x of unpack(s.url)) delivered.add(x.event_id!);
        s.done(true);
      }
      jest.advanceTimersByTime(0);
    }
    expect(delivered.size).toBe(100);
    expect(requests).toBeLessThan(20);
    expect(q.size).toBe(0);
  });

  it('sends a lone event as SPEC §7 has it: its fields as the query string', () => {
    const { e, sent } = env();
    const q = new BeaconQueue(URLS, e);
    const a = ev();
    q.add([a]);
    jest.advanceTimersByTime(BATCH_DELAY_MS);
    const url = new URL(sent[0]!.url);
    expect(`${url.origin}${url.pathname}`).toBe(URLS[a.beacon]);
    expect(Object.fromEntries(url.searchParams)).toEqual(a.event);
  });

  it('packs a batch as shared fields plus one e= per event, which unpacks to the very events', () => {
    const list: Queued[] = Array.from({ length: 30 }, (_, i) => ({
      b: 'main',
      n: 0,
      t: 0,
      e: { event_id: `evt_batch_${i}`, bhv_type: 'exposure', doc_id: String(i), spm: `室内-首页.最新案例.${i + 1}`, platform: 'WEB', device_id: 'dev_12345678', city: '杭州市', ...(i % 2 ? { author_id: '7' } : {}) },
    }));
    const { url, taken } = batchUrl(URLS.main, list);
    expect(taken).toBe(30);
    expect(url.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
    const u = new URL(url);
    expect(u.searchParams.get('platform')).toBe('WEB'); // shared, once
    expect(u.searchParams.getAll(BATCH_PARAM)).toHaveLength(30);
    expect(unpack(url)).toEqual(list.map((q) => q.e));
  });

  it('sends a screen of 100 exposures in one request: ids and spm share their beginnings once', () => {
    const page = 'lx2k9a1-0yivvvq0xxxhf11yv6ujh';
    const list: Queued[] = Array.from({ length: 100 }, (_, i) => ({
      b: 'case',
      n: 0,
      t: 0,
      e: {
        event_id: `${page}${i.toString(36)}`,
        bhv_type: 'exposure',
        bhv_time: '2026-11-26 07:21:42',
        bhv_time_ms: '1795648902587',
        doc_id: String(7900 + i),
        spm: `室内-其他.最新案例.${i + 1}`,
        device_id: 'abcdefabcdefabcdef',
        user_id: '12345',
        country: '中国',
        province: '浙江省',
        city: '杭州市',
        platform: 'WEB',
        source_spm: '室内-首页.list.3',
        experiment_id: 'newerHomeCutUser:1|transferCutUser:1',
      },
    }));
    const { url, taken } = batchUrl(URLS.case, list);
    expect(taken).toBe(100);
    expect(url.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
    const u = new URL(url);
    expect(u.searchParams.get(`${PREFIX_PARAM}spm`)).toBe('室内-其他.最新案例.');
    expect(u.searchParams.get(`${PREFIX_PARAM}event_id`)).toBe(page);
    expect(unpack(url)).toEqual(list.map((q) => q.e));
  });

  it('sends a screen built by two calls a few milliseconds apart in one request (ids begin with the page part)', () => {
    const at = 1795648902587;
    // 35 ms apart: the time parts differ in more than their last character.
    const list: Queued[] = Array.from({ length: 100 }, (_, i) => ({
      b: 'case',
      n: 0,
      t: 0,
      e: { event_id: newEventId(i < 60 ? at : at + 35), bhv_type: 'exposure', doc_id: String(7900 + i), spm: `室内-其他.最新案例.${i + 1}`, device_id: 'abcdefabcdefabcdef', source_spm: '室内-首页.list.3', experiment_id: 'newerHomeCutUser:1|transferCutUser:1' },
    }));
    expect(new Set(list.map((q) => q.e.event_id)).size).toBe(100);
    const { url, taken } = batchUrl(URLS.case, list);
    expect(taken).toBe(100);
    expect(new URL(url).searchParams.get(`${PREFIX_PARAM}event_id`)!.length).toBeGreaterThanOrEqual(21);
    expect(unpack(url)).toEqual(list.map((q) => q.e));
  });

  it('never cuts a shared beginning between the halves of a surrogate pair', () => {
    const list: Queued[] = ['😀a', '😁b'].map((query, i) => ({ b: 'main', n: 0, t: 0, e: { event_id: `evt_emoji_${i}`, bhv_type: 'search', query: `abcd${query}` } }));
    const { url } = batchUrl(URLS.main, list);
    expect(new URL(url).searchParams.get(`${PREFIX_PARAM}query`)).toBe('abcd');
    expect(unpack(url)).toEqual(list.map((q) => q.e));
  });

  it('encodes each event\'s own fields once (a Chinese spm is not encoded twice); values with % & = + and spaces round-trip', () => {
    const tricky = ['a&b=c', '100%', '1+1', 'x y', '室内 & 景观', '%E5%AE', '😀'];
    const list: Queued[] = tricky.map((query, i) => ({ b: 'main', n: 0, t: 0, e: { event_id: `evt_enc_${i}`, bhv_type: 'search', query, spm: `室内-搜索结果.search.${i + 1}`, platform: 'WEB' } }));
    const { url, taken } = batchUrl(URLS.main, list);
    expect(taken).toBe(tricky.length);
    expect(unpack(url)).toEqual(list.map((q) => q.e));
    // Encoded once: 室 is %E5%AE%A4 in the URL, never %25E5%25AE%25A4.
    expect(url).toContain(encodeURIComponent('室'));
    expect(url).not.toContain('%25E5%25AE%25A4');
  });

  it('a value with a lone surrogate (text cut mid-character) still goes, as URLSearchParams would send it', () => {
    const list: Queued[] = [0, 1].map((i) => ({ b: 'main', n: 0, t: 0, e: { event_id: `evt_sur_${i}`, bhv_type: 'search', query: `ab\ud83d${i}` } }));
    const { url, taken } = batchUrl(URLS.main, list);
    expect(taken).toBe(2);
    expect(unpack(url).map((e) => e.query)).toEqual(['ab\ufffd0', 'ab\ufffd1']);
  });

  it('cuts a batch at the URL limit and sends the rest in the next request', () => {
    const long = 'x'.repeat(400);
    const list: Queued[] = Array.from({ length: 40 }, (_, i) => ({ b: 'main', n: 0, t: 0, e: { event_id: `evt_long_${i}`, bhv_type: 'click', query: `${i}${long}` } }));
    const { url, taken } = batchUrl(URLS.main, list);
    expect(taken).toBeGreaterThan(1);
    expect(taken).toBeLessThan(40);
    expect(url.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
  });

  it('retries a failure with exponential backoff and keeps the same id', () => {
    const { e, sent } = env();
    const q = new BeaconQueue(URLS, e);
    const a = ev();
    q.add([a]);
    jest.advanceTimersByTime(BATCH_DELAY_MS);
    sent.shift()!.done(false);
    expect(q.snapshot()[0]!.n).toBe(1);
    const wait1 = q.snapshot()[0]!.t - Date.now();
    expect(wait1).toBeGreaterThanOrEqual(backoffMs(1, () => 0));
    expect(wait1).toBeLessThanOrEqual(backoffMs(1, () => 1));
    jest.advanceTimersByTime(wait1 - 1);
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(idOf(sent[0]!.url)).toBe(a.event.event_id);
    sent.shift()!.done(false);
    const wait2 = q.snapshot()[0]!.t - Date.now();
    expect(wait2).toBeGreaterThan(wait1);
  });

  it('counts a send that never answers as failed (a slow collector holds nothing)', () => {
    const { e, sent } = env();
    const q = new BeaconQueue(URLS, e);
    q.add([ev()]);
    jest.advanceTimersByTime(BATCH_DELAY_MS);
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(SEND_TIMEOUT_MS);
    expect(q.snapshot()[0]!.n).toBe(1);
    sent[0]!.done(true); // a late answer after the timeout changes nothing
    expect(q.size).toBe(1);
  });

  it('backs off 2 s, 4 s, 8 s … up to 5 minutes, with jitter', () => {
    expect(backoffMs(1, () => 0.5)).toBe(2000);
    expect(backoffMs(2, () => 0.5)).toBe(4000);
    expect(backoffMs(3, () => 0.5)).toBe(8000);
    expect(backoffMs(30, () => 0.5)).toBe(300_000);
    expect(backoffMs(1, () => 0)).toBe(1600);
    expect(backoffMs(1, () => 1)).toBe(2400);
  });

  it('waits while offline and sends on flush (the online event)', () => {
    const { e, sent, setOnline } = env();
    setOnline(false);
    const q = new BeaconQueue(URLS, e);
    q.add([ev(), ev()]);
    jest.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(0);
    setOnline(true);
    q.flush();
    expect(sent).toHaveLength(2);
  });

  it('on pagehide hands the rest to sendBeacon, one POST per beacon, and forgets what the browser took', () => {
    const { e, beacons, storage } = env();
    const q = new BeaconQueue(URLS, e);
    const list = [ev(), ev(), ev()];
    q.add(list);
    q.leave();
    expect(beacons.map((b) => b.url).sort()).toEqual([URLS.case, URLS.main].sort());
    const lines = beacons.flatMap((b) => b.body.split('\n'));
    expect(lines.map((l) => new URLSearchParams(l).get('event_id')).sort()).toEqual(list.map((x) => x.event.event_id).sort());
    expect(q.size).toBe(0);
    expect(JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]')).toEqual([]);
  });

  it('writes nothing for a burst delivered in time, and clears a stored one once it is delivered', () => {
    const { e, storage, sent, setOnline } = env();
    const writes: string[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (k: string, v: string) => (writes.push(v), setItem(k, v));
    const q = new BeaconQueue(URLS, e);
    q.add(Array.from({ length: 100 }, () => ev()));
    jest.advanceTimersByTime(BATCH_DELAY_MS);
    for (const s of sent.splice(0)) s.done(true);
    // Nothing left to do: no save (nor any other) timer stays armed for the page to run.
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(ADD_SAVE_DELAY_MS + 1000);
    expect(writes).toEqual([]);
    // Offline: stored once the burst's time has passed, removed from storage after delivery.
    setOnline(false);
    q.add([ev(), ev()]);
    jest.advanceTimersByTime(ADD_SAVE_DELAY_MS);
    expect(JSON.parse(storage.getItem(QUEUE_KEY)!)).toHaveLength(2);
    setOnline(true);
    q.flush();
    for (const s of sent.splice(0)) s.done(true);
    jest.advanceTimersByTime(1000);
    expect(JSON.parse(storage.getItem(QUEUE_KEY)!)).toEqual([]);
  });

  it('keeps everything for the next page when pagehide comes offline or sendBeacon refuses', () => {
    const offline = env();
    offline.setOnline(false);
    const q = new BeaconQueue(URLS, offline.e);
    q.add([ev(), ev()]);
    q.leave();
    expect(offline.beacons).toHaveLength(0);
    expect(JSON.parse(offline.storage.getItem(QUEUE_KEY)!)).toHaveLength(2);

    const refused = env({ sendBeacon: () => false });
    const r = new BeaconQueue(URLS, refused.e);
    r.add([ev()]);
    r.leave();
    expect(JSON.parse(refused.storage.getItem(QUEUE_KEY)!)).toHaveLength(1);
  });

  it('keeps what another tab queued meanwhile, and never stores an event it saw delivered', () => {
    const { e, storage, sent } = env();
    const q = new BeaconQueue(URLS, e);
    const mine = ev();
    q.add([mine]);
    const other = ev();
    const stored = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]');
    storage.setItem(QUEUE_KEY, JSON.stringify([...stored, { b: other.beacon, e: other.event, n: 0, t: 0 }]));
    jest.advanceTimersByTime(BATCH_DELAY_MS);
    sent.find((s) => idOf(s.url) === mine.event.event_id)!.done(true);
    jest.advanceTimersByTime(1000); // answers are written back within a second
    const ids = (JSON.parse(storage.getItem(QUEUE_KEY)!) as { e: TrackEvent }[]).map((x) => x.e.event_id);
    expect(ids).toEqual([other.event.event_id]);
  });

  it('survives broken storage content and a storage that throws', () => {
    const { e, storage } = env();
    storage.setItem(QUEUE_KEY, '{not json');
    expect(new BeaconQueue(URLS, e).size).toBe(0);
    storage.setItem(QUEUE_KEY, JSON.stringify([1, null, { b: 'main' }, { b: 'main', e: { event_id: 'evt_okokokok', bhv_type: 'click' }, n: 0, t: 0 }]));
    expect(new BeaconQueue(URLS, e).size).toBe(1);
    const throwing = env({ storage: { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } } });
    const q = new BeaconQueue(URLS, throwing.e);
    expect(() => {
      q.add([ev()]);
      jest.advanceTimersByTime(0);
      q.leave();
    }).not.toThrow();
  });
});
