// The production site server for end-to-end tests (lib/server/site-server.mjs, unchanged), with
// its stdout and stderr — Next's own error output included — in .e2e-logs/site.log, which the log
// scan reads after the run (scripts/e2e-log-scan.mjs).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_SITE_LOG, freshLog } from './lib/e2e-logs.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const log = freshLog(E2E_SITE_LOG);
// The API starts each run on a fresh database (scripts/e2e-api.mjs), so the pages Next cached on
// disk in an earlier run (their counts, ids, and the canonical origin of that run's PORT) are
// not this run's: the run starts with none, as a fresh checkout does.
rmSync(join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'server', 'route-cache'), { recursive: true, force: true });
const child = spawn(process.execPath, ['lib/server/site-server.mjs'], { cwd: ROOT, stdio: ['ignore', log, log], env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
