// What Lighthouse's simulated LCP is made of (issue 15, phone speed). Lighthouse loads a page at
// full speed, then simulates slow 4G and a 4× CPU over a graph cut at the LCP it observed
// (Lantern). This runs Lighthouse once per page (mobile preset, as `npm run bench -- pages`) and
// prints, from the same run's trace: the observed first paint and LCP; each script with the time
// its download ended and whether Lantern counts it (a script is left out only if its download
// ended after the observed LCP, or its evaluation shows up in the graph after it — tasks under
// 10 ms with few links are pruned from the graph, so a turbopack chunk, which only registers its
// modules, can usually not be shown to run after the LCP); and the requests and tasks of both
// LCP graphs with their simulated start and end.
// Loopback only; one Lighthouse run per path.
// Usage: node scripts/bench/lantern-graph.mjs [--no-build] [--site-port 3900] [--api-port 4900]
//   [--all] [path ...]   (default path: /; --all also lists the images simulated in 150 ms or less)
// --no-build measures the page bench's last build (.next-bench; same ports, so its API origin fits).
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { HEADLESS_CHROMIUM, LIGHTHOUSE_FLAGS as FLAGS, ROOT, buildSite, kb, numberOption, pathArgs, runMain, startApi, startSite, stopAll, waitFor } from './servers.mjs';

const argv = process.argv.slice(2);
const SITE_PORT = numberOption('site-port', 3900);
const API_PORT = numberOption('api-port', 4900);
const paths = pathArgs(['--site-port', '--api-port'], argv);
const ALL = argv.includes('--all');
// The page bench's build and ports, so either can reuse the other's build.
const DIST = '.next-bench';
const ORIGIN = `http://localhost:${SITE_PORT}`;

const short = (url) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 64);
const ms = (x) => String(Math.round(x)).padStart(5);

function label(node) {
  if (node.type === 'network') return `${node.request.resourceType} ${node.request.priority} ${kb(node.request.transferSize)} ${short(node.request.url)}`;
  const busy = node.childEvents.filter((e) => e.dur > 2000).map((e) => `${e.name} ${Math.round(e.dur / 1000)}`);
  return `task ${Math.round((node.endTime - node.startTime) / 1000)} ms observed: ${busy.slice(0, 5).join(', ')}`;
}

async function analyse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: HEADLESS_CHROMIUM, chromeFlags: FLAGS });
  try {
    const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}`);
    const a = lhr.audits;
    const observed = a.metrics.details.items[0];
    const context = { computedCache: new Map(), settings: lhr.configSettings };
    const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: lhr.configSettings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    console.log(`\n${url}: performance ${Math.round(lhr.categories.performance.score * 100)}, simulated FCP ${Math.round(a['first-contentful-paint'].numericValue)} ms, LCP ${Math.round(a['largest-contentful-paint'].numericValue)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}; FCP's ${Math.round(fcp.optimisticEstimate.timeInMs)})`);
    console.log(`  observed without throttling: first paint ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`);

    // Which scripts the optimistic LCP graph holds, against every script the page fetched.
    const t0 = lcp.optimisticGraph.startTime;
    const inGraph = new Set();
    lcp.optimisticGraph.traverse((n) => n.type === 'network' && inGraph.add(n.request.url));
    const requests = a['network-requests'].details;
    // The audit's times count from the first request; the observed LCP's from the navigation.
    const sinceNavigation = (t) => (requests.debugData.networkStartTimeTs - observed.observedTimeOriginTs) / 1000 + t;
    const scripts = requests.items.filter((r) => r.resourceType === 'Script');
    let counted = 0;
    let countedBytes = 0;
    console.log('  scripts (download observed, ms after navigation start):');
    for (const r of scripts) {
      const isIn = inGraph.has(r.url);
      if (isIn) {
        counted += 1;
        countedBytes += r.transferSize;
      }
      const end = r.finished ? sinceNavigation(r.networkEndTime) : Infinity;
      const why = isIn ? 'counted: downloaded before the observed LCP' : end > observed.observedLargestContentfulPaint ? 'left out: downloaded after it (or never finished)' : 'left out: its evaluation came after it';
      console.log(`    ${ms(sinceNavigation(r.networkRequestTime))}-${ms(end)}  ${kb(r.transferSize).padStart(8)}  ${why}  ${short(r.url)}`);
    }
    console.log(`  in the LCP graph: ${counted} of ${scripts.length} scripts, ${kb(countedBytes)}`);

    for (const kind of ['optimistic', 'pessimistic']) {
      const est = lcp[`${kind}Estimate`];
      const rows = [...est.nodeTimings.entries()].sort((x, y) => x[1].startTime - y[1].startTime);
      const shown = ALL ? rows : rows.filter(([n, t]) => n.type !== 'network' || n.request.resourceType !== 'Image' || t.endTime - t.startTime > 150);
      console.log(`  ${kind} LCP graph, simulated (${rows.length} nodes${ALL ? '' : '; small images not listed, --all lists them'}):`);
      for (const [node, t] of shown) console.log(`    ${ms(t.startTime)}-${ms(t.endTime)}  ${label(node)}${node.type === 'cpu' ? ` at ${Math.round((node.startTime - t0) / 1000)} ms` : ''}`);
    }
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const children = [];
  process.on('exit', () => stopAll(children));
  if (!argv.includes('--no-build')) {
    console.log(`building the site into ${DIST} ...`);
    buildSite({ distDir: DIST, apiPort: API_PORT, extraEnv: { PORT: String(SITE_PORT) }, withFloor: true, quiet: true });
  }
  children.push(startApi({ port: API_PORT, dataDir: join(ROOT, '.bench', 'lantern-graph-api') }));
  await waitFor(`http://127.0.0.1:${API_PORT}/activity/group/time`);
  children.push(startSite({ distDir: DIST, apiPort: API_PORT, sitePort: SITE_PORT, extraEnv: { BENCH_BUILD: '1' }, server: 'site-server' }));
  await waitFor(`${ORIGIN}/favicon.svg`);
  try {
    for (const path of paths.length ? paths : ['/']) {
      await fetch(`${ORIGIN}${path}`); // render and cache it first, as the page bench does
      await fetch(`${ORIGIN}${path}`);
      // A page Lighthouse cannot load (a 404, a runtime error) is reported; the others still run.
      await analyse(`${ORIGIN}${path}`).catch((err) => console.log(`\n${ORIGIN}${path}: ${err.message}`));
    }
  } finally {
    stopAll(children);
  }
}

runMain(main);
