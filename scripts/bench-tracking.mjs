#!/usr/bin/env node
// Benchmark of behaviour tracking (issue 12):
//  1. first-load JavaScript tracking adds: the tracking host (components/tracking/tracking-host.tsx
//     and what it imports: components/tracking/host, track, exposure), bundled and minified by esbuild with
//     React external, gzipped — goal ≤ 2 KB. The engine (event builder, queue, location) is a
//     separate chunk loaded when the page is idle; its size is printed for information, and when
//     this checkout has a build (.next) the bench checks the engine really is its own chunk.
//  2. main-thread time per 100 exposures, in Chromium driven over a bare DevTools connection
//     (scripts/bench/cdp.mjs: no Network-domain instrumentation, which a visitor's browser does not
//     run), served by the bench's own loopback server: a page of 100 tracked cards, the real host
//     and engine; the main thread's CPU time (CDP Performance ThreadTime) over a fixed window per
//     screen in which all 100 events are built, queued, sent and acknowledged, minus the same
//     screens without tracking over the same window; its busy time (TaskDuration) beside it — a
//     first page view (including the engine's one-time start) and client navigations to another
//     100 (steady state); the median of several runs — goal ≤ 5 ms.
//  3. collector ingest rate on loopback: the reference API (its own data dir, small seed), events
//     sent as POST batches of 100 (pagehide's sendBeacon shape) and as single-event image GETs,
//     16 connections — goal ≥ 5,000 events/s.
//
//   node scripts/bench-tracking.mjs [--events 50000] [--gets 10000] [--runs 5] [--rounds 5] [--only first|exposures|ingest]
//     [--compare <git ref>]  measures that ref's tracking beside this checkout's, in the same run
//     [--profile]            prints the heaviest functions of the tracked screens (CDP CPU profile)
//     [--trace]              prints the renderer main thread's time by trace event (script, style, layout,
//                            image loads …) for the tracked screens and the same screens without tracking
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { launchChromium } from './bench/cdp.mjs';
import { ROOT, freePort, median, numberOption, startApi, stopAll, waitFor } from './bench/servers.mjs';

const EVENTS = numberOption('events', 50_000);
const GETS = numberOption('gets', 10_000);
const RUNS = numberOption('runs', 5);
const ROUNDS = numberOption('rounds', 5);
/** Each screen's measuring window, tracked or not (ms): its exposures are due at 0.5 s, sent at 1.5 s. */
const SCREEN_MS = 4000;
/** Unminified page script, so the profile names the functions. */
const PROFILE = process.argv.includes('--profile');
const TRACE = process.argv.includes('--trace');
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

const ALIAS = { '@': ROOT.replace(/\/$/, '') };

async function bundle(entry, { external = [], format = 'esm', lazyEngine = false, root = ROOT } = {}) {
  const plugins = lazyEngine
    ? [{ name: 'lazy-engine', setup: (b) => b.onResolve({ filter: /^\.\/engine$/ }, () => ({ path: './engine', external: true })) }]
    : [];
  const res = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    minify: !((PROFILE || TRACE) && format === 'iife'),
    write: false,
    format,
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    // A feature's face re-exports screens with CSS modules; tracking's bundle needs none of them
    // (package.json sideEffects lets esbuild drop the unused re-exports, as Turbopack does).
    loader: { '.css': 'empty', '.module.css': 'empty' },
    alias: root === ROOT ? ALIAS : { '@': root.replace(/\/$/, '') },
    external,
    plugins,
    define: { 'process.env.NODE_ENV': '"production"' },
    // The page has no `process`: NEXT_PUBLIC_* settings read as unset (the defaults), as in a build without them.
    ...(format === 'iife' ? { banner: { js: 'var process={env:{}};' } } : {}),
    logLevel: 'silent',
  });
  return Buffer.from(res.outputFiles[0].contents);
}

