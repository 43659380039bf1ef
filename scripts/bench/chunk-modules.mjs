// Which modules a page's first load holds (issue 15, phone speed): builds the site with browser
// source maps (BENCH_SOURCEMAPS=1, into .next-map), opens each page, and shares out the gzipped
// size of every script fetched before the load event among the source files in it (by the
// characters each one maps to), summed per file (per package for node_modules).
// Loopback only. Usage: node scripts/bench/chunk-modules.mjs [--no-build] [--site-port 3920]
//   [--api-port 4920] [--top 40] [--files] [path ...]   (default paths: the floor page and /)
import { gzipSync } from 'node:zlib';
import sourceMap from 'source-map-js';
import { FLOOR_PATH, numberOption, pathArgs, runMain, sourceKey } from './servers.mjs';
import { chunkFile, chunkMap, withSourceMapSite } from './source-maps.mjs';

const argv = process.argv.slice(2);
const SITE_PORT = numberOption('site-port', 3920);
const API_PORT = numberOption('api-port', 4920);
const TOP = numberOption('top', 40);
const FILES = argv.includes('--files');
// (An option not given must not hide the first path: argv[-1 + 1].)
const paths = pathArgs(['--site-port', '--api-port', '--top'], argv);

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
  const { code, sections } = chunkMap(chunkFile(path));
  const gz = gzipSync(code).length;
  if (!sections) return { [`(no source map) ${path}`]: gz };
  const chars = {};
  for (const section of sections) {
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
  await withSourceMapSite({ name: 'chunk-modules', sitePort: SITE_PORT, apiPort: API_PORT, argv }, async (browser, origin) => {
    for (const path of paths.length ? paths : [FLOOR_PATH, '/']) {
      await fetch(`${origin}${path}`); // render and cache it first
      const scripts = await firstLoadScripts(browser, `${origin}${path}`);
      const bySource = {};
      for (const s of scripts) for (const [k, v] of Object.entries(chunkSources(s))) bySource[k] = (bySource[k] ?? 0) + v;
      const total = Object.values(bySource).reduce((a, b) => a + b, 0);
      console.log(`\n${path}: ${scripts.length} scripts before the load event, ${(total / 1024).toFixed(1)} KB gzipped`);
      for (const [k, v] of Object.entries(bySource).sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${(v / 1024).toFixed(2).padStart(7)} KB  ${k}`);
    }
  });
}

runMain(main);
