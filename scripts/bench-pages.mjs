// Page benchmark (issues 4, 15, 40): for the home, a category page, a detail page of each kind,
// /bk/{id}.html, /jhy and a keyword search — Lighthouse 12 (mobile preset, median of 5) scores,
// LCP, TBT, CLS, judged against the framework floor (an empty page in the same build) measured in
// the same rounds (performance ≥ floor − 2, TBT ≤ floor + 50 ms); the same again with Chromium's
// CPU slowed further (6×: a low-end phone), reported beside; first-load JavaScript (gzipped)
// against the floor's; HTML size; and SSR cached pages per second for first-time and returning
// visitors as a ratio to a static file served by the same production server
// (scripts/bench/throughput.mjs). Loopback only; bounded runs.
// Usage: node scripts/bench-pages.mjs [--runs 5] [--slow-runs 3] [--slowdown 6] [--seconds 8]
//   [--api-port 4900] [--site-port 3900] [--only home,detail,search] [--no-build]
import { gzipSync } from 'node:zlib';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { cpuBlockingTime } from './bench/cpu-blocking.mjs';
import { HEADLESS_CHROMIUM, FLOOR_PATH, LIGHTHOUSE_FLAGS as FLAGS, ROOT, buildSite, kb, median, startApi, startSite, stopAll, waitFor } from './bench/servers.mjs';
import { pageThroughput, seoPage } from './bench/throughput.mjs';
import { ensureChromium } from './lib/setup.mjs';

const { homeValueOf } = createRequire(import.meta.url)('../lib/api/contract/home-experiment.cjs');
/** A device id whose home bucket is `value` (the edge's own rule). */
function deviceInHome(value) {
  for (let i = 0; ; i++) if (homeValueOf(`benchdevice${i}`) === value) return `benchdevice${i}`;
}

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const RUNS = arg('runs', 5);
// The low-end phone's runs: Lighthouse's mobile preset with the CPU slowed SLOWDOWN× instead of 4×.
const SLOW_RUNS = arg('slow-runs', 3);
const SLOWDOWN = arg('slowdown', 6);
// --only home,detail: just those pages (a name's first word: `detail` is every detail) and no
// throughput, for a quicker look while working.
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : null;
const SECONDS = arg('seconds', 8);
const API_PORT = arg('api-port', 4900);
const SITE_PORT = arg('site-port', 3900);
const DIST = '.next-bench';
const REPORTS = join(ROOT, '.bench', 'lighthouse');
const ORIGIN = `http://localhost:${SITE_PORT}`;

// A category page (ids only); a search URL (/classify/0_0_1_0_0_0_{keyword}_…) is not one.
const CATEGORY = /^\/classify\/\d+(?:_\d+)*$/;
const SEARCH_WORD = '沙发';

/**
 * A detail page of each kind of screen (the detail route's layouts): a case, a downloadable model,
 * an inspiration picture, a text/drawing file, an article, an editorial item; each found on the
 * first hub page that links one.
 */
const DETAILS = [
  ['detail case', /^\/detail_news\/detail\/\d+\/case$/, ['/', '/news']],
  ['detail model', /^\/detail\/\d+\/(?:su|3d)$/, ['/', '/su', '/3d']],
  ['detail picture', /^\/detail\/\d+\/(?:pin|pics)$/, ['/', '/pin']],
  ['detail file', /^\/detail\/\d+\/(?:sgt|wenben|tietu)$/, ['/sgt', '/wenben', '/tietu']],
  // Articles are linked from their public account's page, and accounts from the sitemap.
  ['detail article', /^\/detail\/\d+\/article$/, [[/^\/publicAccount\/\d+$/, ['/sitemaps/items-0.xml']]]],
  ['detail editorial', /^\/(?:artDesignDetail|productDesign|materialDetail|magazineDetail|periodicalDetail)\/\d+$/, ['/magazine/0_0_0_1', '/artDesign/0_0_0', '/sitemaps/items-0.xml']],
];

