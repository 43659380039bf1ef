// The site as N instances behind nginx, sharing one Redis cache (docs/scaling.md): used by
// `npm run start:cluster`, `npm run bench -- scale` and the cluster test. Every instance runs the
// same build (.next or NEXT_DIST_DIR) through lib/server/site-server.mjs, with REDIS_URL set so
// lib/cache/page-cache-handler.cjs uses the shared cache.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
export const REDIS_BIN = '/usr/bin/redis-server';
export const NGINX_BIN = '/usr/sbin/nginx';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `url` answers below 500 (any page, even a 404, means the server is up). */
export async function waitForHttp(url, ms = 120_000, child = null) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: its process exited (${child.exitCode})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(300);
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** One Redis command over a raw socket (no client library needed in scripts): PING, INFO, HGETALL … */
export function redisCommand(port, ...args) {
  return new Promise((resolve, reject) => {
    const sock = net.connect(port, '127.0.0.1');
    let buf = '';
    sock.setTimeout(2000, () => sock.destroy(new Error('redis timeout')));
    sock.on('error', reject);
    sock.on('data', (d) => {
      buf += d.toString('utf8');
      const reply = parseReply(buf);
      if (reply !== undefined) {
        sock.end();
        resolve(reply);
      }
    });
    sock.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(String(a))}\r\n${a}\r\n`).join('')}`);
  });
}

/** A complete RESP reply (simple, error, integer, bulk, array of those), or undefined if more is to come. */
function parseReply(text) {
  let pos = 0;
  const line = () => {
    const end = text.indexOf('\r\n', pos);
    if (end < 0) throw new RangeError('incomplete');
    const l = text.slice(pos, end);
    pos = end + 2;
    return l;
  };
  const one = () => {
    const l = line();
    const rest = l.slice(1);
    if (l[0] === '+') return rest;
    if (l[0] === '-') return new Error(rest);
    if (l[0] === ':') return Number(rest);
    if (l[0] === '$') {
      const n = Number(rest);
      if (n < 0) return null;
      // Byte length: the replies read here (INFO, counters) are ASCII.
      if (text.length < pos + n + 2) throw new RangeError('incomplete');
      const s = text.slice(pos, pos + n);
      pos += n + 2;
      return s;
    }
    if (l[0] === '*') {
      const n = Number(rest);
      return n < 0 ? null : Array.from({ length: n }, one);
    }
    throw new Error(`unexpected redis reply ${l}`);
  };
  try {
    return one();
  } catch (err) {
    if (err instanceof RangeError) return undefined;
    throw err;
  }
}

export function startRedis({ port, dir }) {
  mkdirSync(dir, { recursive: true });
  // A cache, not a database: no persistence; bounded memory, evicting only keys with an expiry
  // (every cache entry has one; the tag index must stay).
  const child = spawn(
    REDIS_BIN,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--maxmemory', '512mb', '--maxmemory-policy', 'volatile-lru', '--loglevel', 'warning'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return child;
}

export async function waitForRedis(port, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await redisCommand(port, 'PING')) === 'PONG') return;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error(`redis on ${port} did not answer`);
}

/** nginx in front of the instances: round robin, keep-alive upstreams, the static chunks from disk. */
export function nginxConfig({ port, instancePorts, dir, distDir }) {
  const upstreams = instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  return `# Written by scripts/lib/cluster.mjs for one run; see docs/scaling.md.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include /etc/nginx/mime.types;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000;
  server_tokens off;
  # Case pictures upload in 1 MiB chunks through the site's /api-gw forwarder.
  client_max_body_size 16m;
  upstream site {
${upstreams}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    # The immutable, content-hashed build chunks are files every instance has: served from disk.
    location /_next/static/ {
      alias ${distDir}/static/;
      expires 1y;
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # Channels are chosen by host (proxy.ts); the instances trust one hop (SITE_PROXY_HOPS=1).
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      # A stopped or restarting instance: idempotent requests go to the next one.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      proxy_buffers 16 64k;
      proxy_busy_buffers_size 128k;
    }
  }
}
`;
}

export function startNginx({ port, instancePorts, dir, distDir }) {
  mkdirSync(dir, { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ port, instancePorts, dir, distDir }));
  return spawn(NGINX_BIN, ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** One site instance: the production server on its own port, PORT staying the public (balancer) port. */
export function startInstance({ env, listenPort, redisUrl, log = 'inherit' }) {
  return spawn(process.execPath, [join(ROOT, 'lib', 'server', 'site-server.mjs')], {
    cwd: ROOT,
    env: { ...env, SITE_LISTEN_PORT: String(listenPort), REDIS_URL: redisUrl, SITE_PROXY_HOPS: '1' },
    stdio: ['ignore', log, 'inherit'],
  });
}

function stopChild(child, ms = 5000) {
  if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts Redis, `instances` site instances and nginx (the API is the caller's: it may be shared).
 * `env` is the site's environment (productEnv with PORT = the balancer's port). Returns handles to
 * stop and restart the parts, which the test and the bench use to take Redis or an instance away.
 */
export async function startCluster({ env, instances = 2, lbPort, firstInstancePort, redisPort, runDir, distDir = join(ROOT, env.NEXT_DIST_DIR || '.next'), instanceLog = 'inherit' }) {
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const ports = Array.from({ length: instances }, (_, i) => firstInstancePort + i);
  const parts = { redis: null, nginx: null, sites: [] };

  const cluster = {
    ports,
    lbOrigin: `http://127.0.0.1:${lbPort}`,
    instanceOrigin: (i) => `http://127.0.0.1:${ports[i]}`,
    redisUrl,
    async startRedis() {
      parts.redis = startRedis({ port: redisPort, dir: join(runDir, 'redis') });
      await waitForRedis(redisPort);
    },
    async stopRedis() {
      await stopChild(parts.redis);
      parts.redis = null;
    },
    async startInstance(i) {
      parts.sites[i] = startInstance({ env, listenPort: ports[i], redisUrl, log: instanceLog });
      await waitForHttp(`${cluster.instanceOrigin(i)}/favicon.svg`, 120_000, parts.sites[i]);
    },
    async stopInstance(i) {
      await stopChild(parts.sites[i]);
      parts.sites[i] = null;
    },
    async stop() {
      await Promise.all([stopChild(parts.nginx), ...parts.sites.map((c) => stopChild(c))]);
      await stopChild(parts.redis);
    },
    /** The running parts by name (redis, nginx, site1 …). */
    parts: () => [['redis', parts.redis], ['nginx', parts.nginx], ...parts.sites.map((c, i) => [`site${i + 1}`, c])].filter(([, c]) => c),
  };

  try {
    await cluster.startRedis();
    // One after the other: two Next servers starting at once on two cores slow each other down.
    for (let i = 0; i < instances; i += 1) await cluster.startInstance(i);
    parts.nginx = startNginx({ port: lbPort, instancePorts: ports, dir: join(runDir, 'nginx'), distDir });
    await waitForHttp(`${cluster.lbOrigin}/favicon.svg`, 30_000, parts.nginx);
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  return cluster;
}
