import type { NextRequest } from 'next/server';

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