async function discoverPages() {
  const cache = new Map();
  const hrefs = async (path) => {
    if (!cache.has(path)) {
      const html = await (await fetch(`${ORIGIN}${path}`)).text().catch(() => '');
      // Links, and a sitemap's <loc> URLs as site paths.
      cache.set(path, [...html.matchAll(/href="([^"]+)"|<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => (m[1] ?? m[2]).replace(/&amp;/g, '&')));
    }
    return cache.get(path);
  };
  // A hub is a path, or [pattern, hubs]: the first page matching the pattern on those hubs.
  const find = async (re, hubs) => {
    for (const entry of hubs) {
      const hub = Array.isArray(entry) ? await find(...entry) : entry;
      if (!hub) continue;
      const hit = (await hrefs(hub)).find((h) => re.test(h));
      if (hit) return hit;
    }
    return null;
  };
  // The home of each layout (issue 39): Lighthouse is a crawler to the edge and gets the classic
  // home; a device id in the search-led bucket gets that variant, the way a visitor of it does.
  const pages = [['home', '/'], ['home search-led', '/', { cookie: `deviceId=${deviceInHome('0')}` }], ['category', await find(CATEGORY, ['/', '/news'])]];
  for (const [name, re, hubs] of DETAILS) pages.push([name, await find(re, hubs)]);
  pages.push(
    ['bk entry', await find(/^\/bk\/\d+\.html$/, ['/bk.html'])],
    ['jhy', '/jhy'],
    // The header search's URL for a word the seed's catalogue uses (SPEC §2 search URL).
    ['search', `/classify/0_0_1_0_0_0_${encodeURIComponent(SEARCH_WORD)}_0_0_0`],
  );
  for (const [name, path] of pages) if (!path) console.log(`  (no ${name} page found on its hubs: not measured)`);
  // (a page's request headers, if any, ride as its third entry)
  return pages.filter(([, p]) => p);
}

/**
 * The page's JavaScript, gzipped: `first` is what it fetches before its load event (its own
 * scripts and what they import while it loads: Next's "first-load JS"); `later` what it fetches
 * after the load, by the time the network is idle (code deferred until the page is idle).
 */
async function firstLoadJs(browser, url, headers = {}) {
  // A fresh context per page: an HTTP cache shared with earlier pages would hide their scripts.
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  const page = await context.newPage();
  const seen = new Set();
  const sizes = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (req) => {
    const u = req.url();
    if (req.resourceType() !== 'script' || seen.has(u)) return;
    seen.add(u);
    const early = !loaded;
    // Bodies are read before the context closes; a script without one counts as 0.
    sizes.push(
      req.response().then(
        (res) => (res ? res.body() : Buffer.alloc(0)),
        () => Buffer.alloc(0),
      ).then((b) => ({ url: u, early, bytes: gzipSync(b).length }), () => ({ url: u, early, bytes: 0 })),
    );
  });
  const res = await page.goto(url, { waitUntil: 'networkidle' });
  // The page's own script list counts as first-load wherever its requests fall: the production
  // server hands the chunk scripts to a loader that appends them after the first screen
  // (lib/server/chunk-loader.cjs deferChunkScripts), which on a page without a main picture is
  // after the load event.
  const html = res ? await res.text() : '';
  const initial = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"<>]+?\.js/g)].map((m) => new URL(m[0], url).href));
  const all = (await Promise.all(sizes)).map((x) => ({ ...x, early: x.early || initial.has(x.url) }));
  await context.close();
  const sum = (xs) => xs.reduce((a, x) => a + x.bytes, 0);
  return { first: sum(all.filter((x) => x.early)), later: sum(all.filter((x) => !x.early)) };
}

/**
 * The goals per page (issues 15, 40), median of RUNS: performance and TBT against the floor measured
 * in the same rounds — what the page costs over the framework, which is what the page's own code
 * can change on any host —, LCP, CLS and the first-load JS budget as they are.
 */
const GOAL = { performanceBelowFloor: 2, tbtOverFloor: 50, lcp: 2000, cls: 0, jsOverFloor: 25 * 1024 };

