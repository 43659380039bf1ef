/**
 * The device-id cookie's rules in plain CommonJS, so the site server (lib/server/home-visit.cjs)
 * applies the very rules of the session, the edge and the browser (lib/visitor/visit-cookie.ts
 * re-exports them; types in device-id.d.cts).
 */
/** The readable device-id cookie (SPEC §3/§4: the login flow and the group request send it). */
const DEVICE_COOKIE = 'deviceId';
/** Two years: the device's experiment buckets follow it that long. */
const DEVICE_MAX_AGE_S = 2 * 365 * 86_400;
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;
// Crawlers and prefetches get pages, not visitor state (no cookies, no API call).
const BOT = /bot|crawl|spider|slurp|bingpreview|lighthouse/i;

/** A device id the site accepts (made by it or by an earlier visit). */
function isValidDeviceId(x) {
  return typeof x === 'string' && DEVICE_ID.test(x);
}

/** A user agent that is a crawler's or a page tester's (no visitor state for it). */
function isBotAgent(userAgent) {
  return BOT.test(userAgent ?? '');
}

module.exports = { DEVICE_COOKIE, DEVICE_MAX_AGE_S, isValidDeviceId, isBotAgent };
