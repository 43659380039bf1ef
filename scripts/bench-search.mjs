#!/usr/bin/env node
// Benchmark of search (issue 6), on loopback only, bounded in requests and time. On a shared
// machine the figures include whatever else runs; the load average is printed with them.
//  1. at the default seed, 100k and 1M items: keyword search p50/p95 over a mix of real queries
//     (hanzi, pinyin, initials, filters, sorts, pages), and similar-image p95 (uploads of our own
//     pictures, some with a crop) over every indexed picture;
//     and at the first size the relevance bench (backend/src/search/relevance/): nDCG@10 and the
//     zero-result rate per search type over the judged query set, graded from item attributes;
//     the similar-image top-10 subject share over the judged query pictures (after the API's
//     background subject pass) and the subject search timed in process over 100k pictures; and
//     找同款模型 over the judged room pictures (precision, main-object recall, first-row class accuracy);
//  2. the suggestion round trip through the site: the site built into its own NEXT_DIST_DIR and
//     started, Chromium types into the header box, and the time from the suggestion request
//     leaving the page to the dropdown showing its words is taken from the page itself.
//
//   node scripts/bench-search.mjs [--sizes 20000,1000000] [--requests 400] [--no-site] [--site-dir DIR] [--keep]
//
// --site-dir builds and starts the site from another checkout of it (default: this one).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { apiCommand, tsxCommand } from './lib/api-command.mjs';
import { CHROMIUM, buildSite, startSite, waitFor } from './bench/servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const SIZES = arg('sizes', '20000,100000,1000000').split(',').map(Number);
const REQUESTS = Number(arg('requests', 400));
const IMAGE_REQUESTS = 120;
const SUGGEST_ROUNDS = 30;
const SITE = !args.includes('--no-site');
const KEEP = args.includes('--keep');
const API_PORT = Number(arg('api-port', 4391));
const SITE_PORT = Number(arg('site-port', 3391));
const DIST = '.next-bench-search';
const SITE_DIR = path.resolve(root, arg('site-dir', '.'));
const TARGETS = { keywordP95: 50, suggestMs: 100, imageP95: 200 };
const API = `http://127.0.0.1:${API_PORT}`;

const QUERIES = [
  '现代', '北欧客厅', '渲染', 'xuanran', 'xr', 'beiou', '侘寂', '新中式茶室', '民宿', '模型', '3D模型', '客厅', '卧室 原木风', '工业风咖啡厅',
  '无缝贴图', '施工图', '方案文本', '办公室', '庭院', '酒店', 'qingshe', 'xzs', '博物馆', '书店', '极简', '轻奢沙发', '奶油风', '景观设计', '屋顶花园', '美术馆',
];
const FILTERS = ['', '', '', '&sort=new', '&sort=download', '&kind=case', '&kind=pin&vip=free', '&orientation=h', '&color=white', '&page=3', '&kind=3d&sort=download', '&vip=vip&sort=new'];

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (n) => `${n.toFixed(1)} ms`;
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95), max: s[s.length - 1] };
};

