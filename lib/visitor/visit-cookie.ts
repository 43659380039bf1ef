import { isBotAgent } from './device-id.cjs';

/**
 * Readable marker set by POST /site-api/visitor for as long as the sealed session's experiment
 * groups are fresh: while it exists the page need not ask again (lib/visitor/sync-visitor.ts).
 * Shared by the route (server) and the page script, so it imports nothing but the cookie rules.
 */
export const VISIT_COOKIE = 'site_visit';
/** The site's own visitor endpoint (app/site-api/visitor). */
export const VISITOR_PATH = '/site-api/visitor';
/** Landing parameters worth a call even while the marker is fresh (SPEC §3 source cookies). */
export const LANDING_PARAMS = ['source', 'bd_vid'] as const;
// The device-id cookie (SPEC §3/§4: the login flow and the group request send it), made by the
// site server or the edge on a new visitor's first home (lib/server/home-visit.cjs,
// components/experiments/edge-visit.ts), by POST /site-api/visitor, or by the page script
// (lib/visitor/device-uuid.ts), whichever comes first. Its rules are plain CommonJS so the site
// server shares them: the one rule of the session, the edge, the server and the browser.
export { DEVICE_COOKIE, DEVICE_MAX_AGE_S, isValidDeviceId } from './device-id.cjs';

/** A person's own request (not a crawler, not a prefetch): only these get visitor cookies. */
export function isVisitorRequest(headers: { get(name: string): string | null }): boolean {
  if (headers.get('next-router-prefetch') || headers.get('purpose') === 'prefetch') return false;
  return !isBotAgent(headers.get('user-agent'));
}