/** One Lighthouse run of `url` (null if Lighthouse could not finish it); `slowdown` replaces the preset's 4× CPU. */
async function lighthouseRun(url, slowdown, headers) {
  const chrome = await chromeLauncher.launch({ chromePath: HEADLESS_CHROMIUM, chromeFlags: FLAGS });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', ...(slowdown ? { throttling: { cpuSlowdownMultiplier: slowdown } } : {}), ...(headers ? { extraHeaders: headers } : {}) };
    const { lhr, artifacts } = await lighthouse(url, flags);
    // A run Lighthouse could not finish (a runtime error: no score, no metrics) is run again,
    // never counted as a score of 0 in the median.
    if (lhr.runtimeError || lhr.categories.performance.score === null) {
      console.log(`  (a Lighthouse run failed on ${url}: ${lhr.runtimeError?.code ?? 'no score'}; running it again)`);
      return null;
    }
    const a = lhr.audits;
    return {
      lhr,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      // The page's own share of it: the same sum over thread (CPU) time (scripts/bench/cpu-blocking.mjs);
      // NaN when the trace cannot tell (no first paint or no thread times): "n/a", never "no blocking".
      cpuTbt: cpuBlockingTime(artifacts.Trace?.traceEvents ?? [], slowdown ?? 4) ?? NaN,
      cls: a['cumulative-layout-shift'].numericValue,
      // How fast this machine ran Lighthouse's own CPU benchmark: the same page scores lower on a
      // slower or busier host (the mobile preset slows whatever CPU it has 4×).
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
      load: os.loadavg()[0],
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse on every target (`[name, url]`, the floor first) in interleaved rounds — the floor,
 * then each page, `runs` times over — so a noisy stretch of the shared machine falls on the floor
 * and the pages alike; each figure is its own median over the runs. The last round's reports are
 * kept (`.bench/lighthouse/`: bootup-time, mainthread-work-breakdown, long-tasks, LCP phases).
 */
async function lighthouseRounds(targets, runs, slowdown, suffix = '') {
  const results = targets.map(() => []);
  for (let round = 0; round < runs; round++) {
    for (const [i, [name, url, headers]] of targets.entries()) {
      let r = null;
      for (let attempt = 0; !r; attempt++) {
        if (attempt > runs) throw new Error(`Lighthouse failed ${attempt} times on ${url}`);
        r = await lighthouseRun(url, slowdown, headers);
      }
      if (round === runs - 1) writeFileSync(join(REPORTS, `${name.replace(/\s+/g, '-')}${suffix}.json`), JSON.stringify(r.lhr));
      delete r.lhr;
      results[i].push(r);
    }
    process.stdout.write(`  round ${round + 1}/${runs} done (load average ${os.loadavg()[0].toFixed(1)})\n`);
  }
  return results.map((rs) => {
    const out = { runs: rs };
    // A figure a run could not measure (NaN) is left out of its median.
    for (const k of Object.keys(rs[0])) out[k] = median(rs.map((r) => r[k]).filter(Number.isFinite));
    return out;
  });
}

/** Whether a page's medians meet the goals against the floor's medians from the same rounds. */
function judge(lh, floorLh, js, floorJs) {
  return {
    performance: lh.performance >= floorLh.performance - GOAL.performanceBelowFloor,
    tbt: lh.tbt <= floorLh.tbt + GOAL.tbtOverFloor,
    lcp: lh.lcp <= GOAL.lcp,
    cls: lh.cls <= GOAL.cls,
    js: js - floorJs <= GOAL.jsOverFloor,
  };
}

/** Milliseconds as printed: a figure no run could measure is "n/a". */
const ms = (n) => (Number.isFinite(n) ? String(Math.round(n)) : 'n/a');
const runsOf = (lh, k) => lh.runs.map((r) => ms(r[k])).join(', ');
const signed = (n) => (n >= 0 ? `+${n}` : `${n}`);

/** The table of one set of rounds: each page's medians, its difference from the floor, the verdict. */
function printTable(title, rows, floorLh, floorJs, key) {
  console.log(`\n${title}`);
  console.log(`  ${'page'.padEnd(16)} perf (floor±)  TBT ms (floor±)  CPU-only (floor±)  LCP ms  CLS    JS-floor KB  goal`);
  for (const r of rows) {
    const lh = r[key];
    const v = judge(lh, floorLh, r.js, floorJs);
    const met = Object.values(v).every(Boolean);
    r[`${key}Met`] = met;
    const missed = Object.entries(v).filter(([, ok]) => !ok).map(([k]) => k);
    console.log(
      `  ${r.name.padEnd(16)} ${String(lh.performance).padStart(4)} (${signed(lh.performance - floorLh.performance).padStart(4)})  ${String(Math.round(lh.tbt)).padStart(6)} (${signed(Math.round(lh.tbt - floorLh.tbt)).padStart(5)})  ${ms(lh.cpuTbt).padStart(8)} (${(Number.isFinite(lh.cpuTbt - floorLh.cpuTbt) ? signed(Math.round(lh.cpuTbt - floorLh.cpuTbt)) : 'n/a').padStart(5)})  ${String(Math.round(lh.lcp)).padStart(6)}  ${lh.cls.toFixed(3)}  ${((r.js - floorJs) / 1024).toFixed(1).padStart(11)}  ${met ? 'met' : `NOT MET (${missed.join(', ')})`}`,
    );
  }
  console.log(`  ${'floor'.padEnd(16)} ${String(floorLh.performance).padStart(4)}         ${String(Math.round(floorLh.tbt)).padStart(6)}          ${ms(floorLh.cpuTbt).padStart(8)}          ${String(Math.round(floorLh.lcp)).padStart(6)}  ${floorLh.cls.toFixed(3)}  ${'0.0'.padStart(11)}  (the framework alone, same rounds; benchmarkIndex ${Math.round(floorLh.benchmarkIndex)})`);
}

const lighthouseVersion = () => createRequire(import.meta.url)('lighthouse/package.json').version;

/**
 * Chromium lays out Chinese text with whatever fonts the machine has: without a CJK font every
 * character falls back glyph by glyph, with other metrics (this machine measured CLS > 0 on every
 * page without one, 0 with fonts-noto-cjk) — not what a phone, which has its CJK fonts, does.
 */
function checkCjkFont() {
  const res = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (res.error || !res.stdout.trim()) {
    console.log('WARNING: no CJK font found (fc-list :lang=zh is empty): Chinese text is laid out with fallback glyphs, so CLS and layout times are not a phone\'s. Install one first: apt-get install -y fonts-noto-cjk');
    return false;
  }
  return true;
}

async function main() {
  ensureChromium(HEADLESS_CHROMIUM);
  const cjk = checkCjkFont();
  const chromiumVersion = spawnSync(HEADLESS_CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim() || 'unknown';
  console.log(`browser: ${chromiumVersion}; Lighthouse ${lighthouseVersion()}; CJK font: ${cjk ? 'yes' : 'NO'}; ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`);
  const dataDir = join(ROOT, '.bench', 'pages-api');
  rmSync(dataDir, { recursive: true, force: true });
  const children = [];
  process.on('exit', () => stopAll(children));
  try {
    // --no-build: measure the .next-bench build the last run made (while iterating on the bench itself).
    if (!process.argv.includes('--no-build')) {
      console.log('building the site into .next-bench (with the floor page) ...');
      buildSite({ distDir: DIST, apiPort: API_PORT, extraEnv: { PORT: String(SITE_PORT) }, withFloor: true });
    }
    children.push(startApi({ port: API_PORT, dataDir }));
    await waitFor(`http://127.0.0.1:${API_PORT}/activity/group/time`);
    // The production server (lib/server/site-server.mjs: CSP, gzip, micro-cache), as `npm start` runs it.
    children.push(startSite({ distDir: DIST, apiPort: API_PORT, sitePort: SITE_PORT, extraEnv: { BENCH_BUILD: '1' }, server: 'site-server' }));
    await waitFor(`${ORIGIN}/favicon.svg`);

    const browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM, args: FLAGS.filter((f) => !f.startsWith('--headless')) });
    const pages = (await discoverPages()).filter(([name]) => !ONLY || ONLY.includes(name.split(' ')[0]));
    for (const [, path, headers] of pages) await fetch(`${ORIGIN}${path}`, { headers }); // warm the ISR cache

    const floor = (await firstLoadJs(browser, `${ORIGIN}${FLOOR_PATH}`)).first;
    mkdirSync(REPORTS, { recursive: true });
    const rows = [];
    for (const [name, path, headers] of pages) {
      const url = `${ORIGIN}${path}`;
      const html = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
      const { first: js, later } = await firstLoadJs(browser, url, headers);
      rows.push({ name, path, url, headers, js, later, html });
    }
    await browser.close();

    // The floor (what Next and React alone score on this host) and every page, in the same rounds.
    const targets = [['floor', `${ORIGIN}${FLOOR_PATH}`], ...rows.map((r) => [r.name, r.url, r.headers])];
    console.log(`\nLighthouse mobile (CPU 4× slower, simulated slow 4G), ${RUNS} interleaved rounds of ${targets.length} pages:`);
    const [floorLh, ...lhs] = await lighthouseRounds(targets, RUNS, null);
    rows.forEach((r, i) => (r.lh = lhs[i]));
    let floorSlow = null;
    if (SLOW_RUNS > 0) {
      console.log(`\nthe same with the CPU ${SLOWDOWN}× slower (a low-end phone), ${SLOW_RUNS} interleaved rounds:`);
      const [f, ...slow] = await lighthouseRounds(targets, SLOW_RUNS, SLOWDOWN, `-cpu${SLOWDOWN}x`);
      floorSlow = f;
      rows.forEach((r, i) => (r.slow = slow[i]));
    }

    console.log(
      `\nframework floor (empty page, same build): first-load JS ${kb(floor)} gzipped; performance ${floorLh.performance} (runs ${runsOf(floorLh, 'performance')}), ` +
        `TBT ${Math.round(floorLh.tbt)} ms (runs ${runsOf(floorLh, 'tbt')}), LCP ${Math.round(floorLh.lcp)} ms, benchmarkIndex ${Math.round(floorLh.benchmarkIndex)}` +
        (floorSlow ? `; at ${SLOWDOWN}×: performance ${floorSlow.performance}, TBT ${Math.round(floorSlow.tbt)} ms (runs ${runsOf(floorSlow, 'tbt')})` : ''),
    );
    for (const r of rows) {
      const { lh } = r;
      console.log(
        `${r.name.padEnd(16)} ${decodeURIComponent(r.path)}\n` +
          `  performance ${lh.performance} (runs ${runsOf(lh, 'performance')}), accessibility ${lh.accessibility}, best-practices ${lh.bestPractices}, SEO ${lh.seo}\n` +
          `  LCP ${Math.round(lh.lcp)} ms, TBT ${Math.round(lh.tbt)} ms (runs ${runsOf(lh, 'tbt')}; CPU-only ${ms(lh.cpuTbt)} ms, runs ${runsOf(lh, 'cpuTbt')}), CLS ${lh.cls.toFixed(3)}` +
          (r.slow ? `; at ${SLOWDOWN}×: performance ${r.slow.performance} (runs ${runsOf(r.slow, 'performance')}), TBT ${Math.round(r.slow.tbt)} ms (runs ${runsOf(r.slow, 'tbt')}), LCP ${Math.round(r.slow.lcp)} ms` : '') +
          `\n  first-load JS ${kb(r.js)} gzipped = floor + ${kb(r.js - floor)}; after the load event ${kb(r.later)} more\n` +
          `  HTML ${kb(r.html.length)} (${kb(gzipSync(r.html).length)} gzipped)\n` +
          `  host: Lighthouse benchmarkIndex ${Math.round(lh.benchmarkIndex)} (median), load average ${lh.runs.map((x) => x.load.toFixed(1)).join(', ')} at the runs' ends`,
      );
    }
    const goalText = `performance ≥ floor − ${GOAL.performanceBelowFloor}, TBT ≤ floor + ${GOAL.tbtOverFloor} ms, LCP ≤ ${GOAL.lcp} ms, CLS ${GOAL.cls}, JS ≤ floor + 25 KB`;
    printTable(`phone speed goal, CPU 4× (${goalText}; medians of ${RUNS}):`, rows, floorLh, floor, 'lh');
    if (floorSlow) printTable(`a low-end phone, CPU ${SLOWDOWN}× (the same goal, reported; medians of ${SLOW_RUNS}):`, rows, floorSlow, floor, 'slow');
    console.log(`  all pages at 4×: ${rows.every((r) => r.lhMet) ? 'MET' : 'NOT MET'}${floorSlow ? `; at ${SLOWDOWN}×: ${rows.every((r) => r.slowMet) ? 'met' : 'not met'}` : ''} (reports of each page's last run: .bench/lighthouse/)`);

    if (ONLY) return;
    // Cached pages per second, first-time and returning visitors, against a static file (issue 15).
    const seo = await seoPage(ORIGIN);
    const cached = rows.filter((r) => ['home', 'category', 'detail case', 'detail model', 'bk entry', 'jhy'].includes(r.name)).map((r) => [r.name, r.path]);
    await pageThroughput({ origin: ORIGIN, pages: [...cached, ['seo page', seo]], seconds: SECONDS });
  } finally {
    stopAll(children);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
