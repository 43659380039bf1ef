// `npm start`: the whole product on the embedded default — the reference API (backend/) on
// API_PORT and the site on PORT; builds the site first when no (current) build exists.
// `--dev` runs `next dev` instead of a production build.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { productEnv } from './lib/env.mjs';
import { ensureBuild } from './lib/build-state.mjs';
import { apiCommand } from './lib/api-command.mjs';
import { ensurePackages } from './lib/setup.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const env = productEnv({ NODE_ENV: dev ? 'development' : 'production' });

// Ports the Fetch standard blocks (https://fetch.spec.whatwg.org/#port-blocking): Node's fetch
// fails on them with "bad port" and browsers refuse them, so a site or API there cannot work
// (API_PORT=4045 rendered every page as "service unavailable"). Refused before anything starts.
const BLOCKED_PORTS = new Set([1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);
for (const name of ['PORT', 'API_PORT']) {
  const port = Number(env[name]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`[start] ${name}=${env[name]} is not a port number (1–65535)`);
    process.exit(1);
  }
  if (BLOCKED_PORTS.has(port)) {
    console.error(`[start] ${name}=${port} is a port browsers and fetch refuse (https://fetch.spec.whatwg.org/#port-blocking); choose another`);
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
// Production: scripts/site-server.mjs is `next start` that also pins X-Forwarded-For to the visitor's address.
if (dev) run('site', bin('next'), ['dev', '-p', env.PORT]);
else run('site', process.execPath, [join(ROOT, 'scripts', 'site-server.mjs')]);

console.log(`[start] site: http://localhost:${env.PORT}  (channels: http://{interior,architecture,landscape,student,rendering}.localhost:${env.PORT})`);
console.log(`[start] API:  http://localhost:${env.API_PORT}`);
