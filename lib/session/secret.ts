import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** iron-session needs at least 32 characters. */
const MIN_SECRET_LENGTH = 32;

export function defaultSecretFile(): string {
  return join(process.cwd(), '.next', 'cache', 'session-secret');
}

function readSecretFile(file: string): string | undefined {
  try {
    const value = readFileSync(file, 'utf8').trim();
    return value.length >= MIN_SECRET_LENGTH ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the file only if absent ('wx'), so concurrent workers agree on the first secret. */
function writeSecretFile(file: string, secret: string): string {
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch {
    return readSecretFile(file) ?? secret;
  }
}

interface SecretSource {
  env?: NodeJS.ProcessEnv;
  file?: string;
  warn?: (message: string) => void;
}

/**
 * The session password: SESSION_SECRET when set and long enough. Otherwise a random secret
 * generated once and kept in .next/cache (git-ignored), so restarts keep sessions valid; if the
 * file cannot be written, a per-process secret. A short SESSION_SECRET is reported and ignored
 * rather than crashing every page.
 */
export function resolveSessionSecret({ env = process.env, file = defaultSecretFile(), warn = console.warn }: SecretSource = {}): string {
  const configured = env.SESSION_SECRET?.trim();
  if (configured && configured.length >= MIN_SECRET_LENGTH) return configured;
  if (configured) warn(`SESSION_SECRET is shorter than ${MIN_SECRET_LENGTH} characters; using a generated secret instead.`);
  else if (env.NODE_ENV === 'production') warn('SESSION_SECRET is not set; using a generated secret (sessions do not survive a new machine).');
  return readSecretFile(file) ?? writeSecretFile(file, randomBytes(32).toString('hex'));
}

let cached: string | undefined;

/** The process-wide session password (resolved once). */
export function sessionSecret(): string {
  cached ??= resolveSessionSecret();
  return cached;
}

/** Tests only: forget the cached password. */
export function resetSessionSecretCache(): void {
  cached = undefined;
}
