import fs from 'node:fs';
import path from 'node:path';
import type { DownloadLink } from '../../lib/api/contract/pay';
import { BEACON_PATHS, EVENT_ID_FIELD } from '../../lib/api/contract/tracking';
import type { SearchWord } from '../../lib/api/contract/search';
import type { SliderChallenge } from '../../lib/api/contract/account';
import { formatExperimentId } from '../../lib/api/contract/experiment-id';
import { networkKey } from '../../backend/src/http/network';
import { ExperimentReports } from '../../backend/src/services/experiment-report';
import { TrackingCollector } from '../../backend/src/services/tracking';
import { sharedSensitiveWords } from '../../backend/src/services/upload/sensitive';
import { LIMITS } from '../../backend/src/services/account/settings';
import { Browser, expectRefused } from './helpers/account-browser';
import { noisePicture, sha256, upload } from './helpers/uploads';
import { UNUSED_PICTURE_TTL_MS, UPLOAD_QUOTA } from '../../backend/src/services/upload/uploads';
import { getJson, postJson, startServer, type TestServer } from './helpers/server';

/**
 * Issue 36 items 2, 3, 6: every per-address limit counts by network (IPv4 /32, IPv6 /64), hot
 * words count only voters the API can vouch for, and nothing an anonymous client sends grows the
 * disk without bound.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ seedSize: 600 });
}, 120_000);
afterAll(async () => s?.close());

/** Bytes of every file under a directory (0 when it does not exist). */
function bytesUnder(dir: string): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) total += fs.statSync(path.join(e.parentPath, e.name)).size;
  }
  return total;
}

let phoneSeq = 0;
async function newMember(): Promise<Browser> {
  const b = new Browser(s.base);
  expect((await b.loginByCode(`1393650${String(++phoneSeq).padStart(4, '0')}`)).body.error.errorCode).toBe(0);
  return b;
}

/** The n-th address of one IPv6 /64 (2001:db8:36:1::/64), spread over its host half. */
const inOne64 = (n: number) => `2001:db8:36:1:${((n * 7919) % 65536).toString(16)}:${n.toString(16)}:beef:${(n + 1).toString(16)}`;

