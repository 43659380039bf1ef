// The reference API for end-to-end tests: a fresh, small, deterministic database each run.
// Test mode (for the test-only read-backs), but the log is production's: requests logged by the
// same pino logger and redaction, SMS codes to the outbox file, not stdout. Its stdout and stderr
// go to .e2e-logs/api.log, which the log scan reads after the run (scripts/e2e-log-scan.mjs).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { apiCommand } from './lib/api-command.mjs';
import { E2E_API_LOG, E2E_DATA_DIR, freshLog } from './lib/e2e-logs.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
const log = freshLog(E2E_API_LOG);

const child = spawn(...apiCommand(), {
  cwd: ROOT,
  stdio: ['ignore', log, log],
  env: {
    ...process.env,
    API_DATA_DIR: E2E_DATA_DIR,
    API_SEED_SIZE: process.env.API_SEED_SIZE ?? '3000',
    API_ENV: 'test',
    API_TEST_MODE: '1',
    API_LOG: '1',
    API_SMS_OUTBOX: '1',
    // A fixed key, so the scan can check the run's HMAC'd secrets (download signatures) after it.
    API_ACCOUNT_SECRET: process.env.API_ACCOUNT_SECRET ?? 'e2e-account-secret-not-for-production-0123456789',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
