import type { StoredTrackEvent } from '../../lib/api/contract/tracking';
import { batchUrl, type Queued } from '../../components/tracking/queue';
import { data, serverForFile, startServer } from './helpers/server';

const s = serverForFile();

let seq = 0;
const eid = () => `evt_${Date.now().toString(36)}_${(seq++).toString().padStart(4, '0')}`;
const qs = (o: Record<string, string>) => new URLSearchParams(o).toString();

async function stored(device: string): Promise<StoredTrackEvent[]> {
  return data<StoredTrackEvent[]>(s.base, `/test/trackEvents?device_id=${device}`);
}

describe('beacons', () => {
  it.each(['case', 'ins', 'main'])('%s answers a no-store 1×1 GIF and stores the event with its fields', async (beacon) => {
    const id = eid();
    const device = `dev-${beacon}`;
    const r = await fetch(`${s.base}/track/${beacon}.gif?${qs({ event_id: id, bhv_type: 'click', doc_id: '42', device_id: device, spm: '室内-首页.list.3', goods_type: '-3', platform: 'WEB', bogus: 'x' })}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/gif');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('set-cookie')).toBeNull();
    const body = Buffer.from(await r.arrayBuffer());
    expect(body.subarray(0, 6).toString()).toBe('GIF89a');
    expect(body.readUInt16LE(6)).toBe(1);
    expect(body.readUInt16LE(8)).toBe(1);
    const [e] = await stored(device);
    expect(e).toMatchObject({ event_id: id, beacon, bhv_type: 'click', doc_id: '42', spm: '室内-首页.list.3', goods_type: '-3', platform: 'WEB' });
    expect(e!.received_at).toBeGreaterThan(0);
    expect(e).not.toHaveProperty('bogus');
  });

  it('drops a resent event id', async () => {
    const id = eid();
    for (let i = 0; i < 3; i++) await fetch(`${s.base}/track/main.gif?${qs({ event_id: id, bhv_type: 'exposure', device_id: 'dev-dup' })}`);
    expect(await stored('dev-dup')).toHaveLength(1);
  });

  it('accepts a POST batch of one query string per line, whatever its content type, and dedups across GET and POST', async () => {
    const ids = [eid(), eid(), eid()];
    await fetch(`${s.base}/track/ins.gif?${qs({ event_id: ids[0]!, bhv_type: 'stay', device_id: 'dev-batch', stay_time: '1200' })}`);
    const body = ids.map((id) => qs({ event_id: id, bhv_type: 'stay', device_id: 'dev-batch', stay_time: '1200' })).join('\n');
    for (const type of ['text/plain;charset=UTF-8', 'application/json', 'application/x-www-form-urlencoded', '']) {
      const r = await fetch(`${s.base}/track/ins.gif`, { method: 'POST', body, headers: type ? { 'content-type': type } : {} });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/gif');
    }
    const got = await stored('dev-batch');
    expect(got.map((e) => e.event_id).sort()).toEqual([...ids].sort());
    expect(got.every((e) => e.beacon === 'ins' && e.stay_time === '1200')).toBe(true);
  });

  it('takes a GET batch: shared fields once, each event’s own in an e= parameter', async () => {
    const ids = [eid(), eid(), eid()];
    const common = qs({ bhv_type: 'exposure', device_id: 'dev-get-batch', platform: 'WEB', city: '杭州市' });
    const own = ids.map((id, i) => `e=${encodeURIComponent(qs({ event_id: id, doc_id: String(i + 1), spm: `室内-首页.list.${i + 1}` }))}`).join('&');
    const r = await fetch(`${s.base}/track/main.gif?${common}&${own}`);
    expect([r.status, r.headers.get('content-type')]).toEqual([200, 'image/gif']);
    const got = (await stored('dev-get-batch')).sort((a, b) => a.event_id.localeCompare(b.event_id));
    expect(got.map((e) => [e.event_id, e.doc_id, e.spm, e.city, e.platform])).toEqual(ids.map((id, i) => [id, String(i + 1), `室内-首页.list.${i + 1}`, '杭州市', 'WEB']));
  });

  it('rebuilds a batch the browser queue packed: shared beginnings (p.event_id, p.spm) put back in front of each own part', async () => {
    const page = `pg${Date.now().toString(36)}abcdef`;
    const list: Queued[] = Array.from({ length: 100 }, (_, i) => ({
      b: 'case',
      n: 0,
      t: 0,
      e: { event_id: `${page}${i.toString(36)}`, bhv_type: 'exposure', doc_id: String(900 + i), spm: `室内-首页.最新案例.${i + 1}`, device_id: 'dev-prefix-batch', platform: 'WEB', ...(i % 3 ? {} : { author_id: '7' }) },
    }));
    const { url, taken } = batchUrl(`${s.base}/track/case.gif`, list);
    expect(taken).toBe(100);
    expect(url).toContain('p.spm=');
    expect((await fetch(url)).status).toBe(200);
    const got = (await stored('dev-prefix-batch')).sort((a, b) => Number(a.doc_id) - Number(b.doc_id));
    expect(got.map((e) => [e.event_id, e.doc_id, e.spm, e.author_id ?? null, e.beacon])).toEqual(list.map((q) => [q.e.event_id, q.e.doc_id, q.e.spm, q.e.author_id ?? null, 'case']));
  });

  it('maps download to auto_play only: the site name download is not a wire type', async () => {
    await fetch(`${s.base}/track/main.gif?${qs({ event_id: eid(), bhv_type: 'download', device_id: 'dev-dl' })}`);
    await fetch(`${s.base}/track/main.gif?${qs({ event_id: eid(), bhv_type: 'auto_play', device_id: 'dev-dl', redownload: '1' })}`);
    const got = await stored('dev-dl');
    expect(got.map((e) => e.bhv_type)).toEqual(['auto_play']);
    expect(got[0]!.redownload).toBe('1');
  });

  it('ignores garbage with a pixel, never an error', async () => {
    const bad = [
      '',
      '?bhv_type=click',
      `?event_id=short&bhv_type=click`,
      `?event_id=${eid()}&bhv_type=nope`,
      `?event_id=${encodeURIComponent('<script>')}&bhv_type=click`,
      '?event_id[]=x&bhv_type[a]=1',
      '?%E0%A4%A=1&event_id=%',
      `?${'x'.repeat(6000)}=1`,
    ];
    for (const q of bad) {
      const r = await fetch(`${s.base}/track/case.gif${q}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/gif');
    }
    for (const body of ['{"a":', '\u0000\u0001', 'event_id=&bhv_type=\n\n\n', 'x'.repeat(60_000)]) {
      const r = await fetch(`${s.base}/track/main.gif`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect(r.status).toBe(200);
    }
    const all = await data<StoredTrackEvent[]>(s.base, '/test/trackEvents?beacon=case&bhv_type=nope');
    expect(all).toEqual([]);
  });

  it('keeps a good event whose fields are malformed, with those fields empty and long values cut', async () => {
    await fetch(`${s.base}/track/main.gif?${qs({ event_id: eid(), bhv_type: 'prepay', device_id: 'dev-bad-fields', pay_amount: '12abc', stay_time: '1e9', redownload: 'yes', query: 'q'.repeat(2000), order_id: 'o-1' })}`);
    const [e] = await stored('dev-bad-fields');
    expect(e).toBeDefined();
    expect(e).not.toHaveProperty('pay_amount');
    expect(e).not.toHaveProperty('stay_time');
    expect(e).not.toHaveProperty('redownload');
    expect(e!.query).toHaveLength(512);
    expect(e!.order_id).toBe('o-1');
  });

  it('has no read-back outside test mode', async () => {
    const other = await startServer({ testMode: false });
    try {
      const r = await fetch(`${other.base}/test/trackEvents`);
      expect(r.status).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('POST /address/report', () => {
  // The site's script echoes the API's csrf_token cookie (docs/security.md); any 32+ characters do here.
  const TOKEN = 'trackingtesttokentrackingtesttoken01';
  const post = (body: unknown) => fetch(`${s.base}/address/report`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `csrf_token=${TOKEN}`, 'x-csrf-token': TOKEN }, body: JSON.stringify(body) });

  it('keeps the last location report of a device', async () => {
    const deviceId = 'dev-location-1';
    expect((await post({ deviceId, ip: '127.0.0.1', country: '中国', province: '浙江省', city: '杭州市' })).status).toBe(200);
    expect((await post({ deviceId, ip: '114.114.114.114', country: '中国', province: '江苏省', city: '南京市' })).status).toBe(200);
    const saved = await data<{ ip: string; city: string; savedAt: number } | null>(s.base, `/test/locationReport?deviceId=${deviceId}`);
    expect(saved).toMatchObject({ deviceId, ip: '114.114.114.114', city: '南京市' });
    expect(saved!.savedAt).toBeGreaterThan(0);
  });

  it('refuses a cross-site report (no CSRF header)', async () => {
    const r = await fetch(`${s.base}/address/report`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ deviceId: 'dev-location-3', ip: '1.1.1.1', country: '', province: '', city: '' }) });
    expect(r.status).toBe(403);
  });

  it.each([
    ['no device', { ip: '1.1.1.1', country: '', province: '', city: '' }],
    ['a bad ip', { deviceId: 'dev-location-2', ip: '<x>', country: '', province: '', city: '' }],
    ['a long city', { deviceId: 'dev-location-2', ip: '1.1.1.1', country: '', province: '', city: 'x'.repeat(65) }],
    ['not an object', [1, 2]],
  ])('refuses %s with a 400 envelope in Chinese', async (_name, body) => {
    const r = await post(body);
    expect(r.status).toBe(400);
    const env = (await r.json()) as { error: { errorCode: number; message: string } };
    expect(env.error.errorCode).toBe(40000);
    expect(env.error.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
