// Which modules a page's first load holds (issue 15, phone speed): builds the site with browser
// source maps (BENCH_SOURCEMAPS=1, into .next-map), opens each page, and shares out the gzipped
// size of every script fetched before the load event among the source files in it (by the
// characters each one maps to), summed per file (per package for node_modules).
// Loopback only. Usage: node scripts/bench/chunk-modules.mjs [--no-build] [--site-port 3920]
//   [--api-port 4920] [--top 40] [--files] [path ...]   (default paths: the floor page and /)
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import sourceMap from 'source-map-js';
import { FLOOR_PATH, ROOT, buildSite, numberOption, pathArgs, runMain, sourceKey, startApi, startSite, stopAll, waitFor } from './servers.mjs';

const argv = process.argv.slice(2);
const SITE_PORT = numberOption('site-port', 3920);
const API_PORT = numberOption('api-port', 4920);
const TOP = numberOption('top', 40);
const FILES = argv.includes('--files');
// (An option not given must not hide the first path: argv[-1 + 1].)
const paths = pathArgs(['--site-port', '--api-port', '--top'], argv);
const DIST = '.next-map';
const ORIGIN = `http://localhost:${SITE_PORT}`;

/** The scripts a page fetches before its load event (a fresh context: no cache). */
async function firstLoadScripts(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const early = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (r) => r.resourceType() === 'script' && !loaded && early.push(new URL(r.url()).pathname));
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return [...new Set(early)];
}

/** gzipped bytes per source file of one built chunk. */
function chunkSources(path) {
  const file = join(ROOT, DIST, 'static', path.replace('/_next/static/', ''));
  const code = readFileSync(file, 'utf8');
  const gz = gzipSync(code).length;
  const m = /sourceMappingURL=(\S+)\s*$/.exec(code);
  const mapFile = m ? join(file, '..', m[1]) : `${file}.map`;
  if (!existsSync(mapFile)) return { [`(no source map) ${path}`]: gz };
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const chars = {};
  for (const section of map.sections ?? [{ offset: { line: 0, column: 0 }, map }]) {
    let prev = null;
    new sourceMap.SourceMapConsumer(section.map).eachMapping((mp) => {
      const line = mp.generatedLine - 1 + section.offset.line;
      const col = mp.generatedColumn + (mp.generatedLine === 1 ? section.offset.column : 0);
      if (prev && prev.line === line) chars[prev.src] = (chars[prev.src] ?? 0) + (col - prev.col);
      prev = { line, col, src: mp.source ?? '?' };
    });
  }
  const total = Object.values(chars).reduce((a, b) => a + b, 0) || 1;
  const out = {};
  for (const [src, n] of Object.entries(chars)) {
    const key = sourceKey(src, { files: FILES });
    out[key] = (out[key] ?? 0) + (n / total) * gz;
  }
  return out;
}

async function main() {
  const children = [];
  process.on('exit', () => stopAll(children));
  if (!argv.includes('--no-build')) {
    console.log(`building the site with source maps into ${DIST} ...`);
    buildSite({ distDir: DIST, apiPort: API_PORT, extraEnv: { PORT: String(SITE_PORT), BENCH_SOURCEMAPS: '1' }, withFloor: true, quiet: true });
  }
  children.push(startApi({ port: API_PORT, dataDir: join(ROOT, '.bench', 'chunk-modules-api') }));
  await waitFor(`http://127.0.0.1:${API_PORT}/activity/group/time`);
  children.push(startSite({ distDir: DIST, apiPort: API_PORT, sitePort: SITE_PORT, extraEnv: { BENCH_BUILD: '1' }, server: 'site-server' }));
  await waitFor(`${ORIGIN}/favicon.svg`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const path of paths.length ? paths : [FLOOR_PATH, '/']) {
      await fetch(`${ORIGIN}${path}`); // render and cache it first
      const scripts = await firstLoadScripts(browser, `${ORIGIN}${path}`);
      const bySource = {};
      for (const s of scripts) for (const [k, v] of Object.entries(chunkSources(s))) bySource[k] = (bySource[k] ?? 0) + v;
      const total = Object.values(bySource).reduce((a, b) => a + b, 0);
      console.log(`\n${path}: ${scripts.length} scripts before the load event, ${(total / 1024).toFixed(1)} KB gzipped`);
      for (const [k, v] of Object.entries(bySource).sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${(v / 1024).toFixed(2).padStart(7)} KB  ${k}`);
    }
  } finally {
    await browser.close();
    stopAll(children);
  }
}

runMain(main);
