// Decides whether `.next` must be (re)built: missing, older than the sources, or made with other
// NEXT_PUBLIC_* values (those are inlined into the client bundle at build time).
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { BUILD_TIME_KEYS } from './env.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
// The build step itself (scripts/build.mjs and its compile hints) counts as a source too.
const SOURCES = ['app', 'components', 'lib', 'hooks', 'public', 'proxy.ts', 'next.config.js', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs', 'scripts/lib/compile-hints.mjs'];
const STAMP = join(ROOT, '.next', 'site-build.json');
// The production server runs beside the build, not in it: editing it needs no new build.
const NOT_BUILT = new Set([join(ROOT, 'lib', 'server'), join(ROOT, 'lib', 'cache', 'micro-cache.cjs')]);

function newestMtime(path) {
  if (!existsSync(path) || NOT_BUILT.has(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

function publicEnv(env) {
  return Object.fromEntries(BUILD_TIME_KEYS(env).map((k) => [k, env[k]]));
}

export function buildReason(env) {
  if (!existsSync(join(ROOT, '.next', 'BUILD_ID')) || !existsSync(STAMP)) return 'no build exists';
  const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  if (JSON.stringify(stamp.env) !== JSON.stringify(publicEnv(env))) return 'NEXT_PUBLIC_* settings changed';
  const sources = Math.max(...SOURCES.map((s) => newestMtime(join(ROOT, s))));
  if (sources > stamp.builtAt) return 'sources changed since the last build';
  return null;
}

export function ensureBuild(env) {
  const reason = buildReason(env);
  if (!reason) return;
  console.log(`[build] building the site (${reason}) ...`);
  const startedAt = Date.now();
  const res = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, env, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error('[build] the build failed');
    process.exit(res.status ?? 1);
  }
  writeFileSync(STAMP, JSON.stringify({ builtAt: startedAt, env: publicEnv(env) }, null, 2));
}
