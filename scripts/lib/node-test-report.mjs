// A node:test reporter that writes the counts in jest's --json shape (numPassedTests,
// numFailedTests), so scripts/lib/summary.mjs adds the node-run suites (tests/cluster) to the
// `tests: N passed, N failed` line like any jest report. Skipped tests are not counted.
export default async function* jestShapedReport(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    if (data.details?.type === 'suite') {
      // A suite that failed outside its tests (a before hook) fails the run too.
      if (event.type === 'test:fail' && data.details?.error?.failureType === 'hookFailed') failed += 1;
      continue;
    }
    if (data.skip || data.todo) skipped += 1;
    else if (event.type === 'test:pass') passed += 1;
    else {
      failed += 1;
      failures.push({ title: data.name, message: String(data.details?.error?.cause?.message ?? data.details?.error?.message ?? '') });
    }
  }
  yield `${JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numPendingTests: skipped, testResults: [], failures }, null, 2)}\n`;
}
