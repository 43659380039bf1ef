#!/usr/bin/env node
// `npm run bench -- scale` (issue 15 item 3, docs/scaling.md): cached pages through nginx with 1
// and then 2 site instances sharing one Redis cache, beside a static file nginx serves from disk
// in the same run; the shared-cache hit ratio of each run, and how warm a second instance starts
// (the share of its first visits that the other instance's renders answered).
//
//   node scripts/bench-scale.mjs [--seconds 10] [--connections 50]
import autocannon from 'autocannon';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from './lib/build-state.mjs';
import { productEnv } from './lib/env.mjs';
import { ensureClusterPackages } from './lib/setup.mjs';
import { redisCommand, startCluster, waitForHttp } from './lib/cluster.mjs';
import { ROOT, freePort, numberOption, startApi, stopAll } from './bench/servers.mjs';

const SECONDS = numberOption('seconds', 10);
const CONNECTIONS = numberOption('connections', 50);
const PAGES = 12; // detail pages in the mix, besides a category page

ensureClusterPackages();

function cannon(url, requests) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

async function stats(redisPort) {
  const flat = await redisCommand(redisPort, 'HGETALL', 'site-cache:stats');
  const out = {};
  for (let i = 0; i < flat.length; i += 2) out[flat[i]] = Number(flat[i + 1]);
  return out;
}
const delta = (a, b) => Object.fromEntries(Object.keys(b).map((k) => [k, (b[k] ?? 0) - (a[k] ?? 0)]));
const ratio = (s, kind) => {
  const hit = s[`${kind}:hit`] ?? 0;
  const all = hit + (s[`${kind}:miss`] ?? 0) + (s[`${kind}:local-hit`] ?? 0);
  return all ? hit / all : NaN;
};
const pct = (x) => (Number.isNaN(x) ? '  n/a' : `${(x * 100).toFixed(1).padStart(5)} %`);
const flushWait = () => new Promise((r) => setTimeout(r, 2500)); // instances add their counts every 2 s

