import type { NextRequest, NextResponse } from 'next/server';
import {
  GROUPS_TTL_MS,
  SESSION_COOKIE,
  createDeviceId,
  groupsFresh,
  isValidDeviceId,
  readSession,
  setSessionCookie,
  type SessionPayload,
} from '@/lib/session/site-session';
import { fetchGroupsWithFallback } from '@/components/experiments/server';
import type { GroupEntry } from '@/lib/api/group-entry';
import { DEVICE_COOKIE, DEVICE_MAX_AGE_S, VISIT_COOKIE, isVisitorRequest } from '@/lib/visitor/visit-cookie';

export { DEVICE_COOKIE };
const FAILURE_RETRY_MS = 60_000;

/**
 * Device id cookie and the sealed session holding experiment groups, refreshed from the API
 * only when the cached groups are stale; an API failure keeps the groups the session already
 * had (a visitor does not flip variants because the API hiccuped) or stores none, so lookups
 * use their defaults. Runs in POST /site-api/visitor, the page's own small uncacheable request,
 * never on a page response (those may be stored by a shared cache: docs/security.md "Cache
 * safety"). `claimed` is the device id the browser keeps in local storage, which wins over a
 * cleared cookie. Also sets the readable VISIT_COOKIE that tells the page when to ask again.
 * Returns the visitor's groups (null for crawlers and prefetches, which get nothing).
 */
export async function ensureVisitor(req: NextRequest, res: NextResponse, claimed?: string): Promise<GroupEntry[] | null> {
  if (!isVisitorRequest(req.headers)) return null;
  const session = await readSession(req.cookies.get(SESSION_COOKIE)?.value);
  const cookieDevice = req.cookies.get(DEVICE_COOKIE)?.value;
  const deviceId = isValidDeviceId(claimed) ? claimed : isValidDeviceId(cookieDevice) ? cookieDevice : (session?.deviceId ?? createDeviceId());

  if (cookieDevice !== deviceId) {
    res.cookies.set(DEVICE_COOKIE, deviceId, { path: '/', maxAge: DEVICE_MAX_AGE_S, sameSite: 'lax' });
  }
  const next: SessionPayload = { ...(session ?? {}), deviceId };
  if (session && session.deviceId === deviceId && groupsFresh(session)) {
    markVisit(res, session.groupsAt! + GROUPS_TTL_MS - Date.now());
    return session.groups ?? [];
  }

  const fetched = await fetchGroupsWithFallback(deviceId);
  const kept = session?.deviceId === deviceId ? (session.groups ?? []) : [];
  const groups = fetched.length > 0 ? fetched : kept;
  next.groups = groups;
  // A failed fetch is cached too (the kept groups, or none = defaults), but retried after a minute rather
  // than after the full TTL, so a down API costs one slow request per minute, not every view.
  next.groupsAt = fetched.length > 0 ? Date.now() : Date.now() - GROUPS_TTL_MS + FAILURE_RETRY_MS;
  await setSessionCookie(req, res, next);
  markVisit(res, next.groupsAt + GROUPS_TTL_MS - Date.now());
  return groups;
}

/** The page asks /site-api/visitor again once this readable marker expires (when the groups go stale). */
function markVisit(res: NextResponse, ms: number): void {
  res.cookies.set(VISIT_COOKIE, '1', { path: '/', maxAge: Math.max(1, Math.floor(ms / 1000)), sameSite: 'lax' });
}
