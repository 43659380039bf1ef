// Prints `tests: N passed, N failed` from reports/ (used by .ci/run after `npm test`).
import { summarize } from './lib/summary.mjs';

const { passed, failed } = summarize(new URL('../reports', import.meta.url).pathname);
console.log(`tests: ${passed} passed, ${failed} failed`);
