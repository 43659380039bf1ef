import { NextResponse, type NextRequest } from 'next/server';
import { channelForHost } from '@/lib/channel/hosts';
import { HOME_MIRROR_COOKIE, HOME_VARIANT_SEGMENT, homeValueFor, homeVariantPath } from '@/lib/experiments/home-variant';
import { captureSource } from '@/lib/visitor/capture-source';
import { ensureVisitor } from '@/lib/visitor/ensure-visitor';

const VARIANT_PREFIX = `/${HOME_VARIANT_SEGMENT}`;

/**
 * Thin dispatcher: host -> channel (rewritten into the path so pages stay cacheable per
 * channel), then the visitor cookies (device id, cached experiment groups, landing source).
 * The home is the one page whose variant is chosen here: "/" of a visitor in the search-led
 * home group is rewritten to that variant's own cached page (docs/experiments.md).
 */
export async function proxy(req: NextRequest) {
  const path = req.nextUrl.pathname;
  // The variant homes are internal: a direct request lands on the real home.
  if (path === VARIANT_PREFIX || path.startsWith(`${VARIANT_PREFIX}/`)) {
    const home = req.nextUrl.clone();
    home.pathname = '/';
    home.search = '';
    return NextResponse.redirect(home, 308);
  }
  const channel = channelForHost(req.headers.get('host') ?? '');
  const url = req.nextUrl.clone();
  url.pathname = `/${channel}${path === '/' ? '' : path}`;
  const res = NextResponse.rewrite(url);
  const groups = await ensureVisitor(req, res);
  await captureSource(req, res);
  if (path === '/' && groups) {
    const variant = homeVariantPath(channel, homeValueFor(groups, req.cookies.get(HOME_MIRROR_COOKIE)?.value));
    if (variant) {
      url.pathname = variant;
      const rewritten = NextResponse.rewrite(url);
      for (const c of res.cookies.getAll()) rewritten.cookies.set(c);
      return rewritten;
    }
  }
  return res;
}

export const config = {
  // Static assets and the site's own route handlers are not channel pages.
  matcher: ['/((?!_next/|site-api/|api-gw/|favicon\\.ico|.*\\.(?:png|jpe?g|gif|svg|webp|avif|ico|css|js|map|woff2?|ttf)$).*)'],
};
