#!/usr/bin/env node
// Benchmark of the case upload (issue 11) against the reference API on loopback:
//  - ten 5 MB pictures uploaded the way the site does (init → 1 MiB chunks → complete, where the
//    API verifies the SHA-256 and re-encodes with sharp), one after another: MB/s of the transfer
//    alone and of the whole upload, beside writing the same bytes to disk (a ratio, since this
//    machine is shared);
//  - the sensitive-word check of a 2,000-character text over HTTP (POST, as the site sends long
//    texts): p50 / p95 latency, sequential.
//
//   node scripts/bench-upload.mjs [--files 10] [--mb 5] [--checks 300]
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { apiClient } from './bench/api-client.mjs';
import { numberOption, percentile, runMain, startScratchApi, waitFor } from './bench/servers.mjs';

const FILES = numberOption('files', 10);
const MB = numberOption('mb', 5);
const CHECKS = numberOption('checks', 300);

/** A JPEG of about `mb` MB: random noise (it does not compress), sized to land near the target. */
async function picture(mb) {
  let side = Math.round(Math.sqrt((mb * 1048576) / 1.25));
  for (let attempt = 0; attempt < 5; attempt++) {
    const w = Math.round(side * 1.25);
    const h = side;
    const pixels = crypto.randomFillSync(Buffer.alloc(w * h * 3));
    const jpeg = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
    const ratio = jpeg.length / (mb * 1048576);
    if (ratio > 0.9 && ratio < 1.1) return jpeg;
    side = Math.round(side / Math.sqrt(ratio));
  }
  throw new Error('could not make a picture of the requested size');
}

async function main() {
  const api = await startScratchApi('bench-upload');
  const { base } = api;
  try {
    const files = [];
    for (let i = 0; i < FILES; i++) files.push(await picture(MB));
    const totalMb = files.reduce((n, f) => n + f.length, 0) / 1048576;
    await waitFor(`${base}/activity/group/time`);
    const member = apiClient(base);
    await member.data('GET', '/login/loginByPsw?phoneNo=13800000002&password=Design2025');

    // 1. Ten pictures, one after another, as the site sends them.
    let transferMs = 0;
    const started = performance.now();
    for (const [i, file] of files.entries()) {
      const sha256 = crypto.createHash('sha256').update(file).digest('hex');
      const s = await member.data('POST', '/case/api/upload/init', { name: `bench-${i}.jpg`, size: file.length, type: 'image/jpeg', sha256 });
      const t = performance.now();
      let received = s.received;
      while (received < file.length) received = (await member.data('POST', `/case/api/upload/chunk?uploadId=${s.uploadId}&offset=${received}`, file.subarray(received, received + s.chunkSize))).received;
      transferMs += performance.now() - t;
      const pic = await member.data('POST', '/case/api/upload/complete', { uploadId: s.uploadId });
      if (!pic.key.startsWith('up/')) throw new Error(`unexpected key ${pic.key}`);
    }
    const wholeMs = performance.now() - started;
    // The same bytes written to disk, file by file, flushed (what the API's chunk writes amount to).
    const diskDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-disk-'));
    const d = performance.now();
    for (const [i, file] of files.entries()) {
      const fd = fs.openSync(path.join(diskDir, `${i}.jpg`), 'w');
      fs.writeSync(fd, file);
      fs.fsyncSync(fd);
      fs.closeSync(fd);
    }
    const diskMs = performance.now() - d;
    fs.rmSync(diskDir, { recursive: true, force: true });
    const rate = (ms) => totalMb / (ms / 1000);
    console.log(`upload of ${FILES} pictures of ~${MB} MB (${totalMb.toFixed(1)} MB, 1 MiB chunks, sequential):`);
    console.log(`  transfer (chunks only)            ${rate(transferMs).toFixed(0)} MB/s`);
    console.log(`  whole upload (+ sha256, re-encode) ${rate(wholeMs).toFixed(1)} MB/s (${(wholeMs / FILES).toFixed(0)} ms per picture)`);
    console.log(`  writing the same bytes to disk     ${rate(diskMs).toFixed(0)} MB/s (ratio transfer/disk ${(diskMs / transferMs).toFixed(2)})`);

    // 2. The sensitive-word check of a 2,000-character text.
    const base2000 = '项目位于城市更新片区，设计保留原有红砖厂房的结构与肌理，以轻钢、玻璃与木材置入新的公共空间，光线从屋顶天窗洒落，';
    let text = '';
    while (text.length < 1990) text += base2000;
    text = text.slice(0, 1990) + '加 微-信了解详情。';
    const times = [];
    for (let i = 0; i < CHECKS; i++) {
      const t = performance.now();
      const r = await member.data('POST', '/case/api/gatherTask/checkSensitive', { word: text.slice(0, 2000) });
      times.push(performance.now() - t);
      if (i === 0 && r.pass) throw new Error('the check missed the planted word');
    }
    times.sort((a, b) => a - b);
    console.log(`sensitive-word check, ${text.slice(0, 2000).length} characters over HTTP: n=${CHECKS} p50=${percentile(times, 50).toFixed(2)} ms p95=${percentile(times, 95).toFixed(2)} ms max=${times.at(-1).toFixed(2)} ms`);
  } finally {
    api.stop();
  }
}

runMain(main);
