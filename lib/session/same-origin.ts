import { NextResponse, type NextRequest } from 'next/server';
import { fail } from '@/lib/api/envelope';

/** Answers of the session routes are per visitor: never stored by a shared cache. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** Writes to the site's own session may only come from its pages (the cookies are Lax too: belt and braces). */
export function sameOrigin(req: NextRequest): boolean {
  const origin = req.headers.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.get('host');
  } catch {
    return false;
  }
}

/** A session route's refusal: the HTTP status, errorCode status × 100 and a message for the visitor. */
export function refuse(status: number, message: string) {
  return NextResponse.json(fail(status * 100, message), { status, headers: NO_STORE });
}

/** The JSON body of a session write, or the refusal to answer: a cross-site request (403) or a body that is not JSON (400). */
export async function sessionWriteBody(req: NextRequest): Promise<{ body: unknown } | { refusal: NextResponse }> {
  if (!sameOrigin(req)) return { refusal: refuse(403, '不允许跨站修改会话') };
  try {
    return { body: await req.json() };
  } catch {
    return { refusal: refuse(400, '请求体不是合法的 JSON') };
  }
}
