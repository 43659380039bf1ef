import type { NextRequest, NextResponse } from 'next/server';
import { SESSION_COOKIE, readSession, setSessionCookie, type SessionSource } from '@/lib/session/site-session';

/** SPEC §3 cookie: the Baidu click id of the landing, kept for conversion reports. */
export const BD_VID_COOKIE = 'bd_vid';
const BD_VID_MAX_AGE = 30 * 86_400;
const BD_VID_RE = /^[A-Za-z0-9_.-]{1,200}$/;
const FIELDS = ['source', 'keyword', 'plan', 'unit'] as const;

/** The landing's attribution, or null. `keyword` alone is a search, not attribution: `source` is required. */
export function sourceFromQuery(query: URLSearchParams, now: number = Date.now()): SessionSource | null {
  const source = query.get('source')?.trim();
  if (!source) return null;
  const out: SessionSource = { at: now };
  for (const key of FIELDS) {
    const value = query.get(key)?.trim();
    if (value) out[key] = value.slice(0, 200);
  }
  return out;
}

/**
 * POST /site-api/visitor step: the landing page's parameters (`query`, which the page sends)
 * → cookies. bd_vid gets its own readable cookie; source, keyword, plan and unit go into the
 * sealed session (the latest landing wins), which the login check reads through
 * /site-api/session. Runs after ensureVisitor and builds on the session it may just have
 * written; requests without a session (crawlers, prefetches) are left alone.
 */
export async function captureSource(req: NextRequest, res: NextResponse, query: URLSearchParams = req.nextUrl.searchParams): Promise<void> {
  const bdVid = query.get('bd_vid');
  const source = sourceFromQuery(query);
  if (!source && !bdVid) return;

  const sealed = res.cookies.get(SESSION_COOKIE)?.value ?? req.cookies.get(SESSION_COOKIE)?.value;
  const session = await readSession(sealed);
  if (!session) return;
  if (bdVid && BD_VID_RE.test(bdVid)) res.cookies.set(BD_VID_COOKIE, bdVid, { path: '/', maxAge: BD_VID_MAX_AGE, sameSite: 'lax' });
  if (!source) return;
  await setSessionCookie(req, res, { ...session, source });
}
