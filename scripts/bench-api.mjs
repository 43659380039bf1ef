#!/usr/bin/env node
// Benchmark of the reference API (issues 3 and 15): seeds a large catalogue (default 1,000,000
// items) into a temporary data dir, starts the API on loopback, and prints the seconds taken, the
// database size and list/detail latency (p50/p95/p99) from a bounded fetch loop; then, under
// load (issue 15 item 4), p50/p95/p99 of list, detail and search at 200 concurrent connections,
// and processed images served from their on-disk cache beside a static file of the same server
// (its robots.txt), in requests per second.
//
// The load comes from loopback without X-Forwarded-For, and the API runs with its per-IP limits
// off (API_RATE_LIMIT=0, API_SEARCH_RATE_LIMIT=0; docs/api.md "Abuse limits"), so it measures
// the API's work, not its 429s.
//
//   node scripts/bench-api.mjs [--size 1000000] [--requests 2000] [--connections 200] [--seconds 10] [--keep] [--strict]
//
// --strict exits 1 when a target is missed (seed < 300 s, list and detail p95 < 20 ms).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apiCommand } from './lib/api-command.mjs';
import { freePort, numberOption } from './bench/servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = numberOption;
const SIZE = opt('size', 1_000_000);
const REQUESTS = opt('requests', 2000);
const CONNECTIONS = opt('connections', 200);
const SECONDS = opt('seconds', 10);
const KEEP = args.includes('--keep');
const STRICT = args.includes('--strict');
const TARGETS = { seedSeconds: 300, listP95: 20, detailP95: 20, imageRatio: 0.5 };
const SEARCH_WORDS = ['现代', '北欧客厅', '渲染', 'xuanran', 'beiou', '新中式茶室', '民宿', '客厅', '卧室 原木风', '工业风咖啡厅', '施工图', '办公室', '庭院', '酒店', '极简', '奶油风', '景观设计', '美术馆'];

function pct(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function getJson(base, p) {
  const res = await fetch(base + p);
  const body = await res.json();
  if (res.status !== 200 || body.error?.errorCode !== 0) throw new Error(`${p} → ${res.status} ${JSON.stringify(body.error)}`);
  return body.data;
}

/** Sequential timed requests (concurrency 1 = latency, no queueing). */
async function timeUrls(base, urls) {
  const times = [];
  for (const u of urls) {
    const t = performance.now();
    const res = await fetch(base + u);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${u} → ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { n: times.length, p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), max: times[times.length - 1] };
}

/**
 * `connections` concurrent keep-alive connections for SECONDS, each request a random URL of the
 * list; every response's own latency is kept, so the percentiles are exact (autocannon's summary
 * has no p95). Non-2xx answers are counted, not timed.
 */
function load(base, urls, connections, rng) {
  return new Promise((resolve, reject) => {
    const times = [];
    let bad = 0;
    const inst = autocannon(
      { url: base, connections, duration: SECONDS, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: urls[Math.floor(rng() * urls.length)] }) }] },
      (err, res) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({ n: times.length, rps: res.requests.average, bad: bad + res.errors + res.timeouts, p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), max: times[times.length - 1] });
      },
    );
    inst.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) times.push(ms);
      else bad += 1;
    });
  });
}

/** Throughput with a few concurrent clients. */
async function throughput(base, urls, concurrency) {
  let next = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const u = urls[next++];
        const res = await fetch(base + u);
        await res.arrayBuffer();
      }
    }),
  );
  return urls.length / ((performance.now() - t) / 1000);
}

