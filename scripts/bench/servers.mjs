// Starts the reference API and a site build on private ports for a benchmark, and stops them.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCommand } from '../lib/api-command.mjs';
import { addCompileHints } from '../lib/compile-hints.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname;
const bin = (n) => join(ROOT, 'node_modules', '.bin', n);

export async function waitFor(url, ms = 180_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${url}`);
}

export function startApi({ port, dataDir, seedSize = 20_000, env = {} }) {
  const child = spawn(...apiCommand(), {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    // API_SUBJECTS=0: the pictures' background subject pass (docs/search.md) would share the CPU
    // with what these benches measure; the search bench starts its own API with it.
    env: { ...process.env, API_PORT: String(port), API_DATA_DIR: dataDir, API_SEED_SIZE: String(seedSize), API_ENV: 'development', API_SUBJECTS: '0', OSS_PUBLIC_ORIGIN: `http://localhost:${port}`, ...env },
  });
  return child;
}

// The floor page (an empty page whose first-load JavaScript is the framework's own) lives in
// scripts/bench/floor, outside app/: a bench build copies it in for the build's duration as
// `*.bench.tsx`, an extension only BENCH_BUILD=1 builds read (next.config.js), so a copy a
// killed run leaves behind never reaches a product build.
const FLOOR_SOURCE = join(ROOT, 'scripts', 'bench', 'floor');
export const FLOOR_PATH = '/site-api/floor';

/**
 * Builds the site (this checkout, or another one in `siteDir`) into its own folder, never
 * touching .next, with the given API origin; `withFloor` adds the floor page at FLOOR_PATH.
 */
export function buildSite({ distDir, apiPort, extraEnv = {}, withFloor = false, siteDir = ROOT, quiet = false }) {
  const env = siteEnv({ distDir, apiPort, extraEnv: withFloor ? { ...extraEnv, BENCH_BUILD: '1' } : extraEnv });
  // next build adds its dist folder's type paths to tsconfig.json; a bench build must not leave
  // them behind (they break the type check of the next normal build).
  const tsconfig = join(siteDir, 'tsconfig.json');
  const saved = readFileSync(tsconfig, 'utf8');
  const floorRoute = join(siteDir, 'app', 'site-api', 'floor');
  if (withFloor) {
    mkdirSync(floorRoute, { recursive: true });
    for (const name of ['layout', 'page']) copyFileSync(join(FLOOR_SOURCE, `${name}.tsx`), join(floorRoute, `${name}.bench.tsx`));
  }
  try {
    const res = spawnSync(bin('next'), ['build'], { cwd: siteDir, env, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'], timeout: 900_000 });
    if (res.status !== 0) throw new Error('next build failed');
    // As every product build (scripts/build.mjs): the bench measures what is served.
    addCompileHints(join(siteDir, distDir));
  } finally {
    writeFileSync(tsconfig, saved);
    if (withFloor) rmSync(floorRoute, { recursive: true, force: true });
  }
}

export function siteEnv({ distDir, apiPort, sitePort, extraEnv = {} }) {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    // No NEXT_PUBLIC_API_ORIGIN, as `npm start` (scripts/lib/env.mjs): the browser calls the API
    // through the site's own /api-gw, first-party, so the CSRF-guarded calls a page makes after
    // its load succeed in a bench as they do for a visitor.
    API_INTERNAL_ORIGIN: `http://127.0.0.1:${apiPort}`,
    OSS_PUBLIC_ORIGIN: `http://localhost:${apiPort}`,
    ...(sitePort ? { PORT: String(sitePort) } : {}),
    ...extraEnv,
  };
}

/** `server: 'site-server'` runs the production server script (lib/server/site-server.mjs) instead of `next start`. */
export function startSite({ distDir, apiPort, sitePort, extraEnv = {}, siteDir = ROOT, server = 'next' }) {
  const [cmd, args] = server === 'site-server' ? [process.execPath, [join(siteDir, 'lib', 'server', 'site-server.mjs')]] : [bin('next'), ['start', '-p', String(sitePort)]];
  return spawn(cmd, args, {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: siteEnv({ distDir, apiPort, sitePort, extraEnv }),
  });
}

export function stopAll(children) {
  for (const c of children) if (c && c.exitCode === null) c.kill('SIGTERM');
}

/** Stops `children` (filled later) when the user presses Ctrl-C, and exits 130; returns the stop function. */
export function stopOnInterrupt(children) {
  const stop = () => stopAll(children);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  return stop;
}

/**
 * A throwaway API for a single-client bench (pay, upload): a fresh 2,000-item seed in a temporary
 * folder on a free port, test mode, no rate limit, no log. `stop()` ends it and removes the folder.
 */
export async function startScratchApi(name) {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startApi({ port, dataDir, seedSize: 2000, env: { API_ENV: 'test', API_RATE_LIMIT: '0', API_LOG: '0', OSS_PUBLIC_ORIGIN: base } });
  return {
    base,
    dataDir,
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export const median = (xs) => percentile([...xs].sort((a, b) => a - b), 50);

/**
 * The Chromiums: HEADLESS_CHROMIUM is the one every Lighthouse bench runs (the headless shell: no
 * desktop window machinery competing with the page for this host's 2 cores; scripts/lib/setup.mjs),
 * with these flags (the page bench's and lantern-graph's, so their runs compare).
 */
export { CHROMIUM, HEADLESS_CHROMIUM } from '../lib/setup.mjs';
// The full browser (CHROMIUM_PATH=/usr/bin/chromium) runs headless as a desktop browser and
// preloads its address bar's popups as two WebUI renderers (chrome://omnibox-popup.top-chrome/):
// ~0.9 s of CPU during a page's load. No phone has them; they are turned off when it is used.
export const LIGHTHOUSE_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'];

/** Bytes as KB with one decimal, as the page benches print them. */
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** A free loopback port (asked of the OS). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** A numeric `--name value` command-line option, or the fallback. */
export function numberOption(name, fallback, argv = process.argv.slice(2)) {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
}

/**
 * A built chunk's source-map source as the bench tools print it: the project's path, a
 * node_modules package (or file, with `files`), or "(turbopack runtime)".
 */
export function sourceKey(src, { files = false } = {}) {
  let key = src.replace(/^turbopack:\/\/\/\[project\]\//, '').replace(/^.*node_modules\//, 'node_modules/');
  if (!files && key.startsWith('node_modules/')) key = key.split('/').slice(0, key.split('/')[1].startsWith('@') ? 3 : 2).join('/');
  if (key.startsWith('turbopack://')) key = '(turbopack runtime)';
  return key;
}

/** Runs a bench tool's async main and exits with its outcome (a failure printed, status 1; else the exit code main set, or 0). */
export function runMain(main) {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}

/** The page paths (arguments starting with "/") of a bench tool's command line, without the values of its `--name value` options. */
export function pathArgs(options, argv = process.argv.slice(2)) {
  const values = new Set(options.map((o) => argv.indexOf(o)).filter((i) => i >= 0).map((i) => argv[i + 1]));
  return argv.filter((a) => a.startsWith('/') && !values.has(a));
}
