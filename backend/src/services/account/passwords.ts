import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N=2^14, r=8, p=1 (about 50 ms and 16 MB per hash on this class of machine). */
const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));
}

function encode(salt: Buffer, key: Buffer, params: { N: number; r: number; p: number } = PARAMS): string {
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** 8-20 characters with at least one letter and one digit; printable ASCII only. */
export function passwordAcceptable(password: string): boolean {
  return /^[\x21-\x7e]{8,20}$/.test(password) && /[A-Za-z]/.test(password) && /\d/.test(password);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scryptAsync(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: 64 * 1024 * 1024 }));
}

/** Synchronous variant for seeding demo accounts at start-up. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: 64 * 1024 * 1024 }));
}

interface StoredHash {
  salt: Buffer;
  expected: Buffer;
  params: { N: number; r: number; p: number; maxmem: number };
}

/** Parses a stored `scrypt$N$r$p$salt$key`; null for anything malformed (which never matches). */
function parseHash(stored: string | null): StoredHash | null {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 1 << 20) return null;
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (!expected.length) return null;
  return { salt: Buffer.from(parts[4]!, 'base64url'), expected, params: { N, r, p, maxmem: 256 * 1024 * 1024 } };
}

/** Constant-time check against a stored `scrypt$N$r$p$salt$key`; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const h = parseHash(stored);
  if (!h) return false;
  return timingSafeEqual(await scryptAsync(password, h.salt, h.expected.length, h.params), h.expected);
}

/** Synchronous check, for the start-up refusal of published demo passwords in production. */
export function verifyPasswordSync(password: string, stored: string | null): boolean {
  const h = parseHash(stored);
  return h !== null && timingSafeEqual(scryptSync(password, h.salt, h.expected.length, h.params), h.expected);
}

let decoy: string | null = null;
/** A hash no password matches, checked for unknown phones so they cost the same scrypt work as known ones. */
export function decoyHash(): string {
  decoy ??= hashPasswordSync(randomBytes(24).toString('base64url'));
  return decoy;
}

/** Digest of a random token or code as stored (tokens are unguessable, so no salt is needed). */
export function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** An unguessable token: 32 random bytes, URL-safe. */
export function newToken(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** Equal-length constant-time string comparison (digests, signatures). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
