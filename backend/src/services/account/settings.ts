import { randomBytes } from 'node:crypto';
import type { ApiEnv } from '../../config';

/** Lifetimes and limits of the account side. Env overrides exist for tests and operators. */
export interface AccountSettings {
  env: ApiEnv;
  /** HMAC key of slider passes. API_ACCOUNT_SECRET, else random per process (passes live minutes). */
  secret: Buffer;
  codeTtlMs: number;
  qrTtlMs: number;
  sessionTtlMs: number;
  sliderTtlMs: number;
  permitTtlMs: number;
  deviceTokenTtlMs: number;
  deviceRelationTtlMs: number;
  ticketTtlMs: { tgt: number; st: number; handoff: number };
  /** Proof-of-work difficulty of the slider (leading zero bits; API_SLIDER_POW_BITS, 8-22). */
  powBits: number;
  /** API_TEST_MODE: generated codes and slider answers may be read back by tests (GET /test/...). */
  exposeSecrets: boolean;
}

function seconds(value: string | undefined, fallback: number, min = 1, max = 86_400 * 365): number {
  const n = Number(value);
  return (Number.isInteger(n) && n >= min && n <= max ? n : fallback) * 1000;
}

export function accountSettings(env: ApiEnv, testMode: boolean, vars: NodeJS.ProcessEnv = process.env): AccountSettings {
  const configured = vars.API_ACCOUNT_SECRET?.trim();
  return {
    env,
    secret: configured && configured.length >= 32 ? Buffer.from(configured) : randomBytes(32),
    codeTtlMs: seconds(vars.API_CODE_TTL_SECONDS, 300),
    qrTtlMs: seconds(vars.API_QR_TTL_SECONDS, 120),
    sessionTtlMs: seconds(vars.API_SESSION_TTL_SECONDS, 30 * 86_400),
    sliderTtlMs: 120_000,
    permitTtlMs: 300_000,
    deviceTokenTtlMs: 60_000,
    deviceRelationTtlMs: 90 * 86_400_000,
    ticketTtlMs: { tgt: 8 * 3_600_000, st: 300_000, handoff: 60_000 },
    exposeSecrets: testMode && env !== 'production',
    powBits: seconds(vars.API_SLIDER_POW_BITS, 14, 8, 22) / 1000,
  };
}

/** Rate limits: [max events, window ms]. The messages say what happened and when to retry. */
export const LIMITS = {
  codeInterval: [1, 60_000],
  codePerPhone: [10, 86_400_000],
  codePerIp: [30, 3_600_000],
  codePerIpDay: [100, 86_400_000],
  /** One customer's allocation (IPv4 /24, IPv6 /48): its share of the day's SMS budget. */
  codePerWideDay: [500, 86_400_000],
  /** What the SMS account may spend in a day, all phones together. */
  codePerDay: [20_000, 86_400_000],
  passwordPerPhone: [5, 900_000],
  passwordPerIp: [30, 900_000],
  sliderPerIp: [60, 3_600_000],
  codeAttempts: [5, 0],
  sliderAttempts: [5, 0],
} as const;
