// Soak benchmark (issue 14 item 6): a mixed load — pages, search result pages, suggestions, image
// processing, password logins — first ramped to find the highest rate the machine holds, then
// held at that rate for SOAK_SECONDS (default 600) with the resident memory (RSS) of the site
// server and the API sampled every 5 s: it prints the warm-up RSS, the end RSS and the growth
// (goal < 10 %), and the errors (goal 0).
//
// Load generator: autocannon (already the page bench's): HDR latency histograms, a fixed request
// rate with coordinated-omission correction, and a per-connection request sequence with
// setupRequest/onResponse hooks — which is all a mixed load needs, at a fraction of the client
// CPU of a fetch loop (the client shares the 2 cores with the servers it measures).
//
// The production site server (lib/server/site-server.mjs, the `.next` build `npm start` and the e2e
// suite use, built when stale) and the API in development mode (demo accounts for the logins) on
// private ports; the API's per-IP limits are off (one loopback client stands for many visitors).
// Runs under `flock /tmp/heavy.lock` (taken here; do not wrap it in another flock on that file).
//
// Leak or warm-up: RSS alone cannot tell (V8 lets garbage pile up towards a heap size of its
// choosing, and the servers' caches fill), so the site runs with a heap probe
// (scripts/bench/heap-probe.cjs): at the start, at the end of the warm-up, every 120 s and at the
// end it forces a full GC and records the live heap. A leak grows the live heap after warm-up;
// a cache stops at its bound. The bounds (docs/security.md "Bounded resources"): Next's in-memory
// page and data cache 50 MB by Next's own estimate (cacheMaxMemorySize), the API's sharp cache
// 64 MB / 50 items, its SQLite page cache 64 MB and memory-mapped database file (its touched
// pages count as RSS, up to the file's size) and its image variants on disk; the circuit breaker keeps one entry per API
// origin and the API's statement caches one per SQL text. The warm-up is a fifth of the run (at
// least 60 s): every page and search word has been rendered and cached by then.
// Usage: npm run bench -- soak      SOAK_SECONDS=120 for a shorter run; SOAK_RAMP_SECONDS per ramp step (15);
// SOAK_RATE=80 skips the ramp.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild } from './lib/build-state.mjs';
import { productEnv } from './lib/env.mjs';
import { ROOT, freePort, startApi, stopOnInterrupt, waitFor } from './bench/servers.mjs';

const LOCK = '/tmp/heavy.lock';
if (!process.env.SOAK_LOCK_HELD) {
  const flock = spawnSync('flock', ['--version'], { stdio: 'ignore' });
  if (flock.status === 0) {
    console.log(`[soak] waiting for ${LOCK} ...`);
    const res = spawnSync('flock', [LOCK, process.execPath, new URL(import.meta.url).pathname, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, SOAK_LOCK_HELD: '1' } });
    process.exit(res.status ?? 1);
  }
  console.log('[soak] flock not found: running without the machine lock');
}

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RAMP_SECONDS = Number(process.env.SOAK_RAMP_SECONDS ?? 15);
/** SOAK_RATE skips the ramp and soaks at that many requests a second. */
const FIXED_RATE = Number(process.env.SOAK_RATE ?? 0);
const SEED_SIZE = Number(process.env.SOAK_SEED_SIZE ?? 20_000);
/** Requests per second tried in the ramp (the whole mix); the soak runs at the highest that held. */
const RATES = [10, 20, 40, 80, 120, 160, 240, 320, 480];
/** A rate holds when nothing failed, the rate was met (90 %) and the 99th percentile stayed under this. */
const P99_LIMIT_MS = 1000;
const SAMPLE_MS = 5000;
/**
 * How often the site's live heap is measured after a forced full GC (the heap probe), besides at
 * the start, the end of the warm-up and the end. Rare, so that the RSS curve stays the server's own.
 */
