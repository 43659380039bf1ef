// `npm run start:cluster [-- --instances N]`: the product as a small cluster on this machine
// (docs/scaling.md) — the reference API, Redis (the shared page and data cache), N site instances
// (default 2) of one build, and nginx balancing them on PORT (default 3000). Instances listen on
// PORT+1 … PORT+N, Redis on REDIS_PORT (default 6380). `npm start` stays one process without Redis.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { productEnv } from './lib/env.mjs';
import { ensureBuild } from './lib/build-state.mjs';
import { apiCommand } from './lib/api-command.mjs';
import { ensureClusterPackages, ensurePackages } from './lib/setup.mjs';
import { startCluster, waitForHttp } from './lib/cluster.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
ensurePackages(ROOT);
ensureClusterPackages();

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 1) {
    console.error(`[cluster] --${name} must be a positive whole number`);
    process.exit(2);
  }
  return v;
};
const instances = flag('instances', 2);

const env = productEnv({ NODE_ENV: 'production' });
env.API_ENV ??= 'production';
// The API expires cached pages through the balancer after an approval: one instance handles it and
// the tags expire in Redis for all. A secret per run unless the deployment names one.
env.REVALIDATE_SECRET ??= `cluster-${crypto.randomUUID()}`;
const lbPort = Number(env.PORT);
const redisPort = Number(env.REDIS_PORT ?? 6380);

// One build for every instance, made without REDIS_URL (a build does not need the shared cache).
const buildEnv = { ...env };
delete buildEnv.REDIS_URL;
ensureBuild(buildEnv);

const api = spawn(...apiCommand(), { cwd: ROOT, env, stdio: 'inherit' });
let cluster = null;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (api.exitCode === null) api.kill('SIGTERM');
  await cluster?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
api.on('exit', (code) => {
  if (!stopping) console.log(`[cluster] api exited (${code}); stopping`);
  void shutdown(code ?? 1);
});

try {
  await waitForHttp(`${env.API_INTERNAL_ORIGIN}/activity/group/time`, 900_000, api);
  cluster = await startCluster({ env, instances, lbPort, firstInstancePort: lbPort + 1, redisPort, runDir: join(ROOT, '.cluster') });
} catch (err) {
  console.error(`[cluster] could not start: ${err instanceof Error ? err.message : err}`);
  await shutdown(1);
}
for (const [name, child] of cluster.parts()) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // Without Redis the instances serve from their local caches (docs/scaling.md): keep running.
    if (name === 'redis') return console.log(`[cluster] redis exited (${signal ?? code}); the instances cache locally until it is back`);
    console.log(`[cluster] ${name} exited (${signal ?? code}); stopping`);
    void shutdown(1);
  });
}
console.log(`[cluster] site (nginx, ${instances} instance${instances > 1 ? 's' : ''}): http://localhost:${lbPort}  (channels: http://{interior,architecture,landscape,student,rendering}.localhost:${lbPort})`);
console.log(`[cluster] instances: ${cluster.ports.map((p) => `http://127.0.0.1:${p}`).join('  ')}`);
console.log(`[cluster] shared cache: ${cluster.redisUrl}   API: http://localhost:${env.API_PORT}`);
