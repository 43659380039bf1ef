// `npm start`: the whole product on the embedded default — the reference API (backend/) on
// API_PORT and the site on PORT; builds the site first when no (current) build exists.
// `--dev` runs `next dev` instead of a production build.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { productEnv } from './lib/env.mjs';
import { ensureBuild } from './lib/build-state.mjs';
import { apiCommand } from './lib/api-command.mjs';
import { ensurePackages } from './lib/setup.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const { portProblem } = createRequire(import.meta.url)('./lib/ports.cjs');
const dev = process.argv.includes('--dev');
const env = productEnv({ NODE_ENV: dev ? 'development' : 'production' });

for (const name of ['PORT', 'API_PORT']) {
  const problem = portProblem(name, env[name]);
  if (problem) {
    console.error(`[start] ${problem}`);
    process.exit(1);
  }
}

// A fresh clone needs nothing but `npm start`: packages first, then the build, seed and servers.
ensurePackages(ROOT);
// `npm start` is production behaviour (no test read-backs, no demo accounts); `npm run dev` is development.
env.API_ENV ??= dev ? 'development' : 'production';

if (!dev) ensureBuild(env);

const children = [];
function run(name, cmd, args) {
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    console.log(`[start] ${name} exited (${signal ?? code}); stopping`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const bin = (n) => join(ROOT, 'node_modules', '.bin', n);
run('api', ...apiCommand());
// Production: lib/server/site-server.mjs is `next start` that also pins X-Forwarded-For to the visitor's address.
if (dev) run('site', bin('next'), ['dev', '-p', env.PORT]);
else run('site', process.execPath, [join(ROOT, 'lib', 'server', 'site-server.mjs')]);

console.log(`[start] site: http://localhost:${env.PORT}  (channels: http://{interior,architecture,landscape,student,rendering}.localhost:${env.PORT})`);
console.log(`[start] API:  http://localhost:${env.API_PORT}`);
