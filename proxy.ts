import { NextResponse, type NextRequest } from 'next/server';
import { channelForHost } from '@/lib/channel/hosts';
import { HOME_VARIANT_SEGMENT, edgeHome, keepMintedDevice } from '@/components/experiments/server';

const VARIANT_PREFIX = `/${HOME_VARIANT_SEGMENT}`;

/**
 * Thin dispatcher: host -> channel (rewritten into the path so pages stay cacheable per
 * channel). It calls no API (a slow API must not hold a page). The home is the one page whose
 * variant is chosen here, from the device id's edge bucket (components/experiments/edge-visit.ts,
 * docs/experiments.md): "/" of a visitor in the search-led group is rewritten to that variant's
 * own cached page. The one cookie it sets is a new visitor's device id on "/", so their very
 * first home is already their variant; that answer is private (docs/security.md "Cache safety").
 * Every other visitor cookie comes from the page's own POST /site-api/visitor.
 */
export function proxy(req: NextRequest) {
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
  if (path !== '/') return NextResponse.rewrite(url);
  const home = edgeHome(req, channel);
  if (home.variantPath) url.pathname = home.variantPath;
  const res = NextResponse.rewrite(url);
  if (home.minted) keepMintedDevice(res, home.minted);
  return res;
}

export const config = {
  // Static assets and the site's own route handlers are not channel pages.
  matcher: ['/((?!_next/|site-api/|api-gw/|favicon\\.ico|.*\\.(?:png|jpe?g|gif|svg|webp|avif|ico|css|js|map|woff2?|ttf)$).*)'],
};
