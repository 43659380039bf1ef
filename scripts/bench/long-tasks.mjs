// Which code makes a page's long tasks (issue 15, phone speed): builds the site with browser
// source maps (BENCH_SOURCEMAPS=1, into .next-map, as chunk-modules.mjs), loads each page with
// the CPU 4× slower (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset
// simulates), records a sampling CPU profile until a few seconds after the load, cuts it into
// tasks (runs of busy samples between idle ones) and, for each task over 50 ms, prints its start
// (ms after navigation start), length and the source files whose code was on the stack longest
// (inclusive time; react-dom and Next's runtime are listed as themselves).
// The build includes the floor page (/site-api/floor), so the framework alone can be profiled too.
// Loopback only. Usage: node scripts/bench/long-tasks.mjs [--no-build] [--site-port 3930]
//   [--api-port 4930] [--top 8] [--after 6000] [path ...]   (default path: /)
import { existsSync } from 'node:fs';
import sourceMap from 'source-map-js';
import { numberOption, pathArgs, runMain, sourceKey } from './servers.mjs';
import { chunkFile, chunkMap, withSourceMapSite } from './source-maps.mjs';

const argv = process.argv.slice(2);
const SITE_PORT = numberOption('site-port', 3930);
const API_PORT = numberOption('api-port', 4930);
const TOP = numberOption('top', 8);
const AFTER_MS = numberOption('after', 6000);
// (An option not given must not hide the first path: argv[-1 + 1].)
const paths = pathArgs(['--site-port', '--api-port', '--top', '--after'], argv);
const LONG_MS = 50;

const consumers = new Map();
/** The source file a generated position of a built chunk maps to (by its source map). */
function sourceOf(url, line, column) {
  let path;
  try {
    path = new URL(url).pathname;
  } catch {
    return url || '(native)';
  }
  if (!path.startsWith('/_next/static/')) return path === '/' || !path.endsWith('.js') ? '(the HTML document)' : path;
  if (!consumers.has(path)) {
    const file = chunkFile(path);
    const sections = existsSync(file) ? chunkMap(file).sections : null;
    consumers.set(path, sections && sections.map((s) => ({ offset: s.offset, consumer: new sourceMap.SourceMapConsumer(s.map) })));
  }
  const sections = consumers.get(path);
  if (!sections) return path;
  let section = sections[0];
  for (const s of sections) if (s.offset.line < line || (s.offset.line === line && s.offset.column <= column)) section = s;
  const l = line - section.offset.line;
  const pos = section.consumer.originalPositionFor({ line: l + 1, column: l === 0 ? column - section.offset.column : column });
  return pos.source ? sourceKey(pos.source) : path;
}

/** Tasks (busy runs between idle samples) of a CPU profile, each with inclusive ms per source file. */
function tasksOf(profile, navStartUs) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stackCache = new Map();
  const filesOf = (id) => {
    if (stackCache.has(id)) return stackCache.get(id);
    const files = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur).callFrame;
      if (f.url) files.add(sourceOf(f.url, f.lineNumber, f.columnNumber));
    }
    stackCache.set(id, files);
    return files;
  };
  const tasks = [];
  let t = profile.startTime;
  let task = null;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const node = byId.get(profile.samples[i]);
    const name = node.callFrame.functionName;
    const idle = name === '(idle)';
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (idle) {
      if (task) tasks.push(task);
      task = null;
      continue;
    }
    task ??= { start: (t - navStartUs) / 1000, ms: 0, files: {} };
    task.ms += dt;
    const files = filesOf(node.id);
    if (!files.size) files.add(name === '(program)' ? '(browser: parse, style, layout, paint)' : name);
    for (const f of files) task.files[f] = (task.files[f] ?? 0) + dt;
  }
  if (task) tasks.push(task);
  return tasks;
}

async function profilePage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  // The profile's clock (µs, monotonic) against the page's: timeOrigin is read at the end.
  await page.goto(url, { waitUntil: 'load' });
  const loadMs = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.loadEventStart ?? 0);
  await page.waitForTimeout(AFTER_MS);
  const { profile } = await cdp.send('Profiler.stop');
  // Align: a sample-clock reading and performance.now() taken together.
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'performance.now()', returnByValue: true });
  const nowUs = profile.endTime;
  const navStartUs = nowUs - result.value * 1000;
  await context.close();
  return { tasks: tasksOf(profile, navStartUs), loadMs };
}

async function main() {
  await withSourceMapSite({ name: 'long-tasks', sitePort: SITE_PORT, apiPort: API_PORT, argv }, async (browser, origin) => {
    for (const path of paths.length ? paths : ['/']) {
      await fetch(`${origin}${path}`); // render and cache it first
      const { tasks, loadMs } = await profilePage(browser, `${origin}${path}`);
      const long = tasks.filter((t) => t.ms > LONG_MS);
      const blocking = long.reduce((a, t) => a + t.ms - LONG_MS, 0);
      console.log(`\n${path} (CPU 4× slower): load event at ${Math.round(loadMs)} ms; ${long.length} tasks over ${LONG_MS} ms, ${Math.round(blocking)} ms over the line in all`);
      for (const t of long) {
        console.log(`  at ${String(Math.round(t.start)).padStart(6)} ms: ${Math.round(t.ms)} ms`);
        for (const [f, ms] of Object.entries(t.files).sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`      ${String(Math.round(ms)).padStart(5)} ms  ${f}`);
      }
    }
  });
}

runMain(main);