describe('limits by network: 200 IPv6 addresses of one /64 share one budget', () => {
  it('password guesses: 30 per network per 15 minutes, whichever address of the /64 guesses', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 200; i++) {
      const b = new Browser(s.base);
      const r = await b.request('GET', `/login/loginByPsw?phoneNo=1393600${String(i).padStart(4, '0')}&password=whatever1`, undefined, false, { 'x-forwarded-for': inOne64(i) });
      answers.push(r.status === 429 ? 429 : r.body.error.errorCode);
    }
    expect(answers.filter((c) => c === 41003)).toHaveLength(LIMITS.passwordPerIp[0]);
    expect(answers.filter((c) => c === 429)).toHaveLength(200 - LIMITS.passwordPerIp[0]);
    // Another /64 is another network with its own budget.
    const other = await new Browser(s.base).request('GET', '/login/loginByPsw?phoneNo=13936009999&password=whatever1', undefined, false, { 'x-forwarded-for': '2001:db8:36:2::1' });
    expectRefused(other, 401, 41003);
  });

  it('slider puzzles: 60 per network per hour', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 200; i++) {
      const b = new Browser(s.base);
      const r = await b.request<SliderChallenge>('POST', '/register/sliderChallenge', { phoneNo: `1393610${String(i).padStart(4, '0')}`, scene: 'login' }, false, { 'x-forwarded-for': inOne64(1000 + i) });
      codes.push(r.body.data.code);
    }
    expect(codes.filter((c) => c === 400)).toHaveLength(LIMITS.sliderPerIp[0]);
    expect(codes.filter((c) => c === 900)).toHaveLength(200 - LIMITS.sliderPerIp[0]);
  });

  it('SMS codes: 100 a day per /64, and one /48 takes at most 500 of the 20,000 a day', () => {
    const sms = s.app.accounts.sms;
    const from = (ip: string) => ({ net: networkKey(ip), wide: networkKey(ip, { v4: 24, v6: 48 }) });
    // The clock moves as a patient sender would (under the 30-an-hour window); restored below.
    const real = Date.now.bind(Date);
    let offset = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => real() + offset);
    const attempt = (phone: string, ip: string, step: number) => {
      offset += step;
      try {
        sms.send(phone, 'login', from(ip), false);
        return 1;
      } catch {
        return 0;
      }
    };
    try {
      let sent = 0;
      for (let i = 0; i < 200; i++) sent += attempt(`1393620${String(i).padStart(4, '0')}`, inOne64(i), 120_000);
      expect(sent).toBe(LIMITS.codePerIpDay[0]);
      // Ten more /64s of the same /48 (2001:db8:36::/48), within the same day: its share of the
      // day's budget is capped, so no one allocation can spend the global 20,000.
      let wideSent = 0;
      for (let i = 0; i < LIMITS.codePerIpDay[0]; i++) {
        for (let net = 2; net < 12; net++) wideSent += attempt(`139${String(net).padStart(2, '0')}${String(i).padStart(6, '0')}`, `2001:db8:36:${net.toString(16)}::${(i + 1).toString(16)}`, 36_000);
      }
      expect(sent + wideSent).toBe(LIMITS.codePerWideDay[0]);
      expect(LIMITS.codePerWideDay[0] * 10).toBeLessThanOrEqual(LIMITS.codePerDay[0]);
      // Another /48 still gets codes.
      expect(attempt('13936300001', '2001:db8:37::1', 1000)).toBe(1);
    } finally {
      clock.mockRestore();
    }
  });

  it('the global request limit counts the /64, not the address', async () => {
    const limited = await startServer({ seedSize: 500, rateLimit: 50, rateLimitWindowMs: 60_000 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 200; i++) statuses.push((await getJson(limited.base, '/activity/group/time', { headers: { 'x-forwarded-for': inOne64(i) } })).status);
      expect(statuses.filter((c) => c === 200)).toHaveLength(50);
      expect(statuses.filter((c) => c === 429)).toHaveLength(150);
      expect((await getJson(limited.base, '/activity/group/time', { headers: { 'x-forwarded-for': '2001:db8:99::1' } })).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe('hot words: only accounts and visitor ids the API issued vote', () => {
  let seq = 0;
  const everyone = async () => (await postJson<SearchWord[]>(s.base, '/case/api/word/everyoneSearchWord', { channel: 0 })).body.data.map((w) => w.word);
  const hot = async () => (await getJson<SearchWord[]>(s.base, '/case/api/caseInsFusion/getHotSearch')).body.data.map((w) => w.word);
  const searchEvent = async (query: string, ip: string, device: string, cookie?: string) => {
    const q = new URLSearchParams({ [EVENT_ID_FIELD]: `evt-bounds-${Date.now()}-${seq++}`, bhv_type: 'search', query, device_id: device, platform: 'WEB' });
    const res = await fetch(`${s.base}${BEACON_PATHS.main}?${q}`, { headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  };
  const issuedCookie = async () => {
    const res = await fetch(`${s.base}/activity/group/time`);
    await res.arrayBuffer();
    return `api_sid=${/api_sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]}`;
  };
  /** A catalogue word with results that is not on either list yet. */
  const freshWord = async (avoid: string[]) => {
    const shown = new Set([...(await everyone()), ...(await hot()), ...avoid]);
    for (const w of ['侘寂', '奶油风', '工业风', '轻奢', '法式', '美式', '极简', '别墅', '书房', '庭院', '餐厅', '卧室']) {
      const total = (await getJson<{ total: number; relaxed: boolean }>(s.base, `/case/api/search/list?keyword=${encodeURIComponent(w)}&pageSize=1`)).body.data;
      if (!shown.has(w) && total.total > 0 && !total.relaxed) return w;
    }
    throw new Error('no fresh catalogue word');
  };

  it('3 invented device ids from 2 addresses move no hot word; 3 issued visitor ids on 2 networks do', async () => {
    const invented = await freshWord([]);
    const before = await hot();
    await searchEvent(invented, '198.51.100.61', 'invented-device-0001');
    await searchEvent(invented, '198.51.100.61', 'invented-device-0002', 'deviceId=invented-device-0002; api_sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await searchEvent(invented, '198.51.100.62', 'invented-device-0003', 'api_sid=made-up-visitor-id-0003');
    expect(await hot()).toEqual(before);
    expect(await everyone()).not.toContain(invented);

    // The same three searches by visitors the API issued ids to are counted (the test can fail).
    const real = await freshWord([invented]);
    await searchEvent(real, '198.51.100.63', 'any-0001', await issuedCookie());
    await searchEvent(real, '198.51.100.63', 'any-0002', await issuedCookie());
    await searchEvent(real, '198.51.100.64', 'any-0003', await issuedCookie());
    expect(await hot()).toContain(real);
    expect(await hot()).not.toContain(invented);
  });
});

describe('download archives: built only for a signed request, bounded on disk, HEAD from the recorded size', () => {
  const items = (where: string, n: number) => (s.app.ctx.db.prepare(`SELECT id FROM items WHERE ${where} ORDER BY id LIMIT ?`).all(n) as { id: number }[]).map((r) => r.id);
  const downloadable = "kind IN ('3d', 'su', 'tietu', 'sgt', 'wenben')";

  it('100 anonymous HEADs add 0 bytes on disk and render nothing', async () => {
    const ids = items(downloadable, 100);
    expect(ids).toHaveLength(100);
    const before = bytesUnder(s.app.ctx.config.dataDir);
    const renders = s.app.ctx.images.variants.bytes;
    for (const id of ids) {
      const head = await fetch(`${s.base}/files/${id}/x.zip`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      // Never built, so no size is stated (rather than one made up).
      expect(head.headers.get('content-length') ?? '0').toBe('0');
      expect(head.headers.get('x-archive-size')).toBe('unknown');
    }
    expect(bytesUnder(s.app.ctx.config.dataDir) - before).toBe(0);
    expect(s.app.ctx.images.variants.bytes).toBe(renders);
    // Nor does a GET without a valid signature build anything.
    for (const id of ids.slice(0, 10)) expect((await fetch(`${s.base}/files/${id}/x.zip?acc=1&exp=9999999999&sig=forged`)).status).toBe(403);
    expect(bytesUnder(s.app.ctx.config.dataDir) - before).toBe(0);
  });

  it('after an allowed member’s link the size is recorded: HEAD states it, the signed GET serves exactly it', async () => {
    const [id] = items(`${downloadable} AND vip = 0 AND price = 0`, 1);
    const b = await newMember();
    const link = (await b.post<DownloadLink>('/case/api/download/link', { itemId: id })).body.data;
    const head = await fetch(`${s.base}/files/${id}/x.zip`, { method: 'HEAD' });
    expect(Number(head.headers.get('content-length'))).toBe(link.size);
    // The link works only with its owner's login cookie (issue 36.5).
    const body = await (await b.fetch(link.url)).arrayBuffer();
    expect(body.byteLength).toBe(link.size);
  });

  it('the archive cache stays within API_ARCHIVE_CACHE_MB: least recently used evicted, rebuilt byte for byte on a signed GET', async () => {
    const small = await startServer({ seedSize: 600, archiveCacheMb: 8 });
    try {
      const b = new Browser(small.base);
      expect((await b.loginByCode('13936599999')).body.error.errorCode).toBe(0);
      // Joint VIP: 100 new items a day, so the quota does not stop the test before the cap does.
      small.app.ctx.db.prepare('UPDATE accounts SET joint_vip_until = ? WHERE phone = ?').run(Date.now() + 86_400_000, '13936599999');
      const ids = (small.app.ctx.db.prepare(`SELECT id FROM items WHERE ${downloadable} AND vip = 0 AND price = 0 ORDER BY id LIMIT 8`).all() as { id: number }[]).map((r) => r.id);
      const links: DownloadLink[] = [];
      const filesDir = path.join(small.app.ctx.config.dataDir, 'files');
      for (const id of ids) {
        const link = (await b.post<DownloadLink>('/case/api/download/link', { itemId: id })).body.data;
        expect(link.size).toBeGreaterThan(0);
        links.push(link);
        expect(bytesUnder(filesDir)).toBeLessThanOrEqual(8 * 1024 * 1024 + link.size);
      }
      expect(links.reduce((n, l) => n + l.size, 0)).toBeGreaterThan(8 * 1024 * 1024);
      // Every size is still stated after eviction, and the first (evicted) archive is rebuilt as it was.
      for (const l of links) expect(Number((await fetch(`${small.base}/files/${l.itemId}/x.zip`, { method: 'HEAD' })).headers.get('content-length'))).toBe(l.size);
      const again = new Uint8Array(await (await b.fetch(links[0]!.url)).arrayBuffer());
      expect(again.length).toBe(links[0]!.size);
      expect(bytesUnder(filesDir)).toBeLessThanOrEqual(8 * 1024 * 1024 + links[0]!.size);
    } finally {
      await small.close();
    }
  }, 180_000);
});

describe('the tracking collector stores at most what it was sent, and forgets by age', () => {
  /** Stored bytes of every event row and every batch-fields row (what the disk holds for them). */
  const storedBytes = () => {
    const db = s.app.ctx.db;
    const cols = (t: string) => (db.prepare(`PRAGMA table_info(${t})`).all() as { name: string }[]).map((c) => `COALESCE(length(CAST(${c.name} AS BLOB)), 0)`).join(' + ');
    const events = (db.prepare(`SELECT COALESCE(SUM(${cols('track_events')}), 0) AS n FROM track_events`).get() as { n: number }).n;
    const shared = (db.prepare(`SELECT COALESCE(SUM(${cols('track_shared')}), 0) AS n FROM track_shared`).get() as { n: number }).n;
    return events + shared;
  };
  const flush = async () => {
    // The collector writes after the reply, within the tick: a read-back flushes it.
    await getJson(s.base, '/test/trackEvents?limit=1');
  };

  it('20 oversized beacon batches (13 shared fields of 500 characters, long shared beginnings, 100 events) add at most their own size', async () => {
    await flush();
    const before = storedBytes();
    const beforeRows = (s.app.ctx.db.prepare('SELECT COUNT(*) AS n FROM track_events').get() as { n: number }).n;
    let sent = 0;
    for (let b = 0; b < 20; b++) {
      const q = new URLSearchParams({ bhv_type: 'exposure', platform: 'WEB' });
      for (const f of ['device_id', 'scm', 'request_id', 'query', 'trans_data', 'client_version', 'device_model', 'os', 'os_version', 'network', 'country', 'province', 'city']) q.set(f, `${f}-`.padEnd(500, 'x'));
      q.set('p.spm', '室内-首页.'.padEnd(500, 'y'));
      q.set('p.doc_id', '9'.repeat(400));
      for (let i = 0; i < 100; i++) q.append('e', new URLSearchParams({ event_id: `big-${b}-${i}-abcdefgh`, spm: String(i), doc_id: String(i) }).toString());
      const path = `${BEACON_PATHS.case}?${q}`;
      sent += Buffer.byteLength(path);
      const res = await fetch(`${s.base}${path}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    await flush();
    const added = storedBytes() - before;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(sent);
    // The events kept read back whole: shared fields and beginnings put back by the reader.
    const one = (await getJson<Record<string, string>[]>(s.base, '/test/trackEvents?limit=1&beacon=case')).body.data[0]!;
    expect(one.device_id).toBe('device_id-'.padEnd(500, 'x'));
    expect(one.spm!.startsWith('室内-首页.yyy')).toBe(true);
    expect((s.app.ctx.db.prepare('SELECT COUNT(*) AS n FROM track_events').get() as { n: number }).n).toBeGreaterThan(beforeRows);
  });

  it('a batch the site packs (shared device, experiment, spm beginning) is kept whole, each event readable', async () => {
    const q = new URLSearchParams({ bhv_type: 'exposure', device_id: 'bounds-device-1', experiment_id: formatExperimentId([['exp9', 'b']]), platform: 'WEB' });
    q.set('p.event_id', 'pack-bounds-');
    q.set('p.spm', '建筑-首页.list.');
    for (let i = 0; i < 100; i++) q.append('e', new URLSearchParams({ event_id: String(i).padStart(3, '0'), spm: String(i + 1), doc_id: String(1000 + i) }).toString());
    await fetch(`${s.base}${BEACON_PATHS.case}?${q}`).then((r) => r.arrayBuffer());
    await flush();
    const rows = (await getJson<Record<string, string>[]>(s.base, '/test/trackEvents?limit=200&device_id=bounds-device-1')).body.data;
    expect(rows).toHaveLength(100);
    expect(rows.map((r) => r.spm).sort()).toEqual(Array.from({ length: 100 }, (_, i) => `建筑-首页.list.${i + 1}`).sort());
    expect(new Set(rows.map((r) => r.experiment_id))).toEqual(new Set([formatExperimentId([['exp9', 'b']])]));
  });

  it('events older than the retention (90 days) are rolled up by day and deleted; the experiment report is unchanged', async () => {
    const db = s.app.ctx.db;
    const real = Date.now.bind(Date);
    const exp = formatExperimentId([['retain', 'a']]);
    // Events sent 120 days ago (the API's clock moved back), two devices, one paying.
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => real() - 120 * 86_400_000);
    try {
      for (let i = 0; i < 6; i++) {
        const q = new URLSearchParams({ event_id: `old-${i}-abcdefgh`, bhv_type: i < 4 ? 'exposure' : i === 4 ? 'click' : 'prepay', device_id: `old-dev-${i % 2}`, spm: '建筑-首页.list.1', experiment_id: exp, ...(i === 5 ? { pay_amount: '30' } : {}) });
        await fetch(`${s.base}${BEACON_PATHS.case}?${q}`).then((r) => r.arrayBuffer());
      }
      await flush();
    } finally {
      clock.mockRestore();
    }
    const reports = new ExperimentReports(db);
    const before = reports.report(365);
    const row = (r: typeof before) => r.rows.find((x) => x.experiment === 'retain');
    expect(row(before)).toMatchObject({ exposures: 4, clicks: 1, prepays: 1, prepayAmount: 30, devices: 2, payingDevices: 1 });
    const count = () => (db.prepare("SELECT COUNT(*) AS n FROM track_events_full WHERE experiment_id = ?").get(exp) as { n: number }).n;
    expect(count()).toBe(6);

    const gone = new TrackingCollector(db, 90).prune();
    expect(gone).toBeGreaterThanOrEqual(6);
    expect(count()).toBe(0);
    expect((db.prepare('SELECT COUNT(*) AS n FROM track_events WHERE received_at < ?').get(real() - 91 * 86_400_000) as { n: number }).n).toBe(0);
    const after = reports.report(365);
    expect(row(after)).toEqual(row(before));
    expect(after.events).toBe(before.events);
    // A window that ends before those days does not see them; a 30-day report never did.
    expect(row(reports.report(30))).toBeUndefined();
  });
});

describe('sensitive words survive spelling games, in the API the case editor asks', () => {
  const BYPASSES = ['賭博', '加徽信', '加威信', 'weixin', 'ｗｅｉｘｉｎ', 'vx', '扣扣', 'q q 12345678', '一三九一二三四五六七八', '壹叁玖壹贰叁肆伍陆柒捌', '色情', 'dubo'];

  it.each(BYPASSES)('%s is caught by GET and POST checkSensitive (the case editor’s check and submission) and by the hot words’ filter', async (word) => {
    const b = await newMember();
    const text = `欢迎参观样板间 ${word} 详询`;
    const got = await b.get<{ pass: boolean; hits: { text: string }[] }>(`/case/api/gatherTask/checkSensitive?word=${encodeURIComponent(text)}`);
    expect(got.body.data.pass).toBe(false);
    expect(got.body.data.hits.length).toBeGreaterThan(0);
    const posted = await b.post<{ pass: boolean }>('/case/api/gatherTask/checkSensitive', { word: text });
    expect(posted.body.data.pass).toBe(false);
    // The hot words refuse a word through the same matcher (search/search-log.ts).
    expect(sharedSensitiveWords().hits(word).length).toBeGreaterThan(0);
  });

  it('ordinary design text still passes', async () => {
    const b = await newMember();
    const text = '徽派老宅改造：舞台独特的灯光、特色情调的餐厅，三室两厅一卫，增加vr全景。';
    expect((await b.get<{ pass: boolean }>(`/case/api/gatherTask/checkSensitive?word=${encodeURIComponent(text)}`)).body.data.pass).toBe(true);
  });
});

describe('uploads: quotas per member, and pictures no draft or case uses are swept', () => {
  const accountId = (phone: string) => (s.app.ctx.db.prepare('SELECT id FROM accounts WHERE phone = ?').get(phone) as { id: number }).id;
  /** Stands in for pictures the account already holds, used by a draft (the quota counts rows and bytes; the sweep leaves used ones). */
  const hold = (account: number, n: number, size: number, at = Date.now()) => {
    const db = s.app.ctx.db;
    const insert = db.prepare("INSERT INTO upload_pictures (account_id, key, name, width, height, size, sha256, created_at) VALUES (?, ?, 'held.jpg', 10, 10, ?, 'x', ?)");
    db.transaction(() => {
      const ids: number[] = [];
      for (let i = 0; i < n; i++) ids.push(Number(insert.run(account, `u/held/${account}-${i}-${Math.random().toString(36).slice(2)}.jpg`, size, at).lastInsertRowid));
      db.prepare("INSERT INTO cases (account_id, state, picture_ids, created_at, updated_at) VALUES (?, 'draft', ?, ?, ?)").run(account, JSON.stringify(ids), at, at);
    })();
  };
  const start = async (b: Browser, seed: number) => {
    const file = await noisePicture(64, 48, seed);
    return b.post('/case/api/upload/init', { name: 'a.jpg', size: file.length, type: 'image/jpeg', sha256: sha256(file) });
  };
  let phone = 13936700000;
  const member = async () => {
    const b = new Browser(s.base);
    const p = String(++phone);
    expect((await b.loginByCode(p)).body.error.errorCode).toBe(0);
    return { b, id: accountId(p) };
  };

  it(`${UPLOAD_QUOTA.perDay} finished uploads a day, ${UPLOAD_QUOTA.pictures} pictures and ${UPLOAD_QUOTA.bytes / 1024 ** 3} GB held per account`, async () => {
    const day = await member();
    expect((await upload(day.b, await noisePicture(64, 48, 1))).done.status).toBe(200);
    hold(day.id, UPLOAD_QUOTA.perDay - 1, 1000);
    expectRefused(await start(day.b, 2), 409, 45012);

    const count = await member();
    hold(count.id, UPLOAD_QUOTA.pictures, 1000, Date.now() - 3 * 86_400_000);
    expectRefused(await start(count.b, 3), 409, 45012);

    const bytes = await member();
    hold(bytes.id, 1, UPLOAD_QUOTA.bytes, Date.now() - 3 * 86_400_000);
    expectRefused(await start(bytes.b, 4), 409, 45012);

    // Another member is not affected.
    const other = await member();
    expect((await upload(other.b, await noisePicture(64, 48, 5))).done.status).toBe(200);
  });

  it('a picture no draft or case uses is deleted a day after its upload (row and file); a draft’s pictures stay', async () => {
    const { b } = await member();
    const kept = (await upload(b, await noisePicture(80, 60, 11))).done.body.data;
    const cover = (await upload(b, await noisePicture(80, 60, 12))).done.body.data;
    const lost = (await upload(b, await noisePicture(80, 60, 13))).done.body.data;
    const saved = await b.post('/case/api/case/saveDraft', { caseId: 0, title: '留下的图片', pictureIds: [kept.pictureId], coverPictureId: cover.pictureId });
    expect(saved.status).toBe(200);
    const service = s.app.uploads.uploads;
    const stored = (key: string) => fs.existsSync(path.join(s.app.ctx.config.dataDir, 'oss', ...key.split('/')));
    expect(stored(lost.key)).toBe(true);
    // Within the day nothing goes (time to add it to a draft).
    await service.sweepUnused(Date.now() + UNUSED_PICTURE_TTL_MS - 60_000);
    expect(service.picture(lost.pictureId)).toBeDefined();
    const gone = await service.sweepUnused(Date.now() + UNUSED_PICTURE_TTL_MS + 60_000);
    expect(gone).toBeGreaterThanOrEqual(1);
    expect(service.picture(lost.pictureId)).toBeUndefined();
    expect(stored(lost.key)).toBe(false);
    expect(service.picture(kept.pictureId)).toBeDefined();
    expect(service.picture(cover.pictureId)).toBeDefined();
    expect(stored(kept.key)).toBe(true);
  });
});