async function main() {
  const apiPort = await freePort();
  const lbPort = await freePort();
  const redisPort = await freePort();
  const firstInstancePort = await freePort();
  const env = productEnv({ NODE_ENV: 'production', PORT: String(lbPort), API_PORT: String(apiPort), API_INTERNAL_ORIGIN: `http://127.0.0.1:${apiPort}`, OSS_PUBLIC_ORIGIN: `http://localhost:${apiPort}` });
  const buildEnv = { ...env };
  delete buildEnv.REDIS_URL;
  ensureBuild(buildEnv);

  const dataDir = mkdtempSync(join(os.tmpdir(), 'bench-scale-api-'));
  const runDir = mkdtempSync(join(os.tmpdir(), 'bench-scale-run-'));
  const api = startApi({ port: apiPort, dataDir, seedSize: 20_000, env: { API_RATE_LIMIT: '0', API_LOG: '0' } });
  let cluster = null;
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/activity/group/time`, 600_000, api);
    const list = await (await fetch(`http://127.0.0.1:${apiPort}/case/api/content/list?kind=case&sort=hot&pageSize=${PAGES}`)).json();
    const paths = [...list.data.list.map((i) => `/detail_news/detail/${i.id}/case`), '/dayUpdate'];
    const chunk = readdirSync(join(ROOT, '.next', 'static', 'chunks')).find((f) => f.endsWith('.js'));
    const staticPath = `/_next/static/chunks/${chunk}`;

    const rows = [];
    for (const instances of [1, 2]) {
      cluster = await startCluster({ env, instances, lbPort, firstInstancePort, redisPort, runDir: join(runDir, String(instances)), instanceLog: 'ignore' });
      let warm = NaN;
      if (instances === 2) {
        // Instance 1 renders every page once; instance 2's first visits then show how warm it starts.
        for (const p of paths) await (await fetch(cluster.instanceOrigin(0) + p)).arrayBuffer();
        await flushWait();
        const before = await stats(redisPort);
        for (const p of paths) await (await fetch(cluster.instanceOrigin(1) + p)).arrayBuffer();
        await flushWait();
        warm = ratio(delta(before, await stats(redisPort)), 'page');
      }
      // Warm-up through the balancer (each instance renders or reads each page), then measure.
      for (let i = 0; i < instances * 2; i += 1) for (const p of paths) await (await fetch(cluster.lbOrigin + p)).arrayBuffer();
      await flushWait();
      const before = await stats(redisPort);
      const pages = await cannon(cluster.lbOrigin, paths.map((path) => ({ method: 'GET', path })));
      await flushWait();
      const during = delta(before, await stats(redisPort));
      const file = await cannon(cluster.lbOrigin + staticPath);
      // Redis's own CPU time per cache read (GET + HEXISTS + HMGET of the tag times), for the model.
      const info = await redisCommand(redisPort, 'INFO', 'commandstats');
      const usec = ['get', 'hexists', 'hmget'].reduce((sum, c) => sum + Number(new RegExp(`cmdstat_${c}:calls=\\d+,usec=(\\d+)`).exec(info)?.[1] ?? 0), 0);
      const reads = Object.entries(await stats(redisPort)).filter(([k]) => /:(hit|miss)$/.test(k)).reduce((sum, [, n]) => sum + n, 0);
      rows.push({ instances, pages: pages.requests.average, p99: pages.latency.p99, non2xx: pages.non2xx + pages.errors, file: file.requests.average, page: ratio(during, 'page'), fetch: ratio(during, 'fetch'), warm, redisUsPerRead: reads ? usec / reads : NaN });
      await cluster.stop();
      cluster = null;
    }

    console.log(`\ncached pages through nginx (${paths.length} pages in turn, autocannon ${CONNECTIONS} connections, ${SECONDS} s, loopback, ${os.cpus().length} cores shared by load generator, nginx, instances, Redis and API):`);
    console.log('instances   pages req/s   p99 ms   errors   static file req/s   ratio   shared-cache hits (pages)   2nd instance warm start');
    for (const r of rows) {
      console.log(
        `${String(r.instances).padStart(9)}   ${r.pages.toFixed(0).padStart(11)}   ${String(r.p99).padStart(6)}   ${String(r.non2xx).padStart(6)}   ${r.file.toFixed(0).padStart(17)}   ${(r.pages / r.file).toFixed(2).padStart(5)}   ${pct(r.page).padStart(25)}   ${r.instances === 2 ? pct(r.warm) : '    -'}`,
      );
    }
    const [one, two] = rows;
    console.log(`\n2 instances / 1 instance: ${(two.pages / one.pages).toFixed(2)}× (see docs/scaling.md for what this means on ${os.cpus().length} cores)`);
    // The model of docs/scaling.md with this run's figures: an instance costs s_n = 1/X(1) of a
    // core per page, Redis s_r per cache read (one thread); N instances on N cores give
    // min(N/s_n, 1/s_r).
    const sN = 1 / one.pages;
    const sR = two.redisUsPerRead / 1e6;
    console.log(`model: s_n = ${(sN * 1000).toFixed(2)} ms of one core per cached page, s_r = ${(sR * 1e6).toFixed(1)} µs of Redis per cache read`);
    for (const n of [1, 2, 10, 50]) {
      const x = Math.min(n / sN, 1 / sR);
      console.log(`  ${String(n).padStart(2)} instances on ${String(n).padStart(2)} cores: ≈ ${x.toFixed(0).padStart(7)} req/s, Redis ${((x * sR) * 100).toFixed(1)} % busy`);
    }
    console.log(`  Redis alone would saturate at ≈ ${Math.round(sN / sR)} instances`);
    console.log(`BENCH_SCALE_JSON ${JSON.stringify({ seconds: SECONDS, connections: CONNECTIONS, cores: os.cpus().length, rows })}`);
  } finally {
    await cluster?.stop();
    stopAll([api]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(runDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`bench-scale failed: ${err instanceof Error ? err.stack : err}`);
  process.exit(1);
});