function startApi(size, dataDir) {
  const child = spawn(...apiCommand(), {
    cwd: root,
    env: { ...process.env, API_DATA_DIR: dataDir, API_SEED_SIZE: String(size), API_PORT: String(API_PORT), API_HOST: '127.0.0.1', API_ENV: 'development', API_RATE_LIMIT: '0', API_LOG: '0', OSS_PUBLIC_ORIGIN: `http://localhost:${API_PORT}`, SITE_ORIGINS: `http://localhost:${SITE_PORT}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('API not ready within 10 minutes')), 600_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        if (/search: |seed: \d|ready in/.test(line)) console.log(`  ${line.replace('[api] ', '')}`);
        if (/listening on/.test(line)) {
          clearTimeout(timer);
          resolve();
        }
      }
    });
    child.stderr.on('data', () => {});
    child.on('exit', (code) => reject(new Error(`API exited with ${code}`)));
  });
  return { child, ready };
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => (child.once('exit', r), setTimeout(r, 8000)));
}

async function keywordBench() {
  const times = [];
  const took = [];
  for (let i = 0; i < REQUESTS; i++) {
    const q = QUERIES[i % QUERIES.length];
    const f = FILTERS[(i * 7) % FILTERS.length];
    const t = performance.now();
    const res = await fetch(`${API}/case/api/search/list?keyword=${encodeURIComponent(q)}${f}`);
    const body = await res.json();
    times.push(performance.now() - t);
    if (body.error?.errorCode !== 0) throw new Error(`search ${q}${f}: ${JSON.stringify(body.error)}`);
    took.push(body.data.tookMs);
  }
  return { http: stats(times), server: stats(took) };
}

/** The relevance bench against the running API (its own process: it reads the catalogue read-only). */
function relevanceBench(dataDir) {
  const [cmd, argv] = tsxCommand(path.join(root, 'backend/src/search/relevance/run.ts'));
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, [...argv, '--api', API, '--db', path.join(dataDir, 'catalogue.db'), '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`relevance bench exited with ${code}`));
      const lines = out.split('\n');
      const json = lines.find((l) => l.startsWith('BENCH_RELEVANCE_JSON '));
      resolve({ text: lines.filter((l) => l && !l.startsWith('BENCH_RELEVANCE_JSON ')).join('\n'), summary: json ? JSON.parse(json.slice('BENCH_RELEVANCE_JSON '.length)) : [] });
    });
  });
}

/** Similar images by subject (backend/src/search/relevance/image-run.ts): the judged pictures' top-10 share, and the index timed in process at 100k. */
function imageRelevanceBench(dataDir) {
  const [cmd, argv] = tsxCommand(path.join(root, 'backend/src/search/relevance/image-run.ts'));
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, [...argv, '--api', API, '--db', path.join(dataDir, 'catalogue.db'), '--scale', '100000', '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`image relevance bench exited with ${code}`));
      const lines = out.split('\n');
      const json = lines.find((l) => l.startsWith('BENCH_IMAGE_JSON '));
      resolve({ text: lines.filter((l) => l && !l.startsWith('BENCH_IMAGE_JSON ')).join('\n'), summary: json ? JSON.parse(json.slice('BENCH_IMAGE_JSON '.length)) : null });
    });
  });
}

async function imageBench() {
  // Ten indexed covers of different subjects (the top hit of a word each): a visitor's copy of a
  // catalogue picture must find that picture first.
  const words = ['客厅', '沙发', '办公楼', '景观', '大理石', '施工图', '雕塑', '吊灯', '卧室', '餐厅'];
  const keys = [];
  for (const w of words) {
    const body = await (await fetch(`${API}/case/api/search/list?keyword=${encodeURIComponent(w)}&pageSize=5`)).json();
    const key = body.data?.list?.map((i) => i.cover.key).find((k) => !keys.includes(k));
    if (key) keys.push(key);
  }
  const pictures = await Promise.all(keys.map(async (k) => new Blob([await (await fetch(`${API}/oss/${k}?x-oss-process=image/resize,w_800`)).arrayBuffer()], { type: 'image/jpeg' })));
  const times = [];
  let scanned = 0;
  let hits = 0;
  for (let i = 0; i < IMAGE_REQUESTS; i++) {
    const form = new FormData();
    if (i % 3 === 1) form.append('crop', '0.1,0.1,0.6,0.6');
    if (i % 4 === 2) form.append('hideDuplicates', '0');
    form.append('file', pictures[i % pictures.length], 'q.jpg');
    const t = performance.now();
    const res = await fetch(`${API}/case/api/search/similar`, { method: 'POST', body: form });
    const body = await res.json();
    times.push(performance.now() - t);
    if (body.error?.errorCode !== 0) throw new Error(`similar: ${JSON.stringify(body.error)}`);
    scanned = body.data.scanned;
    if (i % 3 !== 1 && body.data.list[0]?.item.cover.key === keys[i % keys.length]) hits += 1;
  }
  return { ...stats(times), scanned, hits, exactTries: IMAGE_REQUESTS - Math.ceil(IMAGE_REQUESTS / 3) };
}

function buildSearchSite() {
  console.log(`  building the site into ${DIST} (API ${API_PORT}) …`);
  const t = performance.now();
  buildSite({ distDir: DIST, apiPort: API_PORT, siteDir: SITE_DIR, quiet: true });
  console.log(`  built in ${((performance.now() - t) / 1000).toFixed(0)} s`);
}

/** Keystroke-driven rounds in Chromium: request start (resource timing) → options in the listbox (MutationObserver). */
async function suggestBench() {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${SITE_PORT}/`, { waitUntil: 'networkidle' });
    const box = page.getByRole('combobox', { name: '搜索关键词' });
    // Distinct words, so every round makes a request (SWR would answer repeats from its cache).
    const words = ['现代', '北欧', '新中', 'xd', 'bo', '民宿', '客厅', '侘寂', '酒店', 'jz', '书房', '庭院', '极简', '轻奢', '工业', '奶油', '原木', '法式', '日式', '美式', 'gy', 'qs', '餐厅', '卧室', '办公', '书店', '茶室', '景观', '建筑', '别墅'];
    const rounds = [];
    const keystroke = [];
    for (let i = 0; i < SUGGEST_ROUNDS; i++) {
      await box.fill('');
      await page.evaluate(() => performance.clearResourceTimings());
      const w = words[i % words.length];
      const t0 = await page.evaluate(() => performance.now());
      await box.fill(w);
      const shownAt = await page.evaluate(
        (word) =>
          new Promise((resolve) => {
            const done = () => {
              const opts = [...document.querySelectorAll('[role=listbox] [role=option]')];
              return opts.length && opts.every((o) => o.textContent.toLowerCase().includes(word) || /[\u4e00-\u9fff]/.test(word) === false) ? performance.now() : 0;
            };
            const check = () => {
              const t = done();
              if (t) {
                obs.disconnect();
                resolve(t);
              }
            };
            const obs = new MutationObserver(check);
            obs.observe(document.body, { childList: true, subtree: true, characterData: true });
            check();
            setTimeout(() => (obs.disconnect(), resolve(performance.now())), 3000);
          }),
        w,
      );
      const start = await page.evaluate(() => {
        const e = performance.getEntriesByType('resource').filter((r) => r.name.includes('/search/intentRecommendWord')).pop();
        return e ? e.startTime : null;
      });
      if (start !== null) rounds.push(shownAt - start);
      keystroke.push(shownAt - t0);
      await page.keyboard.press('Escape');
    }
    return { round: stats(rounds.length ? rounds : [NaN]), keystroke: stats(keystroke), n: rounds.length };
  } finally {
    await browser.close();
  }
}

async function main() {
  const results = [];
  let site = null;
  for (const size of SIZES) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
    console.log(`\nbench-search: ${size.toLocaleString('en')} items (${dataDir}, port ${API_PORT})`);
    const t = performance.now();
    const api = startApi(size, dataDir);
    try {
      await api.ready;
      const readySeconds = (performance.now() - t) / 1000;
      if (SITE && !site) {
        buildSearchSite();
        site = startSite({ distDir: DIST, apiPort: API_PORT, sitePort: SITE_PORT, siteDir: SITE_DIR });
        await waitFor(`http://127.0.0.1:${SITE_PORT}/`, 120_000);
      }
      for (const q of QUERIES) await fetch(`${API}/case/api/search/list?keyword=${encodeURIComponent(q)}`); // warm the page cache
      const keyword = await keywordBench();
      const image = await imageBench();
      const suggest = site ? await suggestBench() : null;
      const relevance = size === SIZES[0] ? await relevanceBench(dataDir) : null;
      const imageRelevance = size === SIZES[0] ? await imageRelevanceBench(dataDir) : null;
      results.push({ size, readySeconds, keyword, image, suggest, relevance: relevance?.summary, imageRelevance: imageRelevance?.summary });
      console.log(`  ready (seed + index)       ${readySeconds.toFixed(1)} s   (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
      console.log(`  keyword search (${REQUESTS} req) p50 ${fmt(keyword.http.p50)}  p95 ${fmt(keyword.http.p95)}  (server p95 ${fmt(keyword.server.p95)})`);
      console.log(`  similar image  (${IMAGE_REQUESTS} up)  p50 ${fmt(image.p50)}  p95 ${fmt(image.p95)}  over ${image.scanned.toLocaleString('en')} pictures; own picture first ${image.hits}/${image.exactTries}`);
      if (relevance) console.log(relevance.text);
      if (imageRelevance) console.log(imageRelevance.text);
      if (suggest) console.log(`  suggestions via site (${suggest.n})  request→dropdown p50 ${fmt(suggest.round.p50)}  p95 ${fmt(suggest.round.p95)}  (keystroke→dropdown incl. 120 ms debounce p95 ${fmt(suggest.keystroke.p95)})`);
    } finally {
      await stop(api.child);
      if (!KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  await stop(site);
  const big = results.find((r) => r.size >= 1_000_000) ?? results[results.length - 1];
  const misses = [];
  if (big && !(big.keyword.http.p95 <= TARGETS.keywordP95)) misses.push(`keyword p95 ${fmt(big.keyword.http.p95)} at ${big.size}`);
  for (const r of results) if (r.suggest && !(r.suggest.round.p95 <= TARGETS.suggestMs)) misses.push(`suggestions p95 ${fmt(r.suggest.round.p95)} at ${r.size}`);
  const imageRun = results.find((r) => r.image.scanned >= 100_000);
  if (imageRun && !(imageRun.image.p95 <= TARGETS.imageP95)) misses.push(`similar-image p95 ${fmt(imageRun.image.p95)}`);
  console.log(misses.length ? `\ntargets MISSED: ${misses.join('; ')}` : '\ntargets met: keyword p95 ≤ 50 ms at 1M, suggestions ≤ 100 ms, similar-image p95 ≤ 200 ms over ≥ 100k pictures');
  console.log(`BENCH_SEARCH_JSON ${JSON.stringify(results)}`);
}

main().catch((err) => {
  console.error(`bench-search failed: ${err.message}`);
  process.exit(1);
});
