import { NextResponse, type NextRequest } from 'next/server';
import { channelForHost } from '@/lib/channel/hosts';
import { captureSource } from '@/lib/visitor/capture-source';
import { ensureVisitor } from '@/lib/visitor/ensure-visitor';

/**
 * Thin dispatcher: host -> channel (rewritten into the path so pages stay cacheable per
 * channel), then the visitor cookies (device id, cached experiment groups, landing source).
 */
export async function proxy(req: NextRequest) {
  const channel = channelForHost(req.headers.get('host') ?? '');
  const url = req.nextUrl.clone();
  url.pathname = `/${channel}${req.nextUrl.pathname === '/' ? '' : req.nextUrl.pathname}`;
  const res = NextResponse.rewrite(url);
  await ensureVisitor(req, res);
  await captureSource(req, res);
  return res;
}

export const config = {
  // Static assets and the site's own route handlers are not channel pages.
  matcher: ['/((?!_next/|site-api/|api-gw/|favicon\\.ico|.*\\.(?:png|jpe?g|gif|svg|webp|avif|ico|css|js|map|woff2?|ttf)$).*)'],
};