/** The /oss/ path of an item's cover (an ImageRef: `{origin}/oss/{key}`). */
function coverPath(item) {
  return item.cover?.url ? new URL(item.cover.url).pathname : null;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`bench-api: seeding ${SIZE.toLocaleString('en')} items into ${dataDir} (port ${port})`);
  const started = performance.now();
  const child = spawn(...apiCommand(), {
    cwd: root,
    env: { ...process.env, API_DATA_DIR: dataDir, API_SEED_SIZE: String(SIZE), API_PORT: String(port), API_HOST: '127.0.0.1', API_ENV: 'test', API_RATE_LIMIT: '0', API_SEARCH_RATE_LIMIT: '0', API_LOG: '0', OSS_PUBLIC_ORIGIN: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let seedLine = '';
  let indexLine = '';
  const cleanup = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    if (!KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });

  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('API not ready within 15 minutes')), 15 * 60_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        if (/ items, .* designers in /.test(line)) seedLine = line;
        if (/indexes and counts in/.test(line)) indexLine = line;
        if (/seed: \d/.test(line)) process.stdout.write(`  ${line.replace('[api] ', '')}\n`);
        if (/listening on/.test(line)) {
          clearTimeout(timer);
          resolve();
        }
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => process.stderr.write(chunk.split('\n').filter((l) => l && !/npm warn/.test(l)).map((l) => `  [api] ${l}\n`).join('')));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited early with code ${code}`));
    });
  });

  try {
    await ready;
    const readySeconds = (performance.now() - started) / 1000;
    const seedSeconds = Number(/in ([\d.]+) s/.exec(seedLine)?.[1] ?? NaN) + Number(/in ([\d.]+) s/.exec(indexLine)?.[1] ?? NaN);
    const dbFiles = fs.readdirSync(dataDir).filter((f) => f.startsWith('catalogue.db'));
    const dbBytes = dbFiles.reduce((s, f) => s + fs.statSync(path.join(dataDir, f)).size, 0);

    const kinds = await getJson(base, '/case/api/content/kinds');
    const total = kinds.reduce((s, k) => s + k.itemCount, 0);
    const caseTree = await getJson(base, '/case/api/case/classify/list');
    const classIds = caseTree.flatMap((t) => [t.id, ...(t.children ?? []).map((c) => c.id)]);
    const listKinds = ['case', 'pin', '3d', 'su', 'tietu', 'sgt', 'wenben'];
    const sorts = ['new', 'hot', 'download', 'collect'];
    const rng = mulberry32(7);
    const pick = (a) => a[Math.floor(rng() * a.length)];
    const listUrls = Array.from({ length: REQUESTS }, (_, i) => {
      const page = 1 + Math.floor(rng() * (rng() < 0.8 ? 10 : 200));
      return i % 3 === 2
        ? `/case/api/content/list?kind=case&classifyId=${pick(classIds)}&sort=${pick(['new', 'hot'])}&page=${page}&pageSize=20`
        : `/case/api/content/list?kind=${pick(listKinds)}&sort=${pick(sorts)}&page=${page}&pageSize=20`;
    });
    const maxId = (await getJson(base, '/case/api/content/list?kind=case&sort=new&pageSize=1')).list[0].id;
    const idHi = Math.max(maxId, 1000 + total);
    // Random ids over the id range; ids the seed left unused (a small seed's range has gaps)
    // answer 404 and are replaced, so every timed detail is a real one.
    const detailUrls = [];
    let probes = 0;
    while (detailUrls.length < REQUESTS) {
      if ((probes += 1) > REQUESTS * 4) throw new Error('too many detail ids missing');
      const id = 1001 + Math.floor(rng() * (idHi - 1000));
      const u = `/case/api/content/detail?id=${id}`;
      const res = await fetch(base + u);
      await res.arrayBuffer();
      if (res.status === 200) detailUrls.push(u);
    }

    // warm-up (page cache, statement cache, JIT)
    await timeUrls(base, listUrls.slice(0, 200));
    await timeUrls(base, detailUrls.slice(0, 200));
    const list = await timeUrls(base, listUrls);
    const detail = await timeUrls(base, detailUrls);
    const rps = await throughput(base, [...listUrls, ...detailUrls].slice(0, 2000), 8);

    // Under load: 200 connections per endpoint, then cached image variants beside a static file.
    const searchUrls = SEARCH_WORDS.flatMap((w) => ['', '&sort=new', '&page=2'].map((f) => `/case/api/search/list?keyword=${encodeURIComponent(w)}${f}`));
    for (const u of searchUrls) await fetch(base + u).then((r) => r.arrayBuffer()); // warm the page cache
    const loaded = {};
    for (const [name, urls] of [['list', listUrls], ['detail', detailUrls], ['search', searchUrls]]) loaded[name] = await load(base, urls, CONNECTIONS, rng);
    const covers = (await getJson(base, '/case/api/content/list?kind=case&sort=hot&pageSize=40')).list.map((i) => coverPath(i)).filter(Boolean);
    const imageUrls = covers.map((p) => `${p}?x-oss-process=image/resize,w_400/quality,q_80`);
    if (!imageUrls.length) throw new Error('no item covers to load');
    for (const u of imageUrls) {
      const res = await fetch(base + u); // renders each variant once: from now on it is on disk
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${u} → ${res.status}`);
    }
    const image = await load(base, imageUrls, 50, rng);
    const robots = await load(base, ['/robots.txt'], 50, rng);
    const imageBytes = (await (await fetch(base + imageUrls[0])).arrayBuffer()).byteLength;

    const f = (n) => n.toFixed(2).padStart(7);
    console.log('');
    console.log(`items                ${total.toLocaleString('en')}`);
    console.log(`seed + index         ${seedSeconds.toFixed(1)} s   (process start → listening: ${readySeconds.toFixed(1)} s)`);
    console.log(`database size        ${(dbBytes / 1048576).toFixed(1)} MB`);
    console.log(`                      n       p50     p95     p99     max   (ms, loopback, 1 client)`);
    console.log(`list                ${String(list.n).padStart(5)} ${f(list.p50)} ${f(list.p95)} ${f(list.p99)} ${f(list.max)}`);
    console.log(`detail              ${String(detail.n).padStart(5)} ${f(detail.p50)} ${f(detail.p95)} ${f(detail.p99)} ${f(detail.max)}`);
    console.log(`throughput (8 clients, mixed) ${rps.toFixed(0)} req/s`);
    console.log(`\nunder load: ${CONNECTIONS} connections, ${SECONDS} s each, random URLs (ms, loopback)`);
    console.log(`                      n       p50     p95     p99     max   req/s  errors`);
    for (const [name, r] of Object.entries(loaded)) {
      console.log(`${name.padEnd(18)}${String(r.n).padStart(7)} ${f(r.p50)} ${f(r.p95)} ${f(r.p99)} ${f(r.max)} ${r.rps.toFixed(0).padStart(7)} ${String(r.bad).padStart(7)}`);
    }
    const imageRatio = image.rps / robots.rps;
    console.log(`\nimages from the on-disk variant cache (${imageUrls.length} variants, ~${(imageBytes / 1024).toFixed(0)} KB each) vs a static file of the same server (/robots.txt), 50 connections:`);
    console.log(`cached image variants  ${image.rps.toFixed(0).padStart(7)} req/s   p95 ${image.p95.toFixed(1)} ms   errors ${image.bad}`);
    console.log(`static file            ${robots.rps.toFixed(0).padStart(7)} req/s   p95 ${robots.p95.toFixed(1)} ms   errors ${robots.bad}`);
    console.log(`ratio                  ${imageRatio.toFixed(2)}  (target ≥ ${TARGETS.imageRatio})`);
    const misses = [];
    if (!(seedSeconds < TARGETS.seedSeconds)) misses.push(`seed ${seedSeconds.toFixed(1)} s ≥ ${TARGETS.seedSeconds} s`);
    if (!(list.p95 < TARGETS.listP95)) misses.push(`list p95 ${list.p95.toFixed(1)} ms ≥ ${TARGETS.listP95} ms`);
    if (!(detail.p95 < TARGETS.detailP95)) misses.push(`detail p95 ${detail.p95.toFixed(1)} ms ≥ ${TARGETS.detailP95} ms`);
    if (!(imageRatio >= TARGETS.imageRatio)) misses.push(`cached images ${imageRatio.toFixed(2)}× a static file < ${TARGETS.imageRatio}`);
    console.log(misses.length ? `targets MISSED: ${misses.join('; ')}` : 'targets met: seed < 300 s, list and detail p95 < 20 ms, cached images ≥ 0.5× a static file');
    console.log(`BENCH_API_JSON ${JSON.stringify({ items: total, seedSeconds, readySeconds, dbBytes, list, detail, rps, loaded, connections: CONNECTIONS, image, robots, imageRatio })}`);
    if (KEEP) console.log(`kept data dir: ${dataDir}`);
    cleanup();
    process.exit(STRICT && misses.length ? 1 : 0);
  } catch (err) {
    console.error(`bench-api failed: ${err instanceof Error ? err.message : err}`);
    cleanup();
    process.exit(1);
  }
}

main();
