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
