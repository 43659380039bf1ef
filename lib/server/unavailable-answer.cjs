/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, loaded by the Node server script */
// A page render marked unavailable (the API was down or slow: lib/cache/unavailable-render.cjs)
// or a 5xx page answers 503 with Retry-After, noindex and no-store, never stored by a cache
// (docs/security.md "API slow or down"). Plain CommonJS, loaded by the Node server script.
const { hasUnavailableMark } = require('../cache/unavailable-render.cjs');

/** Seconds a crawler is asked to wait when a page cannot be rendered. */
const RETRY_AFTER_S = 15;

/** Marks a finished page answer (HTML or RSC) that is not content: crawlers are told to come back, no cache keeps it. */
function markUnavailable(res, body, { html }) {
  if (!hasUnavailableMark(body) && !(html && res.statusCode >= 500)) return;
  if (html) {
    res.statusCode = 503;
    res.setHeader('Retry-After', String(RETRY_AFTER_S));
  }
  res.setHeader('Cache-Control', 'no-store, must-revalidate');
  res.setHeader('X-Robots-Tag', 'noindex');
}

module.exports = { RETRY_AFTER_S, markUnavailable };
