// `npm run bench`: every benchmark, one after another; each prints its own figures.
// `npm run bench -- api` runs only the named ones; what follows the names, from the first option on,
// goes to each of them (`npm run bench -- pages --only home --runs 3`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePackages } from './lib/setup.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
ensurePackages(ROOT);
const BENCHES = [
  { name: 'api', script: 'scripts/bench-api.mjs', what: 'reference API: 1M-item seed, list/detail latency' },
  { name: 'scale', script: 'scripts/bench-scale.mjs', what: 'cluster: cached pages through nginx with 1 and 2 instances sharing Redis, shared-cache hit ratio' },
  { name: 'pages', script: 'scripts/bench-pages.mjs', what: 'site: Lighthouse, first-load JS, HTML size, SSR throughput' },
  { name: 'search', script: 'scripts/bench-search.mjs', what: 'search: keyword, suggestions, similar images' },
  { name: 'tracking', script: 'scripts/bench-tracking.mjs', what: 'tracking: first-load JS, main-thread time per 100 exposures, collector ingest rate' },
  { name: 'pay', script: 'scripts/bench-pay.mjs', what: 'payments and downloads: order → paid → rights latency, download throughput vs disk, resume' },
  { name: 'soak', script: 'scripts/bench-soak.mjs', what: 'soak: mixed load (pages, search, suggestions, images, logins) ramped to the highest rate that holds, then 10 minutes with site and API RSS (SOAK_SECONDS to shorten)' },
  { name: 'upload', script: 'scripts/bench-upload.mjs', what: 'case upload: ten 5 MB pictures (MB/s vs disk), sensitive-word check of 2,000 characters (p50/p95)' },
];

const args = process.argv.slice(2);
const firstOption = args.findIndex((a) => a.startsWith('-'));
const only = firstOption < 0 ? args : args.slice(0, firstOption);
const passed = firstOption < 0 ? [] : args.slice(firstOption);
let failed = 0;
for (const b of BENCHES) {
  if (only.length && !only.includes(b.name)) continue;
  if (!existsSync(join(ROOT, b.script))) continue;
  console.log(`\n=== bench ${b.name}: ${b.what}`);
  const res = spawnSync(process.execPath, [b.script, ...passed], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (res.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
