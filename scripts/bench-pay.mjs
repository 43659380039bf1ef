#!/usr/bin/env node
// Benchmark of the payment centre and downloads (issue 10) against the reference API on loopback:
//  - order → QR → cashier pays → status says paid → the download is allowed: latency p50/p95
//    of the whole round trip, sequentially (no queueing);
//  - a 100 MB file downloaded through a signed link, compared side by side with reading it from
//    disk (a ratio, since this machine is shared), and a resumed (Range) download of a real
//    archive checked for the right bytes.
//
//   node scripts/bench-pay.mjs [--orders 60] [--mb 100]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiClient as client } from './bench/api-client.mjs';
import { numberOption, percentile, runMain, startScratchApi, waitFor } from './bench/servers.mjs';

// Archives.fileOf's layout version, read from the API's source (the bench writes and reads archive files directly).
const ARCHIVE_VERSION = /const ARCHIVE_VERSION = '([a-z0-9]+)'/.exec(fs.readFileSync(new URL('../backend/src/services/downloads/archive.ts', import.meta.url), 'utf8'))[1];

const opt = numberOption;
const ORDERS = opt('orders', 60);
const MB = opt('mb', 100);

async function firstItem(base, kind, vip) {
  const res = await fetch(`${base}/case/api/content/list?kind=${kind}&vip=${vip ? 1 : 0}&pageSize=20`);
  return (await res.json()).data.list[0];
}

async function main() {
  const api = await startScratchApi('bench-pay');
  const { base, dataDir } = api;
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

    // 2. Download throughput of a 100 MB file vs reading it from disk, side by side (3 rounds each,
    //    medians). The archive of a second item is replaced by 100 MB of random bytes before its
    //    first link (the API serves whatever archive file is on disk for the item).
    const big = (await (await fetch(`${base}/case/api/content/list?kind=su&vip=1&pageSize=20`)).json()).data.list[0];
    // Archives.fileOf's layout, its version read from the API's source; were the layout to change,
    // the size check below fails loudly.
    const bigFile = path.join(dataDir, 'files', String(big.id % 100), `${big.id}-${ARCHIVE_VERSION}.zip`);
    fs.mkdirSync(path.dirname(bigFile), { recursive: true });
    const fd = fs.openSync(bigFile, 'w');
    for (let i = 0; i < MB; i++) fs.writeSync(fd, crypto.randomBytes(1048576));
    fs.closeSync(fd);
    const bigLink = await member.data('POST', '/case/api/download/link', { itemId: big.id });
    const size = fs.statSync(bigFile).size;
    if (bigLink.size !== size) throw new Error(`link says ${bigLink.size} bytes, the file has ${size}`);
    const httpRuns = [];
    const diskRuns = [];
    for (let round = 0; round < 3; round++) {
      let t = performance.now();
      // Streamed, like the HTTP side (no 100 MB buffer on either).
      for await (const chunk of fs.createReadStream(bigFile)) void chunk;
      diskRuns.push((performance.now() - t) / 1000);
      t = performance.now();
      const res = await fetch(bigLink.url, { headers: { cookie: member.cookie() } });
      if (res.status !== 200) throw new Error(`download → ${res.status}`);
      let got = 0;
      for await (const chunk of res.body) got += chunk.byteLength;
      if (got !== size) throw new Error(`downloaded ${got} bytes, expected ${size}`);
      httpRuns.push((performance.now() - t) / 1000);
    }
    const mb = size / 1048576;
    const httpS = percentile([...httpRuns].sort((x, y) => x - y), 50);
    const diskS = percentile([...diskRuns].sort((x, y) => x - y), 50);
    console.log(`download of a ${mb.toFixed(0)} MB file (median of 3): ${(mb / httpS).toFixed(0)} MB/s over HTTP, ${(mb / diskS).toFixed(0)} MB/s from disk (ratio http/disk ${(diskS / httpS).toFixed(2)})`);

    const link = await member.data('POST', '/case/api/download/link', { itemId: model.id });
    const file = path.join(dataDir, 'files', String(model.id % 100), `${model.id}-${ARCHIVE_VERSION}.zip`);

    // 3. A broken download resumes: the rest from a Range matches the file's bytes.
    const from = Math.floor(fs.statSync(file).size / 2);
    const rest = await fetch(link.url, { headers: { range: `bytes=${from}-`, cookie: member.cookie() } });
    const tail = Buffer.from(await rest.arrayBuffer());
    const same = rest.status === 206 && tail.equals(fs.readFileSync(file).subarray(from));
    console.log(`resume: Range bytes=${from}- → ${rest.status}, ${tail.length} bytes, ${same ? 'identical to the file' : 'MISMATCH'}`);
    if (!same) process.exitCode = 1;
  } finally {
    api.stop();
  }
}

runMain(main);
