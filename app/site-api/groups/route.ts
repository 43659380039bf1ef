import { NextResponse, type NextRequest } from 'next/server';
import { ok } from '@/lib/api/envelope';
import { SESSION_COOKIE, readSession } from '@/lib/session/site-session';

/** The visitor's cached experiment groups (sealed in the HttpOnly session) for client code. */
export async function GET(req: NextRequest) {
  const session = await readSession(req.cookies.get(SESSION_COOKIE)?.value);
  return NextResponse.json(ok(session?.groups ?? []), { headers: { 'Cache-Control': 'private, no-store' } });
}
