#!/usr/bin/env node
// Benchmark of the payment centre and downloads (issue 10) against the reference API on loopback:
//  - order → QR → cashier pays → status says paid → the download is allowed: latency p50/p95
//    of the whole round trip, sequentially (no queueing);
//  - a file download: throughput of ~100 MB of archive downloads through signed links, compared
//    side by side with reading the same bytes from disk (a ratio, since this machine is shared),
//    and a resumed (Range) download checked for the right bytes.
//
//   node scripts/bench-pay.mjs [--orders 60] [--mb 100]
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile, startApi, waitFor } from './bench/servers.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const ORDERS = opt('orders', 60);
const MB = opt('mb', 100);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** A cookie-keeping client that behaves like the site's script (CSRF token echoed). */
function client(base) {
  const jar = new Map();
  async function request(method, p, body, form = false) {
    const headers = {};
    if (!jar.has('csrf_token') && p !== '/activity/group/time') await request('GET', '/activity/group/time');
    if (jar.has('csrf_token')) headers['x-csrf-token'] = jar.get('csrf_token');
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload;
    if (body !== undefined) {
      headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
      payload = form ? new URLSearchParams(body).toString() : JSON.stringify(body);
    }
    const res = await fetch(base + p, { method, headers, body: payload, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      const value = pair.slice(i + 1).trim();
      if (/max-age=0/i.test(line) || !value) jar.delete(pair.slice(0, i).trim());
      else jar.set(pair.slice(0, i).trim(), value);
    }
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text) };
  }
  async function data(method, p, body) {
    const res = await request(method, p, body);
    const env = res.json();
    if (env.error.errorCode !== 0) throw new Error(`${method} ${p} → ${res.status} ${env.error.errorCode} ${env.error.message}`);
    return env.data;
  }
  return { request, data };
}

async function firstItem(base, kind, vip) {
  const res = await fetch(`${base}/case/api/content/list?kind=${kind}&vip=${vip ? 1 : 0}&pageSize=20`);
  return (await res.json()).data.list[0];
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pay-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = startApi({ port, dataDir, seedSize: 2000, env: { API_ENV: 'test', API_RATE_LIMIT: '0', API_LOG: '0', OSS_PUBLIC_ORIGIN: base } });
  try {
    await waitFor(`${base}/activity/group/time`);
    const member = client(base);
    await member.data('GET', '/login/loginByPsw?phoneNo=13800000002&password=Design2025');
    const { plans } = await member.data('GET', '/payCenter/vip/plans');
    const plan = plans.find((p) => p.kind === 'joint');
    const model = await firstItem(base, '3d', true);

    // 1. Order → paid → rights, one after another.
    const times = [];
    for (let i = 0; i < ORDERS; i++) {
      const t = performance.now();
      const { order } = await member.data('POST', '/payCenter/case/vip/createCaseOrder', { planId: plan.planId, requestId: `bench-${Date.now()}-${i}` });
      const qr = await member.data('POST', `/payCenter/case/vip/casePayUmsQrcode?orderId=${order.orderId}`, {});
      const cashier = new URL(qr.qrUrl);
      const paid = await fetch(`${base}/cashier`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ order: cashier.searchParams.get('order'), t: cashier.searchParams.get('t'), action: 'pay' }).toString(),
      });
      if (paid.status !== 200) throw new Error(`cashier → ${paid.status}`);
      await paid.arrayBuffer();
      const status = await member.data('POST', '/payCenter/case/vip/checkCaseOrderStatus', { orderId: order.orderId });
      if (status.status !== 'paid') throw new Error(`order ${order.orderId} is ${status.status}`);
      const info = await member.data('GET', `/case/api/download/info?itemId=${model.id}`);
      if (info.access.state !== 'allowed') throw new Error(`rights not granted: ${JSON.stringify(info.access)}`);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const orders = await member.data('GET', '/payCenter/order/list');
    const paidCount = orders.items.filter((o) => o.status === 'paid').length;
    console.log(`order → cashier → paid → rights: n=${times.length} p50=${percentile(times, 50).toFixed(1)} ms p95=${percentile(times, 95).toFixed(1)} ms max=${times.at(-1).toFixed(1)} ms (${paidCount} paid orders listed)`);

    // 2. Download throughput vs the disk, side by side.
    const link = await member.data('POST', '/case/api/download/link', { itemId: model.id });
    const file = fs.readdirSync(path.join(dataDir, 'files'), { recursive: true }).map((f) => path.join(dataDir, 'files', String(f))).find((f) => f.endsWith('.zip'));
    const size = fs.statSync(file).size;
    if (size !== link.size) throw new Error(`link says ${link.size} bytes, the file has ${size}`);
    const rounds = Math.max(1, Math.ceil((MB * 1048576) / size));
    let t = performance.now();
    for (let i = 0; i < rounds; i++) fs.readFileSync(file);
    const diskS = (performance.now() - t) / 1000;
    t = performance.now();
    let got = 0;
    for (let i = 0; i < rounds; i++) {
      const res = await fetch(link.url);
      if (res.status !== 200) throw new Error(`download → ${res.status}`);
      got += (await res.arrayBuffer()).byteLength;
    }
    const httpS = (performance.now() - t) / 1000;
    if (got !== rounds * size) throw new Error(`downloaded ${got} bytes, expected ${rounds * size}`);
    const mb = got / 1048576;
    console.log(`download: ${mb.toFixed(0)} MB in ${rounds} downloads of ${(size / 1048576).toFixed(2)} MB: ${(mb / httpS).toFixed(0)} MB/s over HTTP, ${(mb / diskS).toFixed(0)} MB/s from disk (ratio http/disk ${(diskS / httpS).toFixed(2)})`);

    // 3. A broken download resumes: the rest from a Range matches the file's bytes.
    const from = Math.floor(size / 2);
    const rest = await fetch(link.url, { headers: { range: `bytes=${from}-` } });
    const tail = Buffer.from(await rest.arrayBuffer());
    const same = rest.status === 206 && tail.equals(fs.readFileSync(file).subarray(from));
    console.log(`resume: Range bytes=${from}- → ${rest.status}, ${tail.length} bytes, ${same ? 'identical to the file' : 'MISMATCH'}`);
    if (!same) process.exitCode = 1;
  } finally {
    api.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