const HEAP_MS = Number(process.env.SOAK_HEAP_SECONDS ?? 120) * 1000;
const HEAP_FILE = join(tmpdir(), `bench-soak-heap-${process.pid}.jsonl`);
/** The share of the soak counted as warm-up (caches fill, JIT settles) before the RSS baseline (at least 60 s). */
const WARMUP_SHARE = 0.2;
/** The share of the mix that is image processing (asked of the API directly, like the site's <img>). */
const IMAGE_SHARE = 0.2;
/** Password logins (scrypt: the costliest request of all), in at most one flight per demo account. */
const LOGIN_SHARE = 0.04;
const LOGIN_PHONES = ['13800000001', '13800000002', '13800000006'];
const DEMO_PASSWORD = 'Design2025';
const WORDS = ['客厅', '卧室', '现代', '北欧', '中式', '日式', '餐厅', '书房', '别墅', '酒店', '办公', '庭院', '公园', '广场', '极简', '工业风', '轻奢', '法式', '美式', '厨房', '卫生间', '儿童房', '茶室', '民宿', '展厅', '咖啡', '景观', '建筑', '住宅', '商业'];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** RSS of a process and all its descendants (/proc), in bytes. */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      // Field 24 (rss, in pages) counted from after the command name: index 21.
      rss.set(Number(name), Number(fields[21]) * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      /* the process ended while we looked */
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function discover(site, api) {
  const html = async (path) => {
    const res = await fetch(site + path);
    return res.ok ? res.text() : '';
  };
  const home = await html('/');
  const news = await html('/news');
  const bkIndex = await html('/bk.html');
  const hrefs = [...`${home}${news}${bkIndex}`.matchAll(/href="(\/[^"#?]*)"/g)].map((m) => m[1]);
  const uniq = (re, n) => [...new Set(hrefs.filter((h) => re.test(h)))].slice(0, n);
  const pages = ['/', '/news', ...uniq(/^\/classify\/\d+(?:_\d+)*$/, 6), ...uniq(/^\/detail\/\d+\//, 20), ...uniq(/^\/bk\/\d+\.html$/, 6)];
  const keys = [...new Set([...`${home}${news}`.matchAll(/\/oss\/([^"?\s]+\.(?:jpg|jpeg|png|webp))/g)].map((m) => m[1]))].slice(0, 40);
  if (pages.length < 10 || keys.length < 5) throw new Error(`too little to load: ${pages.length} pages, ${keys.length} pictures`);
  // Each page once, so the soak starts from rendered (cached) pages like a live site.
  for (const p of pages) await html(p);
  for (const k of keys.slice(0, 3)) await fetch(`${api}/oss/${k}?x-oss-process=image/resize,w_320`).then((r) => r.arrayBuffer());
  return { pages, keys };
}

/** An onResponse that notes an answer other than 200 with errorCode 0. */
const jsonCheck = (label, failures) => (status, body) => {
  try {
    if (status !== 200 || JSON.parse(body).error.errorCode !== 0) failures.push(`${label} ${status} ${body.slice(0, 120)}`);
  } catch {
    failures.push(`${label} ${status} not JSON`);
  }
};

/** The site's pages and calls, per connection: 20 steps (9 pages, 5 search result pages, 5 suggestions, 1 hot-word list). */
function siteRequests(pages, failures) {
  const json = (label) => jsonCheck(label, failures);
  const page = { method: 'GET', setupRequest: (req) => ({ ...req, path: pick(pages) }) };
  const search = {
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: `/classify/0_0_1_0_0_0_${encodeURIComponent(pick(WORDS))}_0_0_0` }),
  };
  const suggest = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => {
      const w = pick(WORDS);
      return { ...req, path: '/api-gw/search/intentRecommendWord', body: JSON.stringify({ keyword: w.slice(0, 1 + Math.floor(Math.random() * w.length)), searchType: 1 }) };
    },
    onResponse: json('suggestion'),
  };
  const hot = { method: 'GET', path: '/api-gw/case/api/caseInsFusion/getHotSearch', onResponse: json('hot words') };
  return [page, search, suggest, page, page, search, suggest, hot, page, search, suggest, page, search, suggest, page, page, search, suggest, page, page];
}

/**
 * Password logins through the site's /api-gw, one account per connection: the API's password
 * guard refuses more than a few attempts in flight for one phone (as it should), so each demo
 * account logs in one attempt at a time.
 */
function loginRequests(phone, failures) {
  // The double-submit CSRF pair the site's script sends (cookie and header alike).
  const token = 'soak0123456789abcdefghijklmnopqrstu';
  return [
    {
      method: 'GET',
      path: `/api-gw/login/loginByPsw?phoneNo=${phone}&password=${DEMO_PASSWORD}`,
      headers: { cookie: `csrf_token=${token}`, 'x-csrf-token': token },
      onResponse: jsonCheck('login', failures),
    },
  ];
}

function imageRequests(keys) {
  // Widths in steps of 8: a mix of cached variants and new renders (sharp) all along.
  return [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/oss/${pick(keys)}?x-oss-process=image/resize,w_${160 + 8 * Math.floor(Math.random() * 100)}/format,webp` }) }];
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 16, timeout: 10, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** Runs the mix at `rate` requests/s for `seconds`; returns the combined figures. */
async function mix({ site, api, pages, keys, rate, seconds }) {
  const failures = [];
  const imageRate = Math.max(1, Math.round(rate * IMAGE_SHARE));
  const loginRate = Math.max(LOGIN_PHONES.length, Math.round(rate * LOGIN_SHARE));
  const siteRate = Math.max(1, rate - imageRate - loginRate);
  const runs = await Promise.all([
    cannon({ url: site, duration: seconds, overallRate: siteRate, connections: Math.min(32, Math.max(4, Math.ceil(siteRate / 4))), requests: siteRequests(pages, failures) }),
    cannon({ url: api, duration: seconds, overallRate: imageRate, connections: Math.min(16, Math.max(2, Math.ceil(imageRate / 4))), requests: imageRequests(keys) }),
    ...LOGIN_PHONES.map((phone) => cannon({ url: site, duration: seconds, overallRate: Math.max(1, Math.round(loginRate / LOGIN_PHONES.length)), connections: 1, requests: loginRequests(phone, failures) })),
  ]);
  const [s, i] = runs;
  const logins = runs.slice(2);
  const sum = (f) => runs.reduce((a, r) => a + f(r), 0);
  const requests = sum((r) => r.requests.total);
  const errors = sum((r) => r.errors + r.timeouts);
  const non2xx = sum((r) => r.non2xx);
  return {
    rate,
    achieved: requests / seconds,
    requests,
    errors,
    non2xx,
    bad: failures.length,
    failures,
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    counts: { site: s.requests.total, images: i.requests.total, logins: logins.reduce((a, r) => a + r.requests.total, 0) },
    statuses: { site: s.statusCodeStats, images: i.statusCodeStats, logins: logins.map((r) => r.statusCodeStats) },
  };
}

const holds = (r) => r.errors === 0 && r.non2xx === 0 && r.bad === 0 && r.achieved >= 0.9 * r.rate && r.p99 <= P99_LIMIT_MS;
const line = (r) =>
  `${String(r.rate).padStart(4)} req/s asked, ${r.achieved.toFixed(1).padStart(6)} done; p50 ${String(r.p50).padStart(5)} ms, p99 ${String(r.p99).padStart(5)} ms; errors ${r.errors}, non-2xx ${r.non2xx}, bad answers ${r.bad}`;

async function main() {
  const apiPort = await freePort();
  const sitePort = await freePort();
  const env = productEnv({ NODE_ENV: 'production', PORT: String(sitePort), API_PORT: String(apiPort) });
  ensureBuild(productEnv({ NODE_ENV: 'production' }));
  const children = [];
  const stop = stopOnInterrupt(children);
  try {
    // Seeded afresh each run (a few seconds at 20,000 items): the catalogue of this checkout's
    // generator, and no hot-word votes or sessions left from an earlier run.
    const dataDir = join(tmpdir(), `bench-soak-data-${SEED_SIZE}`);
    const apiProc = startApi({ port: apiPort, dataDir, seedSize: SEED_SIZE, env: { API_ENV: 'development', API_RESEED: '1', API_RATE_LIMIT: '0', API_SEARCH_RATE_LIMIT: '0', API_LOG: '0', SITE_ORIGINS: env.SITE_ORIGINS } });
    children.push(apiProc);
    await waitFor(`http://127.0.0.1:${apiPort}/activity/group/time`, 900_000);
    // The site with the heap probe (scripts/bench/heap-probe.cjs): a full collection and the live
    // heap on SIGUSR2. SOAK_SITE_NODE_ARGS adds Node flags, e.g. `--heapsnapshot-signal=SIGPWR`.
    rmSync(HEAP_FILE, { force: true });
    const nodeArgs = ['--expose-gc', '--require', join(ROOT, 'scripts', 'bench', 'heap-probe.cjs'), ...(process.env.SOAK_SITE_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)];
    const siteProc = spawn(process.execPath, [...nodeArgs, join(ROOT, 'lib', 'server', 'site-server.mjs')], { cwd: ROOT, env: { ...env, HEAP_PROBE_FILE: HEAP_FILE }, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(siteProc);
    // localhost: a host the proxy maps to a channel, like a visitor's.
    const site = `http://localhost:${sitePort}`;
    const api = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${site}/`, 180_000);
    const { pages, keys } = await discover(site, api);
    console.log(`[soak] ${pages.length} pages, ${WORDS.length} search words, ${keys.length} pictures; mix: images ${IMAGE_SHARE * 100} %, password logins ${LOGIN_SHARE * 100} % (at least one a second per demo account), the rest site requests — of those 45 % pages, 25 % search result pages, 25 % suggestions, 5 % hot words`);

    let best = FIXED_RATE ? { rate: FIXED_RATE } : null;
    if (!FIXED_RATE) console.log(`\nramp (${RAMP_SECONDS} s a step; holds = no error, rate met, p99 ≤ ${P99_LIMIT_MS} ms):`);
    for (const rate of FIXED_RATE ? [] : RATES) {
      const r = await mix({ site, api, pages, keys, rate, seconds: RAMP_SECONDS });
      console.log(`  ${line(r)}${holds(r) ? '' : '  ← does not hold'}`);
      if (!holds(r)) {
        for (const f of r.failures.slice(0, 3)) console.log(`    ${f}`);
        break;
      }
      best = r;
    }
    if (!best) throw new Error(`not even ${RATES[0]} req/s holds`);

    const rate = best.rate;
    console.log(`\nsoak: ${rate} req/s for ${SOAK_SECONDS} s (RSS sampled every ${SAMPLE_MS / 1000} s)`);
    // Warm-up: a fifth of the run, at least a minute (every search word and page rendered once,
    // the image variants cached), at most half of it.
    const warmMs = Math.min(SOAK_SECONDS * 500, Math.max(SOAK_SECONDS * 1000 * WARMUP_SHARE, 60_000));
    const samples = [];
    const sample = () => samples.push({ at: Date.now(), site: treeRss(siteProc.pid), api: treeRss(apiProc.pid) });
    const started = Date.now();
    sample();
    const timer = setInterval(sample, SAMPLE_MS);
    const probeHeap = () => siteProc.kill('SIGUSR2');
    probeHeap();
    const heapTimer = setInterval(probeHeap, HEAP_MS);
    const warmProbe = setTimeout(probeHeap, warmMs);
    const r = await mix({ site, api, pages, keys, rate, seconds: SOAK_SECONDS });
    clearInterval(timer);
    clearInterval(heapTimer);
    clearTimeout(warmProbe);
    sample();
    probeHeap();
    await new Promise((done) => setTimeout(done, 2000));
    const heaps = existsSync(HEAP_FILE) ? readFileSync(HEAP_FILE, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
    rmSync(HEAP_FILE, { force: true });

    const warmEnd = started + warmMs;
    const medianOf = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
    // Warm-up RSS: the samples of the last quarter of the warm-up; end RSS: the last three.
    const warm = samples.filter((s) => s.at <= warmEnd && s.at >= warmEnd - warmMs * 0.25);
    const warmSet = warm.length ? warm : samples.slice(0, 3);
    const endSet = samples.slice(-3);
    console.log(`  ${line(r)}`);
    for (const f of r.failures.slice(0, 5)) console.log(`    ${f}`);
    console.log(`  requests: ${r.counts.site.toLocaleString('en')} pages and site calls, ${r.counts.images.toLocaleString('en')} images, ${r.counts.logins.toLocaleString('en')} logins; statuses: site ${JSON.stringify(r.statuses.site)}, images ${JSON.stringify(r.statuses.images)}, logins ${JSON.stringify(r.statuses.logins)}`);
    console.log(`\n  RSS (warm-up: the first ${Math.round(warmMs / 1000)} s)   warm-up      end   growth   (goal < 10 %)`);
    let grew = false;
    for (const name of ['site', 'api']) {
      const w = medianOf(warmSet.map((s) => s[name]));
      const e = medianOf(endSet.map((s) => s[name]));
      const g = ((e - w) / w) * 100;
      if (g >= 10) grew = true;
      console.log(`  ${name.padEnd(12)} ${mb(w).padStart(9)} ${mb(e).padStart(8)} ${`${g >= 0 ? '+' : ''}${g.toFixed(1)} %`.padStart(8)}`);
    }
    console.log(`  RSS every ${SAMPLE_MS / 1000} s (site/api MB): ${samples.map((s) => `${Math.round(s.site / 1048576)}/${Math.round(s.api / 1048576)}`).join(' ')}`);
    if (heaps.length) {
      const at = (h) => Math.round((h.at - started) / 1000);
      console.log(`  site after a forced full GC (at s: live heap/heap size/external/RSS MB): ${heaps.map((h) => `${at(h)}:${Math.round(h.heapUsed / 1048576)}/${Math.round(h.heapTotal / 1048576)}/${Math.round(h.external / 1048576)}/${Math.round(h.rss / 1048576)}`).join(' ')}`);
      // The leak test: the live heap once the warm-up is over against the end (caches full at both).
      const afterWarm = heaps.find((h) => h.at >= warmEnd - 1000) ?? heaps[0];
      const last = heaps[heaps.length - 1];
      const g = ((last.heapUsed - afterWarm.heapUsed) / afterWarm.heapUsed) * 100;
      console.log(`  site live heap after a full GC: ${mb(afterWarm.heapUsed)} after the warm-up, ${mb(last.heapUsed)} at the end (${g >= 0 ? '+' : ''}${g.toFixed(1)} %)`);
    }
    const failed = r.errors + r.non2xx + r.bad;
    console.log(`\n  ${failed === 0 ? 'OK' : 'FAILED'}: ${r.requests.toLocaleString('en')} requests, ${failed} failed; RSS growth ${grew ? 'over' : 'under'} 10 %${SOAK_SECONDS < 600 ? ` (a ${SOAK_SECONDS} s run, not the full 10 minutes)` : ''}`);
    if (failed) process.exitCode = 1;
  } finally {
    stop();
  }
}

await main();
