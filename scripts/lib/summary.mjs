// Sums every runner's JSON report in a folder: jest (--json) and Playwright (json reporter).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function countPlaywright(report) {
  let passed = 0;
  let failed = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'skipped') continue;
        if (test.status === 'expected' || test.status === 'flaky') passed += 1;
        else failed += 1;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  // A run that broke before any test (webServer failed, config error) must not look green.
  if ((report.errors ?? []).length > 0 && passed + failed === 0) failed += report.errors.length;
  return { passed, failed };
}

function countJest(report) {
  const failedSuites = (report.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + failedSuites };
}

export function summarize(dir) {
  const total = { passed: 0, failed: 0 };
  if (!existsSync(dir)) return total;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    let report;
    try {
      report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch {
      total.failed += 1; // an unreadable report is a failed suite, not a silent pass
      continue;
    }
    const c = 'numPassedTests' in report ? countJest(report) : countPlaywright(report);
    total.passed += c.passed;
    total.failed += c.failed;
  }
  return total;
}
