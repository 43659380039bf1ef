import path from 'node:path';
import type { NetworkPrefixes } from './http/network';

export type ApiEnv = 'development' | 'test' | 'production';
type SameSite = 'none' | 'lax' | 'strict';

export interface AppConfig {
  env: ApiEnv;
  dataDir: string;
  seedSize: number;
  /** Force a re-seed even when the database exists. */
  reseed: boolean;
  /** Extra allowed CORS origins (exact match). */
  siteOrigins: string[];
  /** Production domain: https://{sub}.{domain} and https://{domain} are allowed. */
  siteDomain: string | null;
  ossPublicOrigin: string;
  /**
   * API_PUBLIC_ORIGIN: the base URL (an origin, optionally with the forwarder's path) a visitor's
   * device reaches this API at, for the URLs it hands out (payment QR, cashier, login QR); null =
   * the host the call came through (the site's /api-gw), see http/public-base.ts.
   */
  publicOrigin: string | null;
  cookieSameSite: SameSite;
  /** 'auto': Secure when the request reached the API over https (directly or via a trusted proxy). */
  cookieSecure: boolean | 'auto';
  /** Domain attribute of the API's cookies (production: the parent domain of every channel host); null = host-only. */
  cookieDomain: string | null;
  /**
   * API_SUBJECTS: compute the subject vectors of the indexed pictures in the background after
   * start (docs/search.md). On by default; off in test mode (env test: the e2e API and in-process test apps) unless set to 1,
   * so the test suite's many servers do not all run the vision model.
   */
  subjectPass: boolean;
  /** API_TEST_MODE=1: the GET /test/* read-backs exist. Never in production (the API refuses to start). */
  testMode: boolean;
  /** Which peers may set X-Forwarded-For/-Proto (Fastify trustProxy): 'loopback' by default (the site's gateway). */
  trustProxy: string | boolean;
  /** Requests per minute per IP; 0 disables the limiter. */
  rateLimit: number;
  /**
   * API_SEARCH_RATE_LIMIT: requests per minute per IP on each search and hot-word endpoint
   * (suggestions, typed per keystroke, get twice this); 0 disables these limits.
   */
  searchRateLimit: number;
  /** API_RATE_LIMIT_WINDOW: the window of both limits, in seconds (default 60). */
  rateLimitWindowMs: number;
  /** API_IMAGE_CACHE_MB: disk the processed image variants may use (least recently used evicted). */
  imageCacheMb: number;
  /**
   * API_NET_V4_PREFIX / API_NET_V6_PREFIX (32 / 64): the network every per-address limit counts
   * by; API_WIDE_V4_PREFIX / API_WIDE_V6_PREFIX (24 / 48): the allocation whose share of the
   * day's SMS budget is capped (http/network.ts).
   */
  networkPrefixes: NetworkPrefixes;
  /** API_ARCHIVE_CACHE_MB: disk the built download archives may use (least recently used evicted). */
  archiveCacheMb: number;
  /** API_TRACK_RETENTION_DAYS: tracking events older than this are rolled up by day and deleted (default 90). */
  trackRetentionDays: number;
  /** Log requests (pino). */
  logger: boolean;
  /** SMS codes go to the outbox file (`sms-outbox.log`), never stdout: production, or API_SMS_OUTBOX=1 (the e2e run, whose stdout is the scanned log). */
  smsOutbox: boolean;
  /** API_EDITOR_PHONES: phones (comma separated) of the accounts that may review uploaded cases. */
  editorPhones: string[];
  /** SITE_ORIGIN: the site the API asks to expire cached pages (POST /site-api/revalidate); null = never. */
  siteOrigin: string | null;
  /** REVALIDATE_SECRET: the Bearer token of that call. */
  revalidateSecret: string | null;
  /** API_UPLOAD_ACTIVITY_START / _END (ISO dates or epoch ms): the upload activity window of the banner flag. */
  uploadActivity: { start: number; end: number } | null;
}

const DEFAULT_SEED_SIZE = 20_000;
const MAX_SEED_SIZE = 5_000_000;

function intFrom(value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`invalid integer ${JSON.stringify(value)} (expected ${min}..${max})`);
  }
  return n;
}

function listFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

