// The production site server for end-to-end tests (lib/server/site-server.mjs, unchanged), with
// its stdout and stderr — Next's own error output included — in .e2e-logs/site.log, which the log
// scan reads after the run (scripts/e2e-log-scan.mjs).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_SITE_LOG, freshLog } from './lib/e2e-logs.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const log = freshLog(E2E_SITE_LOG);
// The API starts each run on a fresh database (scripts/e2e-api.mjs), so what Next cached on disk
// in an earlier run is not this run's: its pages (their counts, ids, and the canonical origin of
// that run's PORT) and its data cache (an approved upload's pictures, a designer that no longer
// exists, served stale on the first render). The run starts with neither, as a fresh checkout does.
const dist = join(ROOT, process.env.NEXT_DIST_DIR || '.next');
for (const dir of [join(dist, 'server', 'route-cache'), join(dist, 'cache', 'fetch-cache')]) rmSync(dir, { recursive: true, force: true });
const child = spawn(process.execPath, ['lib/server/site-server.mjs'], { cwd: ROOT, stdio: ['ignore', log, log], env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
