/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, preloaded with `node --require` */
// Loaded into a benchmarked server with `node --expose-gc --require` (scripts/bench-soak.mjs):
// on SIGUSR2 it runs a full garbage collection and appends the process's memory figures to
// HEAP_PROBE_FILE as one JSON line. The live heap after a full collection is what a leak grows;
// RSS alone also grows while V8 lets garbage pile up towards its heap size and while caches fill.
const { appendFileSync } = require('node:fs');

const file = process.env.HEAP_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    if (typeof global.gc === 'function') global.gc();
    const m = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers })}\n`);
  });
}
