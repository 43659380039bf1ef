// What the source-map tools (chunk-modules.mjs, long-tasks.mjs) share: a site build with browser
// source maps (BENCH_SOURCEMAPS=1, into .next-map) served with the API, and the source map of
// one of its built chunks.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, ROOT, buildSite, startApi, startSite, stopAll, waitFor } from './servers.mjs';

const DIST = '.next-map';

/**
 * Builds the site with source maps and the floor page (unless `--no-build` is in argv), serves
 * it with the production server and the API (its data in .bench/<name>-api), opens Chromium and
 * runs `measure(browser, origin)`; everything stops after.
 */
export async function withSourceMapSite({ name, sitePort, apiPort, argv }, measure) {
  const children = [];
  process.on('exit', () => stopAll(children));
  if (!argv.includes('--no-build')) {
    console.log(`building the site with source maps into ${DIST} ...`);
    buildSite({ distDir: DIST, apiPort, extraEnv: { PORT: String(sitePort), BENCH_SOURCEMAPS: '1' }, withFloor: true, quiet: true });
  }
  children.push(startApi({ port: apiPort, dataDir: join(ROOT, '.bench', `${name}-api`) }));
  await waitFor(`http://127.0.0.1:${apiPort}/activity/group/time`);
  children.push(startSite({ distDir: DIST, apiPort, sitePort, extraEnv: { BENCH_BUILD: '1' }, server: 'site-server' }));
  const origin = `http://localhost:${sitePort}`;
  await waitFor(`${origin}/favicon.svg`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await measure(browser, origin);
  } finally {
    await browser.close();
    stopAll(children);
  }
}

/** The file of a built chunk, from its URL path (/_next/static/...). */
export function chunkFile(path) {
  return join(ROOT, DIST, 'static', path.replace('/_next/static/', ''));
}

/**
 * A built chunk's code and its source map's sections (an index map's, or the one plain map at
 * offset 0); `sections` is null when the chunk has no map.
 */
export function chunkMap(file) {
  const code = readFileSync(file, 'utf8');
  const m = /sourceMappingURL=(\S+)\s*$/.exec(code);
  const mapFile = m ? join(file, '..', m[1]) : `${file}.map`;
  if (!existsSync(mapFile)) return { code, sections: null };
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  return { code, sections: map.sections ?? [{ offset: { line: 0, column: 0 }, map }] };
}
