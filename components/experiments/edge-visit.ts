import type { NextRequest, NextResponse } from 'next/server';
import { DEVICE_COOKIE, DEVICE_MAX_AGE_S, isValidDeviceId, isVisitorRequest } from '@/lib/visitor/visit-cookie';
import { homeValueFor, homeVariantPath } from './home-variant';

/** The edge's answer for "/": the page to render and, for a brand-new visitor, the device id made for them. */
export interface EdgeHome {
  /** The internal variant path to rewrite to, or null for the classic home. */
  variantPath: string | null;
  /** A device id made here (the response must set it), or null when the request carried one or is a crawler's. */
  minted: string | null;
}

/** A v4 uuid (Web Crypto: the proxy may run on the edge runtime as well as on Node). */
function newDeviceId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Chooses the home variant for this request from its device id (docs/experiments.md "Variants
 * from the first response"). A visitor without a device id gets one made here, so even the very
 * first "/" is rendered in their bucket; crawlers and prefetches get none and the classic home.
 */
export function edgeHome(req: NextRequest, channel: string): EdgeHome {
  const cookie = req.cookies.get(DEVICE_COOKIE)?.value;
  const known = isValidDeviceId(cookie) ? cookie : null;
  const minted = !known && req.method === 'GET' && isVisitorRequest(req.headers) ? newDeviceId() : null;
  return { variantPath: homeVariantPath(channel, homeValueFor(known ?? minted)), minted };
}

/**
 * Sets a device id made by edgeHome() on the response. Such an answer is per visitor: the site
 * server marks any page answer with Set-Cookie `private, no-store` (lib/server/page-guard.cjs),
 * so no shared cache keeps it; the variant page itself still comes from Next's page cache.
 */
export function keepMintedDevice(res: NextResponse, deviceId: string): void {
  res.cookies.set(DEVICE_COOKIE, deviceId, { path: '/', maxAge: DEVICE_MAX_AGE_S, sameSite: 'lax' });
  res.headers.set('Cache-Control', 'private, no-store');
}
