/**
 * Readable marker set by POST /site-api/visitor for as long as the sealed session's experiment
 * groups are fresh: while it exists the page need not ask again (lib/visitor/sync-visitor.ts).
 * Shared by the route (server) and the page script, so it imports nothing.
 */
export const VISIT_COOKIE = 'site_visit';
/** The site's own visitor endpoint (app/site-api/visitor). */
export const VISITOR_PATH = '/site-api/visitor';
/** Landing parameters worth a call even while the marker is fresh (SPEC §3 source cookies). */
export const LANDING_PARAMS = ['source', 'bd_vid'] as const;
/**
 * The readable device-id cookie (SPEC §3/§4: the login flow and the group request send it). Made
 * by the edge on a new visitor's first home (components/experiments/edge-visit.ts), by
 * POST /site-api/visitor, or by the page script (lib/visitor/device-uuid.ts), whichever comes first.
 */
export const DEVICE_COOKIE = 'deviceId';
/** Two years: the device's experiment buckets follow it that long. */
export const DEVICE_MAX_AGE_S = 2 * 365 * 86_400;

/** A device id the site accepts (made by it or by an earlier visit): the one rule of the session, the edge and the browser. */
export function isValidDeviceId(x: unknown): x is string {
  return typeof x === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(x);
}

// Crawlers and prefetches get pages, not visitor state (no cookies, no API call).
const BOT = /bot|crawl|spider|slurp|bingpreview|lighthouse/i;

/** A person's own request (not a crawler, not a prefetch): only these get visitor cookies. */
export function isVisitorRequest(headers: { get(name: string): string | null }): boolean {
  if (headers.get('next-router-prefetch') || headers.get('purpose') === 'prefetch') return false;
  return !BOT.test(headers.get('user-agent') ?? '');
}
