/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSecretFile, resetSessionSecretCache, resolveSessionSecret, sessionSecret } from '@/lib/session/secret';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'secret-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const env = (vars: Record<string, string | undefined>) => vars as NodeJS.ProcessEnv;

describe('resolveSessionSecret', () => {
  it('uses SESSION_SECRET when long enough', () => {
    const warn = jest.fn();
    const secret = 'x'.repeat(32);
    expect(resolveSessionSecret({ env: env({ SESSION_SECRET: secret }), file: join(dir, 's'), warn })).toBe(secret);
    expect(warn).not.toHaveBeenCalled();
  });
  it('generates a secret once, stores it with mode 600 and reuses it', () => {
    const file = join(dir, 'cache', 'session-secret');
    const warn = jest.fn();
    const first = resolveSessionSecret({ env: env({ NODE_ENV: 'development' }), file, warn });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret({ env: env({}), file, warn })).toBe(first);
    expect(warn).not.toHaveBeenCalled();
  });
  it('warns in production without SESSION_SECRET but still works', () => {
    const warn = jest.fn();
    const secret = resolveSessionSecret({ env: env({ NODE_ENV: 'production' }), file: join(dir, 's'), warn });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SESSION_SECRET is not set'));
  });
  it('ignores a short SESSION_SECRET with a warning', () => {
    const warn = jest.fn();
    const secret = resolveSessionSecret({ env: env({ SESSION_SECRET: 'short' }), file: join(dir, 's'), warn });
    expect(secret).not.toBe('short');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('shorter than 32'));
  });
  it('replaces a stored secret that is too short', () => {
    const file = join(dir, 's');
    writeFileSync(file, 'tiny');
    const secret = resolveSessionSecret({ env: env({}), file, warn: jest.fn() });
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
  });
  it('falls back to a per-process secret when the file cannot be written', () => {
    const blocker = join(dir, 'file-not-dir');
    writeFileSync(blocker, 'x');
    const secret = resolveSessionSecret({ env: env({}), file: join(blocker, 'sub', 'secret'), warn: jest.fn() });
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
  });
  it('agrees with a secret written concurrently by another worker', () => {
    const file = join(dir, 'race');
    const theirs = 'r'.repeat(64);
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, theirs);
    expect(resolveSessionSecret({ env: env({}), file, warn: jest.fn() })).toBe(theirs);
  });
});

describe('sessionSecret', () => {
  it('is resolved once per process', () => {
    process.env.SESSION_SECRET = 'a'.repeat(32);
    resetSessionSecretCache();
    expect(sessionSecret()).toBe('a'.repeat(32));
    process.env.SESSION_SECRET = 'b'.repeat(32);
    expect(sessionSecret()).toBe('a'.repeat(32));
    resetSessionSecretCache();
    expect(sessionSecret()).toBe('b'.repeat(32));
    delete process.env.SESSION_SECRET;
    resetSessionSecretCache();
  });
  it('defaults to .next/cache/session-secret under the working directory', () => {
    expect(defaultSecretFile()).toBe(join(process.cwd(), '.next', 'cache', 'session-secret'));
  });
});