function envFrom(value: string | undefined): ApiEnv {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

function sameSiteFrom(value: string | undefined): SameSite {
  const v = (value ?? 'lax').toLowerCase();
  if (v === 'none' || v === 'strict') return v;
  return 'lax';
}

function flag(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

function baseUrlFrom(value: string | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  let u: URL | null = null;
  try {
    u = new URL(v);
  } catch {
    u = null;
  }
  if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:') || u.search || u.hash || u.username || u.password) {
    throw new Error(`invalid API_PUBLIC_ORIGIN ${JSON.stringify(value)} (expected http(s)://host[:port][/path])`);
  }
  return `${u.origin}${u.pathname}`.replace(/\/+$/, '');
}

function trustProxyFrom(value: string | undefined): string | boolean {
  const v = (value ?? 'loopback').trim();
  if (v === '' || v === '0' || v === 'false') return false;
  return v;
}

function timeFrom(value: string | undefined): number | null {
  const v = value?.trim();
  if (!v) return null;
  const t = /^\d+$/.test(v) ? Number(v) : Date.parse(v);
  if (!Number.isFinite(t)) throw new Error(`invalid date ${JSON.stringify(value)} (expected an ISO date or epoch ms)`);
  return t;
}

function windowFrom(start: string | undefined, end: string | undefined): { start: number; end: number } | null {
  const s = timeFrom(start);
  const e = timeFrom(end);
  return s !== null && e !== null && e > s ? { start: s, end: e } : null;
}

/** Reads the API's configuration from the environment (documented in docs/api.md). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const apiEnv = envFrom(env.API_ENV);
  const cookieSameSite = sameSiteFrom(env.API_COOKIE_SAMESITE);
  const testMode = flag(env.API_TEST_MODE);
  const secureVar = env.API_COOKIE_SECURE?.trim();
  const config: Omit<AppConfig, 'subjectPass'> = {
    env: apiEnv,
    dataDir: path.resolve(env.API_DATA_DIR || path.join(__dirname, '..', 'data')),
    seedSize: intFrom(env.API_SEED_SIZE, DEFAULT_SEED_SIZE, 500, MAX_SEED_SIZE),
    reseed: env.API_RESEED === '1' || env.API_RESEED === 'true',
    siteOrigins: listFrom(env.SITE_ORIGINS),
    siteDomain: (env.SITE_DOMAIN ?? '').trim().replace(/^\.+|\.+$/g, '') || null,
    ossPublicOrigin: (env.OSS_PUBLIC_ORIGIN || 'http://localhost:4000').replace(/\/+$/, ''),
    publicOrigin: baseUrlFrom(env.API_PUBLIC_ORIGIN),
    cookieSameSite,
    // SameSite=None is only accepted with Secure; otherwise follow the request's scheme.
    cookieSecure: secureVar ? secureVar !== '0' && secureVar !== 'false' : cookieSameSite === 'none' ? true : 'auto',
    cookieDomain: (env.API_COOKIE_DOMAIN ?? '').trim().replace(/^\.+|\.+$/g, '').toLowerCase() || null,
    testMode,
    trustProxy: trustProxyFrom(env.API_TRUST_PROXY),
    rateLimit: intFrom(env.API_RATE_LIMIT, apiEnv === 'production' ? 1200 : 0, 0, 1_000_000),
    searchRateLimit: intFrom(env.API_SEARCH_RATE_LIMIT, apiEnv === 'production' ? 60 : 0, 0, 1_000_000),
    rateLimitWindowMs: intFrom(env.API_RATE_LIMIT_WINDOW, 60, 1, 86_400) * 1000,
    imageCacheMb: intFrom(env.API_IMAGE_CACHE_MB, 512, 1, 1_000_000),
    networkPrefixes: {
      narrow: { v4: intFrom(env.API_NET_V4_PREFIX, 32, 8, 32), v6: intFrom(env.API_NET_V6_PREFIX, 64, 16, 128) },
      wide: { v4: intFrom(env.API_WIDE_V4_PREFIX, 24, 8, 32), v6: intFrom(env.API_WIDE_V6_PREFIX, 48, 16, 128) },
    },
    archiveCacheMb: intFrom(env.API_ARCHIVE_CACHE_MB, 2048, 1, 10_000_000),
    trackRetentionDays: intFrom(env.API_TRACK_RETENTION_DAYS, 90, 1, 3650),
    logger: env.API_LOG === '1' || (env.API_LOG !== '0' && apiEnv === 'production'),
    smsOutbox: apiEnv === 'production' || flag(env.API_SMS_OUTBOX),
    editorPhones: listFrom(env.API_EDITOR_PHONES).filter((p) => /^1\d{10}$/.test(p)),
    siteOrigin: listFrom(env.SITE_ORIGIN)[0] ?? null,
    revalidateSecret: env.REVALIDATE_SECRET?.trim() || null,
    uploadActivity: windowFrom(env.API_UPLOAD_ACTIVITY_START, env.API_UPLOAD_ACTIVITY_END),
  };
  const envOf = overrides.env ?? config.env;
  // Decided on the final env: in-process test apps pass env 'test' as an override.
  const subjectPass = env.API_SUBJECTS === undefined ? envOf !== 'test' : flag(env.API_SUBJECTS);
  const merged: AppConfig = { ...config, subjectPass, ...overrides };
  if (merged.testMode && merged.env === 'production') throw new Error('API_TEST_MODE=1 is refused with API_ENV=production: the test read-backs would expose every SMS code');
  return merged;
}
