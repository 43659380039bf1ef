import { randomUUID } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { sealData, unsealData } from 'iron-session';
import { cleanGroups, type GroupEntry } from '@/lib/api/group-entry';
import { sessionSecret } from './secret';
import { isValidDeviceId } from '@/lib/visitor/visit-cookie';

/**
 * Server-side session of what the site itself owns (ARCHITECTURE "Sessions"): sealed with
 * iron-session v8 into one HttpOnly cookie. Only the site's own route handlers write it, never a
 * page answer: POST /site-api/visitor (device id and groups, app/site-api/visitor/ensure-visitor; landing
 * source, lib/visitor/capture-source) and /site-api/session (the login type); proxy.ts only
 * reads it, to pick the home variant.
 */

/** Visitor attribution (SPEC §1/§4: source, keyword, plan, unit). */
export interface SessionSource {
  source?: string;
  keyword?: string;
  plan?: string;
  unit?: string;
  /** Epoch ms when the source was recorded. */
  at?: number;
}

export interface SessionPayload {
  deviceId: string;
  groups?: GroupEntry[];
  /** Epoch ms when `groups` was fetched. */
  groupsAt?: number;
  /** SPEC §4 stored login type (default 0 when absent). */
  loginType?: number;
  source?: SessionSource;
}

export const SESSION_COOKIE = 'site_session';
/** Seal lifetime; also the cookie's max-age. A year: the device id is meant to be long-lived. */
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 365;
/** How long cached groups are trusted before /site-api/visitor asks the API again. */
export const GROUPS_TTL_MS = 10 * 60 * 1000;
/** Browsers drop cookies above ~4 KB (name + value). */
export const MAX_SEAL_LENGTH = 3800;
const MAX_GROUPS = 60;
const SOURCE_FIELDS = ['source', 'keyword', 'plan', 'unit'] as const;

export { isValidDeviceId };

export function createDeviceId(): string {
  return randomUUID();
}

function cleanSource(x: unknown): SessionSource | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  const raw = x as Record<string, unknown>;
  const out: SessionSource = {};
  for (const key of SOURCE_FIELDS) {
    if (typeof raw[key] === 'string') out[key] = (raw[key] as string).slice(0, 200);
  }
  if (typeof raw.at === 'number' && Number.isFinite(raw.at)) out.at = raw.at;
  return Object.keys(out).length ? out : undefined;
}

/** Untrusted input (an unsealed cookie, a caller's object) → a valid payload or null. */
export function normalizeSession(x: unknown): SessionPayload | null {
  if (typeof x !== 'object' || x === null) return null;
  const raw = x as Record<string, unknown>;
  if (!isValidDeviceId(raw.deviceId)) return null;
  const out: SessionPayload = { deviceId: raw.deviceId };
  if (Array.isArray(raw.groups)) out.groups = cleanGroups(raw.groups).slice(0, MAX_GROUPS);
  if (typeof raw.groupsAt === 'number' && Number.isFinite(raw.groupsAt)) out.groupsAt = raw.groupsAt;
  if (typeof raw.loginType === 'number' && Number.isInteger(raw.loginType)) out.loginType = raw.loginType;
  const source = cleanSource(raw.source);
  if (source) out.source = source;
  return out;
}

/**
 * Seals a payload for the cookie. Throws only on an invalid deviceId (a programming error).
 * If the seal would be too big for a cookie, the groups are dropped (they are re-fetched).
 */
export async function sealSession(payload: SessionPayload, password: string = sessionSecret()): Promise<string> {
  const clean = normalizeSession(payload);
  if (!clean) throw new Error('sealSession: invalid deviceId');
  const seal = await sealData(clean, { password, ttl: SESSION_TTL_SECONDS });
  if (seal.length <= MAX_SEAL_LENGTH || !clean.groups) return seal;
  const smaller: SessionPayload = { ...clean };
  delete smaller.groups;
  delete smaller.groupsAt;
  return sealData(smaller, { password, ttl: SESSION_TTL_SECONDS });
}

/** The payload of a cookie value; null when absent, tampered, expired or malformed. */
export async function readSession(cookieValue: string | null | undefined, password: string = sessionSecret()): Promise<SessionPayload | null> {
  if (!cookieValue) return null;
  try {
    return normalizeSession(await unsealData(cookieValue, { password, ttl: SESSION_TTL_SECONDS }));
  } catch {
    return null;
  }
}

/** True while cached groups are recent enough to skip the API call. */
export function groupsFresh(payload: SessionPayload | null | undefined, now: number = Date.now()): boolean {
  if (!payload?.groups || typeof payload.groupsAt !== 'number') return false;
  const age = now - payload.groupsAt;
  return age >= 0 && age < GROUPS_TTL_MS;
}

/** Cookie attributes for the sealed value (HttpOnly: page scripts never need it). */
export function sessionCookieOptions(secure = process.env.NODE_ENV === 'production') {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: SESSION_TTL_SECONDS };
}

/** Seals `payload` into the session cookie of `res` (Secure when the request came over https). */
export async function setSessionCookie(req: NextRequest, res: NextResponse, payload: SessionPayload): Promise<void> {
  res.cookies.set(SESSION_COOKIE, await sealSession(payload), sessionCookieOptions(req.nextUrl.protocol === 'https:'));
}
