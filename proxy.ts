import { NextResponse, type NextRequest } from 'next/server';
import { channelForHost } from '@/lib/channel/hosts';
import { HOME_MIRROR_COOKIE, HOME_VARIANT_SEGMENT, homeValueFor, homeVariantPath } from '@/components/experiments/server';
import { SESSION_COOKIE, readSession } from '@/lib/session/site-session';

const VARIANT_PREFIX = `/${HOME_VARIANT_SEGMENT}`;

/**
 * Thin dispatcher: host -> channel (rewritten into the path so pages stay cacheable per
 * channel). It sets no cookies and calls no API: page answers may be stored by a shared cache
 * (docs/security.md "Cache safety"), and a slow API must not hold a page. The visitor cookies
 * come from the page's own POST /site-api/visitor. The home is the one page whose variant is
 * chosen here: "/" of a visitor whose session already knows the search-led home group is
 * rewritten to that variant's own cached page (docs/experiments.md); unknown groups get the
 * default home at once.
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
  if (path === '/') {
    const session = await readSession(req.cookies.get(SESSION_COOKIE)?.value);
    const variant = homeVariantPath(channel, homeValueFor(session?.groups ?? null, req.cookies.get(HOME_MIRROR_COOKIE)?.value));
    if (variant) url.pathname = variant;
  }
  return NextResponse.rewrite(url);
}

export const config = {
  // Static assets and the site's own route handlers are not channel pages.
  matcher: ['/((?!_next/|site-api/|api-gw/|favicon\\.ico|.*\\.(?:png|jpe?g|gif|svg|webp|avif|ico|css|js|map|woff2?|ttf)$).*)'],
};
