// `npm test`: every suite — unit (jest, jsdom), API (jest, the reference API over loopback),
// end-to-end (Playwright in Chromium's headless shell against the production build) and the cluster
// (two instances behind nginx sharing Redis, node:test) — then one summary
// line `tests: N passed, N failed` read from the runners' JSON reports.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { productEnv } from './lib/env.mjs';
import { ensureBuild } from './lib/build-state.mjs';
import { summarize } from './lib/summary.mjs';
import { HEADLESS_CHROMIUM, ensureChromium, ensurePackages } from './lib/setup.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
// A fresh clone needs nothing but this command: packages, then (for e2e) Chromium.
ensurePackages(ROOT);
const REPORTS = join(ROOT, 'reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const env = productEnv({ NODE_ENV: 'test' });
// Unit and API tests expect the documented default origins: the ports a run gives its
// end-to-end servers (API_PORT, PORT, E2E_SITE_PORT) must not leak into them.
const PORT_KEYS = ['PORT', 'API_PORT', 'E2E_SITE_PORT'];
const defaultPortsEnv = productEnv({ NODE_ENV: 'test' }, Object.fromEntries(Object.entries(process.env).filter(([k]) => !PORT_KEYS.includes(k))));
const bin = (n) => join(ROOT, 'node_modules', '.bin', n);
// e.g. `npm test -- unit api`; paths pick end-to-end spec files: `npm test -- e2e tests/e2e/pay.spec.ts`;
// options go to Playwright as they are (`--no-deps`: a spec of the crawl, sitemaps or hung-api
// project without first running the projects it depends on in full).
const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const only = args.filter((a) => !flags.includes(a) && !a.includes('/') && !a.includes('.'));
const specs = args.filter((a) => !only.includes(a));
const want = (s) => only.length === 0 || only.includes(s);

function step(name, cmd, args, stepEnv) {
  console.log(`\n[test] ${name}`);
  const res = spawnSync(cmd, args, { cwd: ROOT, env: stepEnv, stdio: 'inherit' });
  return res.status === 0;
}

// Two jest workers: jest's default (cores − 1) is one on the 2-core machines CI runs on; with two,
// unit 147 → 75 s and API 257 → 152 s there (each API test file starts its own API on a free
// port with its own data folder, tests/api/helpers/server.ts, so files never share state).
const JEST_WORKERS = '--maxWorkers=2';
let ok = true;
if (want('unit')) {
  ok = step('unit tests', bin('jest'), ['--ci', JEST_WORKERS, '--json', `--outputFile=${join(REPORTS, 'jest-unit.json')}`], defaultPortsEnv) && ok;
}
if (want('api')) {
  ok = step('API tests', bin('jest'), ['--ci', '--config', 'jest.api.config.js', JEST_WORKERS, '--json', `--outputFile=${join(REPORTS, 'jest-api.json')}`], defaultPortsEnv) && ok;
}
if (want('e2e')) {
  ensureChromium(HEADLESS_CHROMIUM);
  ensureBuild({ ...env, NODE_ENV: 'production' });
  const e2eStarted = Date.now();
  ok = step('end-to-end tests', bin('playwright'), ['test', ...specs], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(REPORTS, 'playwright.json') }) && ok;
  // Whatever the specs' outcome: the run's production logs hold none of the secrets it produced
  // (one test in the summary, through its jest-shaped report; docs/security.md "Quiet logs").
  ok = step('production log scan', process.execPath, [join(ROOT, 'scripts', 'e2e-log-scan.mjs'), '--report', join(REPORTS, 'e2e-log-scan.json'), '--since', String(e2eStarted)], env) && ok;
}
if (want('cluster')) {
  // Two instances + Redis + nginx on their own ports (tests/cluster): counted through a
  // jest-shaped report (scripts/lib/node-test-report.mjs). Skips, saying why, without redis/nginx.
  ensureBuild({ ...env, NODE_ENV: 'production' });
  ok = step('cluster tests (shared cache)', process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${join(ROOT, 'scripts', 'lib', 'node-test-report.mjs')}`,
    `--test-reporter-destination=${join(REPORTS, 'node-cluster.json')}`,
    'tests/cluster/',
  ], env) && ok;
}

const { passed, failed } = summarize(REPORTS);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
