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

/** The Chromium the end-to-end tests drive: installed through apt-get when missing and we are root. */
export function ensureChromium(path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {
  if (existsSync(path)) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!root || !hasApt || process.env.CHROMIUM_PATH) {
    console.error(
      `[setup] Chromium is missing at ${path}. Install it and run again:\n` +
        (hasApt ? '  sudo apt-get update && sudo apt-get install -y chromium\n' : '  install Chromium and set CHROMIUM_PATH to its binary\n'),
    );
    process.exit(1);
  }
  console.log('[setup] installing Chromium (apt-get) ...');
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const res = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (res.status !== 0 || (args[0] === 'install' && !existsSync(path))) {
      console.error(`[setup] apt-get ${args.join(' ')} failed; run it by hand`);
      process.exit(res.status || 1);
    }
  }
}
