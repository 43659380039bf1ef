// Page benchmark (issues 4, 15): for the home, a category page, a detail page, /bk/{id}.html and a
// keyword search —
// Lighthouse 12 (mobile preset, median of 5) scores, LCP, TBT, CLS; first-load JavaScript
// (gzipped) against the framework floor (an empty page in the same build); HTML size; and SSR
// cached pages per second for first-time and returning visitors as a ratio to a static file
// served by the same production server (scripts/bench/throughput.mjs).
// Loopback only; bounded runs.
// Usage: node scripts/bench-pages.mjs [--runs 5] [--seconds 8] [--api-port 4900] [--site-port 3900] [--only home,search] [--no-build]
import { gzipSync } from 'node:zlib';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM, FLOOR_PATH, LIGHTHOUSE_FLAGS as FLAGS, ROOT, buildSite, kb, median, startApi, startSite, stopAll, waitFor } from './bench/servers.mjs';
import { pageThroughput, seoPage } from './bench/throughput.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const RUNS = arg('runs', 5);
// --only home,search: just those pages (and no throughput), for a quicker look while working.
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

async function discoverPages(browser) {
  const page = await browser.newPage();
  const hrefs = async (path) => {
    await page.goto(`${ORIGIN}${path}`, { waitUntil: 'domcontentloaded' });
    return page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href')));
  };
  const home = await hrefs('/');
  const pick = (list, re) => list.find((h) => h && re.test(h));
  const detail = pick(home, /^\/detail\/\d+\//) ?? pick(await hrefs('/news'), /^\/detail\/\d+\//);
  const category = pick(home, CATEGORY) ?? pick(await hrefs('/news'), CATEGORY);
  const bk = pick(await hrefs('/bk.html'), /^\/bk\/\d+\.html$/);
  await page.close();
  return [
    ['home', '/'],
    ['category', category],
    ['detail', detail],
    ['bk entry', bk],
    // The header search's URL for a word the seed's catalogue uses (SPEC §2 search URL).
    ['search', `/classify/0_0_1_0_0_0_${encodeURIComponent(SEARCH_WORD)}_0_0_0`],
  ].filter(([, p]) => p);
}

/**
 * The page's JavaScript, gzipped: `first` is what it fetches before its load event (its own
 * scripts and what they import while it loads: Next's "first-load JS"); `later` what it fetches
 * after the load, by the time the network is idle (code deferred until the page is idle).
 */
async function firstLoadJs(browser, url) {
  // A fresh context per page: an HTTP cache shared with earlier pages would hide their scripts.
  const context = await browser.newContext();
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

// The issue 15 goals per page (Lighthouse mobile, median of RUNS) and the first-load JS budget.
const GOAL = { performance: 98, tbt: 100, lcp: 2000, cls: 0, jsOverFloor: 25 * 1024 };

async function lighthouseMedian(url, name) {
  const runs = [];
  let failed = 0;
  while (runs.length < RUNS) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const a = lhr.audits;
      // A run Lighthouse could not finish (a runtime error: no score, no metrics) is run again,
      // never counted as a score of 0 in the median.
      if (lhr.runtimeError || lhr.categories.performance.score === null) {
        failed += 1;
        console.log(`  (a Lighthouse run failed: ${lhr.runtimeError?.code ?? 'no score'}; running it again)`);
        if (failed > RUNS) throw new Error(`Lighthouse failed ${failed} times on ${url}`);
        continue;
      }
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        // How fast this machine ran Lighthouse's own CPU benchmark: the same page scores lower on a
        // slower or busier host (the mobile preset slows whatever CPU it has 4×).
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
        load: os.loadavg()[0],
      });
      // The last run's report, for finding where the time goes (bootup-time, mainthread-work-breakdown).
      if (runs.length === RUNS) writeFileSync(join(REPORTS, `${name.replace(/\s+/g, '-')}.json`), JSON.stringify(lhr));
    } finally {
      await chrome.kill();
    }
  }
  // Each figure's own median over the runs (scores are whole numbers, as Lighthouse shows them).
  const out = { runs };
  for (const k of Object.keys(runs[0])) out[k] = median(runs.map((r) => r[k]));
  return out;
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
  const cjk = checkCjkFont();
  const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim() || 'unknown';
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

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.filter((f) => !f.startsWith('--headless')) });
    const pages = (await discoverPages(browser)).filter(([name]) => !ONLY || ONLY.includes(name.split(' ')[0]));
    for (const [, path] of pages) await fetch(`${ORIGIN}${path}`); // warm the ISR cache

    const floor = (await firstLoadJs(browser, `${ORIGIN}${FLOOR_PATH}`)).first;
    mkdirSync(REPORTS, { recursive: true });
    // The floor's own Lighthouse figures on this machine, in this run: what Next and React alone
    // score here, so the pages' figures read against what is reachable at all on this host.
    const floorLh = await lighthouseMedian(`${ORIGIN}${FLOOR_PATH}`, 'floor');
    console.log(
      `\nframework floor (empty page, same build): first-load JS ${kb(floor)} gzipped; lighthouse (mobile, median of ${RUNS}): performance ${floorLh.performance} (runs ${floorLh.runs.map((r) => r.performance).join(', ')}), ` +
        `TBT ${Math.round(floorLh.tbt)} ms (runs ${floorLh.runs.map((r) => Math.round(r.tbt)).join(', ')}), LCP ${Math.round(floorLh.lcp)} ms, benchmarkIndex ${Math.round(floorLh.benchmarkIndex)}`,
    );
    const rows = [];
    for (const [name, path] of pages) {
      const url = `${ORIGIN}${path}`;
      const html = Buffer.from(await (await fetch(url)).arrayBuffer());
      const { first: js, later } = await firstLoadJs(browser, url);
      const lh = await lighthouseMedian(url, name);
      const verdict = {
        performance: lh.performance >= GOAL.performance,
        tbt: lh.tbt <= GOAL.tbt,
        lcp: lh.lcp <= GOAL.lcp,
        cls: lh.cls <= GOAL.cls,
        js: js - floor <= GOAL.jsOverFloor,
      };
      const met = Object.values(verdict).every(Boolean);
      rows.push({ name, path, js, html, lh, met });
      const mark = (ok) => (ok ? 'ok' : 'MISSED');
      console.log(
        `${name.padEnd(9)} ${decodeURIComponent(path)}\n` +
          `  lighthouse (mobile, median of ${RUNS}): performance ${lh.performance} (runs ${lh.runs.map((r) => r.performance).join(', ')}; goal ≥ ${GOAL.performance}: ${mark(verdict.performance)}), accessibility ${lh.accessibility}, best-practices ${lh.bestPractices}, SEO ${lh.seo}\n` +
          `  LCP ${Math.round(lh.lcp)} ms (≤ ${GOAL.lcp}: ${mark(verdict.lcp)}), TBT ${Math.round(lh.tbt)} ms (runs ${lh.runs.map((r) => Math.round(r.tbt)).join(', ')}; ≤ ${GOAL.tbt}: ${mark(verdict.tbt)}), CLS ${lh.cls.toFixed(3)} (${mark(verdict.cls)})\n` +
          `  first-load JS ${kb(js)} gzipped = floor + ${kb(js - floor)} (budget floor + ${kb(GOAL.jsOverFloor)}: ${mark(verdict.js)}); after the load event ${kb(later)} more\n` +
          `  HTML ${kb(html.length)} (${kb(gzipSync(html).length)} gzipped)\n` +
          `  host: Lighthouse benchmarkIndex ${Math.round(lh.benchmarkIndex)} (median), load average ${lh.runs.map((r) => r.load.toFixed(1)).join(', ')} at the runs' ends\n` +
          `  goal: ${met ? 'MET' : 'NOT MET'}`,
      );
    }
    console.log(`\nphone speed goal (performance ≥ ${GOAL.performance}, TBT ≤ ${GOAL.tbt} ms, LCP ≤ ${GOAL.lcp} ms, CLS ${GOAL.cls}, JS ≤ floor + 25 KB):`);
    console.log(`  ${'page'.padEnd(9)} perf  TBT ms  LCP ms  CLS    JS-floor KB  goal`);
    for (const r of rows) {
      console.log(
        `  ${r.name.padEnd(9)} ${String(r.lh.performance).padStart(4)}  ${String(Math.round(r.lh.tbt)).padStart(6)}  ${String(Math.round(r.lh.lcp)).padStart(6)}  ${r.lh.cls.toFixed(3)}  ${((r.js - floor) / 1024).toFixed(1).padStart(11)}  ${r.met ? 'met' : 'NOT MET'}`,
      );
    }
    console.log(`  ${'floor'.padEnd(9)} ${String(floorLh.performance).padStart(4)}  ${String(Math.round(floorLh.tbt)).padStart(6)}  ${String(Math.round(floorLh.lcp)).padStart(6)}  ${floorLh.cls.toFixed(3)}  ${'0.0'.padStart(11)}  (the framework alone, for reference)`);
    console.log(`  all pages: ${rows.every((r) => r.met) ? 'MET' : 'NOT MET'} (reports of each page's last run: .bench/lighthouse/)`);
    await browser.close();

    if (ONLY) return;
    // Cached pages per second, first-time and returning visitors, against a static file (issue 15).
    const seo = await seoPage(ORIGIN);
    const cached = rows.filter((r) => ['home', 'category', 'detail', 'bk entry'].includes(r.name)).map((r) => [r.name, r.path]);
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
