// What a fresh machine lacks, installed by the README's two commands themselves: `npm start` and
// `npm test` run these before anything that needs a package. Node built-ins only: this runs
// before `node_modules` exists.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MANIFESTS = ['package.json', 'package-lock.json', 'backend/package.json'];
const STAMP = join('node_modules', '.setup-installed');

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** Why `npm install` must run first, or null when node_modules is current. */
export function packagesReason(root) {
  if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) return 'node_modules is missing';
  // npm's own marker or ours (npm may leave its marker untouched when nothing needed changing).
  const installed = Math.max(mtime(join(root, 'node_modules', '.package-lock.json')), mtime(join(root, STAMP)));
  const changed = MANIFESTS.find((m) => mtime(join(root, m)) > installed);
  return changed ? `${changed} changed since the last install` : null;
}

/**
 * `npm install` when packages are missing or stale. Not `npm ci`: npm 11 writes locks without the
 * other platforms' optional binaries (@node-rs/jieba), which `npm ci` then rejects as out of sync.
 */
export function ensurePackages(root) {
  const reason = packagesReason(root);
  if (!reason) return;
  console.log(`[setup] npm install (${reason}) ...`);
  const res = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error('[setup] npm install failed; run `npm install` by hand to see why');
    process.exit(res.status ?? 1);
  }
  writeFileSync(join(root, STAMP), `${new Date().toISOString()}\n`);
}

/**
 * A Debian package a suite or command needs (Chromium, redis-server, nginx): installed through
 * apt-get when its binary is missing and we are root. Otherwise prints how to install it and
 * exits, or, with `optional`, returns false so the caller can skip with that message.
 */
export function ensureAptPackage({ path, pkg, what, optional = false, hint = '' }) {
  if (existsSync(path)) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  const fail = (why) => {
    console.error(`[setup] ${why}`);
    if (optional) return false;
    process.exit(1);
  };
  if (!root || !hasApt || hint) {
    return fail(
      `${what} is missing at ${path}. Install it and run again:\n` +
        (hasApt ? `  sudo apt-get update && sudo apt-get install -y ${pkg}\n` : `  install ${pkg}${hint}\n`),
    );
  }
  console.log(`[setup] installing ${pkg} (apt-get) ...`);
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', pkg]]) {
    const res = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (res.status !== 0 || (args[0] === 'install' && !existsSync(path))) return fail(`apt-get ${args.join(' ')} failed; run it by hand`);
  }
  return true;
}

/** Chromium for what must look like a visitor's browser window: screenshots. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The browser the end-to-end tests and the Lighthouse benches drive: Chromium's headless shell
 * (Debian's chromium-headless-shell, the build Playwright itself uses for headless runs; the same
 * Blink). Without the full browser's window and tab machinery it spent a third less CPU on the
 * same sweep of 53 pages (README "Set up"), and on a 2-core host that machinery's threads are what
 * a page's main thread waits behind: Lighthouse TBT medians of 5, the same build and rounds, full
 * browser against the shell, floor 254 → 119 ms, home 840 → 517 (docs/perf-log.md, stop 51).
 * CHROMIUM_PATH overrides both.
 */
export const HEADLESS_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** A Chromium binary, installed through apt-get when missing and we are root. */
export function ensureChromium(path = CHROMIUM) {
  const pkg = path === '/usr/bin/chromium-headless-shell' ? 'chromium-headless-shell' : 'chromium';
  ensureAptPackage({ path, pkg, what: 'Chromium', hint: process.env.CHROMIUM_PATH ? ' and set CHROMIUM_PATH to its binary' : '' });
}

/** The cluster's shared cache and load balancer (Debian's redis-server and nginx); false when missing and not installable. */
export function ensureClusterPackages({ optional = false } = {}) {
  const redis = ensureAptPackage({ path: '/usr/bin/redis-server', pkg: 'redis-server', what: 'redis-server', optional });
  const nginx = ensureAptPackage({ path: '/usr/sbin/nginx', pkg: 'nginx', what: 'nginx', optional });
  return redis && nginx;
}
