// Page benchmark (issue 4): for the home, a category page, a detail page and /bk/{id}.html —
// Lighthouse 12 (mobile preset, median of 5) scores, LCP, TBT, CLS; first-load JavaScript
// (gzipped) against the framework floor (an empty page in the same build); HTML size; and SSR
// cached pages per second for first-time and returning visitors as a ratio to a static file
// served by the same production server (scripts/bench/throughput.mjs).
// Loopback only; bounded runs.
// Usage: node scripts/bench-pages.mjs [--runs 5] [--seconds 8] [--api-port 4900] [--site-port 3900]
import { gzipSync } from 'node:zlib';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { FLOOR_PATH, ROOT, buildSite, median, startApi, startSite, stopAll, waitFor } from './bench/servers.mjs';
import { pageThroughput, seoPage } from './bench/throughput.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const RUNS = arg('runs', 5);
const SECONDS = arg('seconds', 8);
const API_PORT = arg('api-port', 4900);
const SITE_PORT = arg('site-port', 3900);
const DIST = '.next-bench';
const ORIGIN = `http://localhost:${SITE_PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// A category page (ids only); a search URL (/classify/0_0_1_0_0_0_{keyword}_…) is not one.
const CATEGORY = /^\/classify\/\d+(?:_\d+)*$/;

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
  ].filter(([, p]) => p);
}

async function firstLoadJs(browser, url) {
  // A fresh context per page: an HTTP cache shared with earlier pages would hide their scripts.
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = new Set();
  const sizes = [];
  page.on('response', (res) => {
    const u = res.url();
    if (res.request().resourceType() !== 'script' || seen.has(u)) return;
    seen.add(u);
    // Bodies are read before the context closes; a script without one counts as 0.
    sizes.push(res.body().then((b) => gzipSync(b).length, () => 0));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return total;
}

async function lighthouseMedian(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const a = lhr.audits;
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  const out = {};
  for (const k of Object.keys(runs[0])) out[k] = median(runs.map((r) => r[k]));
  return out;
}

async function main() {
  const dataDir = join(ROOT, '.bench', 'pages-api');
  rmSync(dataDir, { recursive: true, force: true });
  const children = [];
  process.on('exit', () => stopAll(children));
  try {
    console.log('building the site into .next-bench (with the floor page) ...');
    buildSite({ distDir: DIST, apiPort: API_PORT, extraEnv: { PORT: String(SITE_PORT) }, withFloor: true });
    children.push(startApi({ port: API_PORT, dataDir }));
    await waitFor(`http://127.0.0.1:${API_PORT}/activity/group/time`);
    // The production server (scripts/site-server.mjs: CSP, gzip, micro-cache), as `npm start` runs it.
    children.push(startSite({ distDir: DIST, apiPort: API_PORT, sitePort: SITE_PORT, extraEnv: { BENCH_BUILD: '1' }, server: 'site-server' }));
    await waitFor(`${ORIGIN}/favicon.svg`);

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.filter((f) => !f.startsWith('--headless')) });
    const pages = await discoverPages(browser);
    for (const [, path] of pages) await fetch(`${ORIGIN}${path}`); // warm the ISR cache

    const floor = await firstLoadJs(browser, `${ORIGIN}${FLOOR_PATH}`);
    console.log(`\nframework floor (empty page, same build): first-load JS ${kb(floor)} gzipped`);
    const rows = [];
    for (const [name, path] of pages) {
      const url = `${ORIGIN}${path}`;
      const html = Buffer.from(await (await fetch(url)).arrayBuffer());
      const js = await firstLoadJs(browser, url);
      const lh = await lighthouseMedian(url);
      rows.push({ name, path, js, html, lh });
      console.log(
        `${name.padEnd(9)} ${path}\n` +
          `  lighthouse (mobile, median of ${RUNS}): performance ${lh.performance}, accessibility ${lh.accessibility}, best-practices ${lh.bestPractices}, SEO ${lh.seo}\n` +
          `  LCP ${Math.round(lh.lcp)} ms, TBT ${Math.round(lh.tbt)} ms, CLS ${lh.cls.toFixed(3)}\n` +
          `  first-load JS ${kb(js)} gzipped (floor + ${kb(js - floor)}; budget floor + 40 KB: ${js - floor <= 40 * 1024 ? 'within' : 'OVER'})\n` +
          `  HTML ${kb(html.length)} (${kb(gzipSync(html).length)} gzipped)`,
      );
    }
    await browser.close();

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