async function firstLoad() {
  const host = await bundle('components/tracking/tracking-host.tsx', { external: ['react', 'react/jsx-runtime'], lazyEngine: true });
  const engine = await bundle('components/tracking/engine.ts');
  const hostGz = gzipSync(host).length;
  console.log(`\nfirst-load JS added by tracking (host + track(), esbuild minified, React external): ${kb(hostGz)} gzipped (${kb(host.length)} raw) — goal ≤ 2 KB: ${hostGz <= 2048 ? 'within' : 'OVER'}`);
  console.log(`lazy engine chunk (builder, queue, location; loaded when idle, not first-load): ${kb(gzipSync(engine).length)} gzipped standalone (shares lib/http, storage and dayjs with the site's other chunks)`);
  const chunks = path.join(ROOT, '.next', 'static', 'chunks');
  if (existsSync(chunks)) {
    const files = [];
    const walk = (d) => {
      for (const f of readdirSync(d)) {
        const p = path.join(d, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (f.endsWith('.js')) files.push(p);
      }
    };
    walk(chunks);
    const withQueue = files.filter((f) => readFileSync(f, 'utf8').includes('tkQueue'));
    const withHost = files.filter((f) => readFileSync(f, 'utf8').includes('data-tk-end'));
    const shared = withQueue.filter((f) => withHost.includes(f));
    console.log(`  in this checkout's .next: engine chunk(s) ${withQueue.map((f) => `${path.basename(f)} ${kb(gzipSync(readFileSync(f)).length)} gz`).join(', ') || 'none found'}; ${shared.length ? 'WARNING: engine shares a chunk with the host' : 'separate from the host'}`);
  }
}

const PAGE = () => `<!doctype html><html data-channel="interior"><head><meta charset="utf-8"><style>
  body{margin:0} ul{display:grid;grid-template-columns:repeat(10,60px);gap:4px;list-style:none;padding:0;margin:0}
  article{height:40px;background:#ddd}</style></head><body><main id="m"></main><script src="/bench.js"></script></body></html>`;
const cards = (n, offset) =>
  `<ul data-tk-area="bench">${Array.from({ length: n }, (_, i) => `<li><article data-tk-kind="case" data-tk-id="${offset + i}"><a href="/detail_news/detail/${offset + i}/case">x</a></article></li>`).join('')}</ul>`;

/**
 * The bench page's script as another git ref has it (`--compare main`): that ref's lib/,
 * components/ and hooks/ exported to a temporary folder (this checkout's node_modules), so the
 * two versions are measured side by side in one run, on the same machine load.
 */
async function scriptOf(ref) {
  if (!ref) return bundle('scripts/bench/tracking-entry.ts', { format: 'iife' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-tracking-ref-'));
  try {
    const res = spawnSync('sh', ['-c', `git archive ${JSON.stringify(ref)} lib components hooks scripts/bench/tracking-entry.ts | tar -x -C ${JSON.stringify(dir)}`], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (res.status !== 0) throw new Error(`cannot export ${ref}`);
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    return await bundle('scripts/bench/tracking-entry.ts', { format: 'iife', root: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Self time per function of a CDP CPU profile, in ms, the heaviest first. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url ? `${path.basename(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`.trim();
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  return [...self].sort((a, b) => b[1] - a[1]);
}

/**
 * Self time per trace event name on the renderer's main thread (complete events nested by time),
 * in ms: where the main thread's busy time went, native work included.
 */
function traceSelfTimes(buffer) {
  const { traceEvents } = JSON.parse(String(buffer));
  // The bench page's renderer: the busiest renderer main thread that is not the browser's own UI
  // (headless Chromium keeps a chrome:// omnibox renderer, busier than the page while it starts).
  const browserUi = new Set();
  for (const e of traceEvents) if (String(e.args?.data?.url ?? '').startsWith('chrome://')) browserUi.add(e.pid);
  const busiest = new Map();
  for (const e of traceEvents) if (e.ph === 'X' && e.dur) busiest.set(`${e.pid}:${e.tid}`, (busiest.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = traceEvents
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && !browserUi.has(e.pid))
    .sort((a, b) => (busiest.get(`${b.pid}:${b.tid}`) ?? 0) - (busiest.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (!main) return new Map();
  const events = traceEvents.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur > 0).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const e of events) {
    while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.child += Math.min(e.dur, parent.end - e.ts);
    stack.push({ e, end: e.ts + e.dur, child: 0 });
    e.__frame = stack.at(-1);
  }
  // A script's time is named by the function the task called (a timer's, an observer's, a load handler's).
  const nameOf = (e) => (e.name === 'FunctionCall' && e.args?.data ? `FunctionCall ${e.args.data.functionName || '(anonymous)'}:${e.args.data.lineNumber ?? ''}` : e.name);
  for (const e of events) e.name = nameOf(e);
  for (const e of events) self.set(e.name, (self.get(e.name) ?? 0) + Math.max(0, e.dur - e.__frame.child) / 1000);
  // How many of each: a task's fixed cost is paid per task.
  for (const e of events) self.set(`#${e.name}`, (self.get(`#${e.name}`) ?? 0) + 1);
  return self;
}

async function exposures() {
  const compare = process.argv.includes('--compare') ? process.argv[process.argv.indexOf('--compare') + 1] : null;
  const profile = PROFILE;
  const variants = [{ name: 'this checkout', script: await scriptOf(null) }];
  if (compare) variants.unshift({ name: compare, script: await scriptOf(compare) });
  // The floor: one observer, one timer and one image per screen, without tracking's logic.
  variants.unshift({ name: 'floor', floor: true, script: await bundle('scripts/bench/tracking-floor-entry.ts', { format: 'iife' }) });
  for (const v of variants) Object.assign(v, { first: [], steady: [], base: [], tracked: [], profiles: [], traces: [], requests: [], wall: [] });
  const server = await benchServer();
  const browser = await launchChromium({ hostRules: `MAP bench.localhost 127.0.0.1:${server.port}` });
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const v of variants) await exposureRun(browser, server, v, profile);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const floor = median(variants[0].steady);
  console.log(`\nfloor of the method (scripts/bench/tracking-floor-entry.ts: one IntersectionObserver, one timer and one image request per screen of 100, none of tracking's fields, spm, queue or storage): ${floor.toFixed(1)} ms CPU, ${median(variants[0].wall).toFixed(1)} ms busy (each run: ${variants[0].steady.map((x) => x.toFixed(1)).join(', ')} ms)`);
  // With --trace the floor's breakdown is printed too: what the method itself costs, natively.
  if (TRACE) printTrace(variants[0].traces, 'the floor');
  for (const v of variants.slice(1)) report(v, variants.length > 2, floor);
}

function report(v, named, floor) {
  const { name, first, steady, base, tracked, profiles, traces, requests, wall } = v;
  const s = median(steady);
  console.log(
    `\nmain-thread time per 100 exposures${named ? ` [${name}]` : ''} (Chromium; the main thread's CPU time per screen of 100 cards until all 100 events were built, queued, sent and acknowledged, ` +
      `${median(tracked).toFixed(1)} ms, minus the same screen without tracking, ${median(base).toFixed(1)} ms; ${ROUNDS} screens per run, median of ${RUNS} runs): ` +
      `${s.toFixed(1)} ms — goal ≤ 5 ms: ${s <= 5 ? 'within' : 'OVER'} (each run: ${steady.map((x) => x.toFixed(1)).join(', ')} ms); ` +
      `the first screen, with the engine's one-time start, ${median(first).toFixed(1)} ms; ${median(requests)} beacon requests per screen`,
  );
  console.log(`  over the floor of the method: ${(s - floor).toFixed(1)} ms`);
  if (v.longer) console.log(`  ${v.longer} steady-state screens needed a window longer than ${SCREEN_MS / 1000} s (their events arrived late), counted in full`);
  console.log(`  the same as main-thread busy (wall) time, which also counts waits for a core on a busy machine: ${median(wall).toFixed(1)} ms (each run: ${wall.map((x) => x.toFixed(1)).join(', ')} ms)`);
  if (traces.length) printTrace(traces, 'tracking');
  if (profiles.length) {
    const total = new Map();
    for (const p of profiles) for (const [k, ms] of selfTimes(p)) total.set(k, (total.get(k) ?? 0) + ms);
    const per = (ms) => ms / profiles.length / ROUNDS;
    console.log(`  CPU profile of the tracked screens, self time per screen of 100 (the heaviest):`);
    for (const [k, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`    ${per(ms).toFixed(2).padStart(7)} ms  ${k}`);
  }
}

/** The trace breakdown of a variant's screens: tracked − untracked self time per trace event. */
function printTrace(traces, name) {
  const sum = (key) => {
    const total = new Map();
    for (const t of traces) for (const [k, ms] of t[key]) total.set(k, (total.get(k) ?? 0) + ms / traces.length / ROUNDS);
    return total;
  };
  const tracked = sum('tracked');
  const plain = sum('base');
  const names = [...new Set([...tracked.keys(), ...plain.keys()])].filter((k) => !k.startsWith('#')).map((k) => [k, (tracked.get(k) ?? 0) - (plain.get(k) ?? 0), tracked.get(k) ?? 0]);
  console.log(`  trace of the renderer main thread [${name}], self time per screen of 100: tracked − untracked (tracked), the largest differences:`);
  const count = (m, k) => (m.get(`#${k}`) ?? 0).toFixed(1);
  for (const [k, d, t] of names.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1])).slice(0, 25)) console.log(`    ${d.toFixed(2).padStart(7)} ms (${t.toFixed(2).padStart(6)})  ${k} ×${count(tracked, k)} (untracked ×${count(plain, k)})`);
  const total = (m) => [...m].filter(([k]) => !k.startsWith('#')).reduce((a, [, ms]) => a + ms, 0);
  console.log(`    all trace events: ${(total(tracked) - total(plain)).toFixed(2)} ms more than untracked`);
}

/**
 * The bench page's server on loopback: the page, its script, the beacons (counted here, so
 * waiting costs the page nothing) and the location API. `script` is set per variant.
 */
async function benchServer() {
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  const state = { script: '', beacons: 0, requests: 0, lastBeaconAt: 0 };
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://bench.localhost');
    const reply = (type, body) => {
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    if (url.pathname === '/bench.js') return reply('text/javascript', state.script);
    if (url.pathname.includes('/track/')) {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        state.requests++;
        state.lastBeaconAt = Date.now();
        state.beacons += req.method === 'POST' ? body.split('\n').length : Math.max(1, url.searchParams.getAll('e').length);
        reply('image/gif', gif);
      });
      return undefined;
    }
    if (url.pathname.endsWith('/address/ip')) return reply('application/json', JSON.stringify({ error: { errorCode: 0, message: '' }, data: { ip: '127.0.0.1', country: '中国', province: '浙江省', city: '杭州市' } }));
    if (url.pathname.endsWith('/saveAddress') || url.pathname.endsWith('/address/report')) return reply('application/json', '{"error":{"errorCode":0,"message":""},"data":null}');
    return reply('text/html; charset=utf-8', PAGE());
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return Object.assign(state, { port: server.address().port, close: () => server.close() });
}

/** Starts a browser-wide trace; `stop()` ends it and gives its JSON text. */
function traceWhile(browser, categories) {
  let release;
  const running = new Promise((r) => (release = r));
  const text = browser.trace(categories, () => running);
  return {
    stop: () => {
      release();
      return text;
    },
  };
}

async function exposureRun(browser, server, v, profile) {
  server.script = v.script;
  {
    {
      const page = await browser.newPage('http://bench.localhost/');
      await page.send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 900, deviceScaleFactor: 1, mobile: false });
      const cdp = page;
      await cdp.send('Performance.enable');
      const requestsAt = () => server.requests;
      const sample = async () => {
        const { metrics } = await cdp.send('Performance.getMetrics');
        const m = (name) => metrics.find((x) => x.name === name).value * 1000;
        return { cpu: m('ThreadTime'), wall: m('TaskDuration') };
      };
      let lastWall = 0;
      const busy = async () => {
        const s = await sample();
        lastWall = s.wall;
        return s.cpu;
      };
      const show = (offset) => page.evaluate(`history.pushState(null, '', '/p' + Math.random()); document.getElementById('m').innerHTML = ${JSON.stringify(cards(100, offset))}; 0`);
      // Every screen, tracked or not, is measured over the same window: the main thread does some
      // work of its own over time (idle-time GC, timers of the browser), which a longer window
      // would count against tracking. A tracked screen whose events took longer gets a longer
      // window (counted against it), and is reported.
      const until = async (n, shownAt, steady = true) => {
        const deadline = Date.now() + 60_000;
        while (server.beacons - beaconsBefore < n) {
          if (Date.now() > deadline) throw new Error(`only ${server.beacons - beaconsBefore} of ${n} exposures arrived`);
          await new Promise((r) => setTimeout(r, 50));
        }
        // The queue writes its acknowledgements back within a second of the last answer.
        const end = Math.max(shownAt + SCREEN_MS, server.lastBeaconAt + 1500);
        if (end > shownAt + SCREEN_MS && steady) v.longer = (v.longer ?? 0) + 1;
        await new Promise((r) => setTimeout(r, end - Date.now()));
      };
      // The same screens without tracking: what rendering 100 cards costs by itself.
      const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading', 'toplevel', 'net'];
      const trace = TRACE ? {} : null;
      const beaconsBefore = server.beacons;
      let traced = null;
      if (trace) traced = traceWhile(browser, TRACE_CATEGORIES);
      let t = await busy();
      let w = lastWall;
      for (let r = 0; r < ROUNDS; r++) {
        const shownAt = Date.now();
        await show(100_000 + r * 100);
        await new Promise((res) => setTimeout(res, shownAt + SCREEN_MS - Date.now()));
      }
      const baseline = ((await busy()) - t) / ROUNDS;
      const baseWall = (lastWall - w) / ROUNDS;
      if (trace) trace.base = traceSelfTimes(await traced.stop());
      await page.evaluate(`document.getElementById('m').innerHTML = ''; window.__stop = window.__tk.startHost(); 0`);
      t = await busy();
      await show(0);
      await until(100, Date.now(), false); // the first screen waits up to 3 s for the groups and location
      const firstMs = (await busy()) - t;
      if (profile) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      if (trace) traced = traceWhile(browser, TRACE_CATEGORIES);
      t = await busy();
      w = lastWall;
      const requestsBefore = requestsAt();
      for (let r = 1; r <= ROUNDS; r++) {
        const shownAt = Date.now();
        await show(r * 100);
        await until((r + 1) * 100, shownAt);
      }
      const steadyMs = ((await busy()) - t) / ROUNDS;
      v.wall.push((lastWall - w) / ROUNDS - baseWall);
      v.requests.push((requestsAt() - requestsBefore) / ROUNDS);
      if (trace) {
        trace.tracked = traceSelfTimes(await traced.stop());
        v.traces.push(trace);
      }
      if (profile) v.profiles.push((await cdp.send('Profiler.stop')).profile);
      const left = v.floor ? 0 : await page.evaluate(`JSON.parse(localStorage.getItem('tkQueue') || '[]').length`);
      if (left !== 0) throw new Error(`${left} events still queued`);
      v.base.push(baseline);
      v.tracked.push(steadyMs);
      v.first.push(firstMs - baseline);
      v.steady.push(steadyMs - baseline);
      await page.close();
    }
  }
}

async function ingest() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-tracking-'));
  const api = startApi({ port, dataDir, seedSize: 2000, env: { API_ENV: 'test', API_TEST_MODE: '1', API_RATE_LIMIT: '0' } });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/activity/group/time`);
    const line = (i, prefix) =>
      new URLSearchParams({ event_id: `${prefix}${i.toString(36).padStart(10, '0')}`, bhv_type: 'exposure', doc_id: String(i % 5000), device_id: 'benchdevice01', spm: '室内-首页.最新案例.3', goods_type: '-3', doc_type: '-3', st: '-3', platform: 'WEB', client_version: '0.1.0', os: 'Linux', network: '4g', country: '中国', province: '浙江省', city: '杭州市', bhv_time_ms: String(Date.now()), experiment_id: 'newerHomeCutUser:1|transferCutUser:1' }).toString();
    const pool = async (n, worker) => {
      let next = 0;
      await Promise.all(Array.from({ length: 16 }, async () => {
        while (next < n) await worker(next++);
      }));
    };
    // Warm up the connection pool and the statements.
    await pool(200, (i) => fetch(`${base}/track/main.gif?${line(i, 'warm')}`).then((r) => r.arrayBuffer()));

    const batches = Math.ceil(EVENTS / 100);
    let t = performance.now();
    await pool(batches, (b) => fetch(`${base}/track/case.gif`, { method: 'POST', body: Array.from({ length: 100 }, (_, k) => line(b * 100 + k, 'post')).join('\n') }).then((r) => r.arrayBuffer()));
    const postRate = (batches * 100) / ((performance.now() - t) / 1000);

    t = performance.now();
    await pool(GETS, (i) => fetch(`${base}/track/ins.gif?${line(i, 'get')}`).then((r) => r.arrayBuffer()));
    const getRate = GETS / ((performance.now() - t) / 1000);

    // Stored once each: resending a batch adds nothing.
    await fetch(`${base}/track/case.gif`, { method: 'POST', body: Array.from({ length: 100 }, (_, k) => line(k, 'post')).join('\n') }).then((r) => r.arrayBuffer());
    const db = path.join(dataDir, readdirSync(dataDir).find((f) => f.endsWith('.db') || f.endsWith('.sqlite')) ?? '');
    const count = spawnSync(process.execPath, ['-e', `const D=require('better-sqlite3');const d=new D(${JSON.stringify(db)},{readonly:true});console.log(d.prepare("SELECT count(*) n FROM track_events WHERE event_id LIKE 'post%' OR event_id LIKE 'get%'").get().n)`], { cwd: ROOT, encoding: 'utf8' });
    const stored = Number(count.stdout.trim());
    console.log(`\ncollector ingest on loopback (16 connections): ${Math.round(postRate).toLocaleString('en')} events/s as POST batches of 100, ${Math.round(getRate).toLocaleString('en')} events/s as single-event image GETs — goal ≥ 5,000 events/s: ${postRate >= 5000 ? 'within' : 'OVER'} (batched)`);
    console.log(`  stored ${Number.isFinite(stored) ? stored.toLocaleString('en') : '?'} of ${(batches * 100 + GETS).toLocaleString('en')} sent (a resent batch added none)`);
  } finally {
    stopAll([api]);
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `--only first|exposures|ingest` runs one part.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
if (!only || only === 'first') await firstLoad();
if (!only || only === 'exposures') await exposures();
if (!only || only === 'ingest') await ingest();
