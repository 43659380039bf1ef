// Where the end-to-end run's servers write their production logs, which the log scan reads after
// the run (scripts/e2e-log-scan.mjs, docs/security.md "Quiet logs"). Not in .e2e-data: the API
// empties that at start, while the site server starts at the same moment.
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
export const E2E_LOG_DIR = join(ROOT, '.e2e-logs');
export const E2E_API_LOG = join(E2E_LOG_DIR, 'api.log');
export const E2E_SITE_LOG = join(E2E_LOG_DIR, 'site.log');
/** The e2e API's data directory: its database and SMS outbox are the scan's source of truth. */
export const E2E_DATA_DIR = join(ROOT, '.e2e-data');

/** A fresh (truncated) log file for one server's stdout and stderr, as a file descriptor. */
export function freshLog(file) {
  mkdirSync(E2E_LOG_DIR, { recursive: true });
  closeSync(openSync(file, 'w'));
  return openSync(file, 'a');
}
