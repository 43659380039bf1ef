// After the end-to-end run (`npm test` runs it after Playwright, whatever Playwright's outcome):
// scans the run's production logs (.e2e-logs/api.log, .e2e-logs/site.log) for every secret the
// run produced, collected from the API's database and SMS outbox in .e2e-data and from the
// fixtures' passwords (scripts/lib/log-scan.cjs). Counted as one test in `tests: N passed, N
// failed` through a jest-shaped report (`--report file`). Fails naming the kind and log line,
// never the secret. `node scripts/e2e-log-scan.mjs` after `npx playwright test …` works too.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { E2E_API_LOG, E2E_DATA_DIR, E2E_SITE_LOG } from './lib/e2e-logs.mjs';

const require = createRequire(import.meta.url);
const { collectSecrets, describeFindings, scanLog, secretCounts } = require('./lib/log-scan.cjs');
const ROOT = new URL('..', import.meta.url).pathname;
const TITLE = 'the production logs of the e2e run hold none of the secrets the run produced';

const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const reportAt = arg('--report');
// `--since <epoch ms>`: when the run began; a log older than that is an earlier run's (this run's servers never started).
const since = Number(arg('--since') ?? 0);
const problems = [];
const started = Date.now();

function scan() {
  if (!existsSync(join(E2E_DATA_DIR, 'catalogue.db'))) {
    problems.push(`no e2e API database in ${E2E_DATA_DIR}: the end-to-end run did not start its API`);
    return;
  }
  const secrets = collectSecrets({
    dataDir: E2E_DATA_DIR,
    // The e2e API's fixed key (scripts/e2e-api.mjs), so signed download links can be recomputed.
    accountSecret: process.env.API_ACCOUNT_SECRET ?? 'e2e-account-secret-not-for-production-0123456789',
    passwordDirs: [join(ROOT, 'tests', 'e2e')],
    passwords: [/DEMO_PASSWORD = '([^']+)'/.exec(readFileSync(join(ROOT, 'backend/src/services/account/demo-accounts.ts'), 'utf8'))?.[1]].filter(Boolean),
  });
  const counts = secretCounts(secrets);
  console.log(`[log-scan] secrets the run produced: ${Object.entries(counts).map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
  for (const [file, mustLogRequests] of [[E2E_API_LOG, true], [E2E_SITE_LOG, false]]) {
    if (!existsSync(file)) {
      problems.push(`${basename(file)} is missing: the e2e servers did not write their log`);
      continue;
    }
    if (statSync(file).mtimeMs < since) {
      problems.push(`${basename(file)} is older than this run: its servers did not start`);
      continue;
    }
    const { findings, requestLines, lines } = scanLog(readFileSync(file, 'utf8'), secrets);
    console.log(`[log-scan] ${basename(file)}: ${lines} lines${mustLogRequests ? `, ${requestLines} request lines` : ''}, ${findings.length} finding${findings.length === 1 ? '' : 's'}`);
    // An API log without request lines means logging was off: the scan would prove nothing.
    if (mustLogRequests && requestLines === 0) problems.push(`${basename(file)} has no request lines: the API did not log requests (API_LOG)`);
    for (const line of describeFindings(basename(file), findings)) problems.push(`secret in the log — ${line}`);
  }
}

try {
  scan();
} catch (err) {
  problems.push(`the scan failed: ${err instanceof Error ? err.message : String(err)}`);
}

const failed = problems.length > 0;
if (failed) {
  console.error(`\n[log-scan] FAILED: ${TITLE}`);
  for (const p of problems) console.error(`  ✗ ${p}`);
} else {
  console.log(`[log-scan] ok: ${TITLE} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
if (reportAt) {
  const assertion = { title: TITLE, status: failed ? 'failed' : 'passed', failureMessages: problems };
  const report = {
    numPassedTests: failed ? 0 : 1,
    numFailedTests: failed ? 1 : 0,
    numPendingTests: 0,
    testResults: [{ name: 'scripts/e2e-log-scan.mjs', status: failed ? 'failed' : 'passed', assertionResults: [assertion] }],
  };
  writeFileSync(reportAt, `${JSON.stringify(report, null, 2)}\n`);
}
process.exit(failed ? 1 : 0);
