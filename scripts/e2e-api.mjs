// The reference API for end-to-end tests: a fresh, small, deterministic database each run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { apiCommand } from './lib/api-command.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const dataDir = join(ROOT, '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(...apiCommand(), {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, API_DATA_DIR: dataDir, API_SEED_SIZE: process.env.API_SEED_SIZE ?? '3000', API_ENV: 'test', API_TEST_MODE: '1' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
