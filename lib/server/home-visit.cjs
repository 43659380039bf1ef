/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, loaded by the Node server script */
// The home's variant before Next (docs/experiments.md "Variants from the first response",
// docs/scaling.md "The micro-cache"): "/" is the one page a visitor chooses — the home variant of
// their device id's bucket. The site server works it out here with the edge's own rule
// (lib/api/contract/home-experiment.cjs), so the home's finished answer can be kept per variant
// like any cached page. A new visitor's device id is made here and put on the request, so the
// proxy renders that id's variant and makes none of its own (proxy.ts still makes one where no
// site server runs, e.g. `next dev`); the answer then sets it and is private.
const { randomUUID } = require('node:crypto');
const { DEVICE_COOKIE, DEVICE_MAX_AGE_S, isBotAgent, isValidDeviceId } = require('../visitor/device-id.cjs');
const { homeValueOf } = require('../api/contract/home-experiment.cjs');

/** True for a request of the home page ("/" with or without a query). */
function isHomeUrl(url) {
  const u = String(url ?? '');
  return u === '/' || u.startsWith('/?');
}

/** The request's cookie pairs without any device id, and the (last) device id it carried. */
function splitCookies(header) {
  const rest = [];
  let id;
  for (const pair of String(header ?? '').split(';')) {
    const p = pair.trim();
    if (!p) continue;
    const eq = p.indexOf('=');
    if (eq > 0 && p.slice(0, eq).trim() === DEVICE_COOKIE) id = p.slice(eq + 1).trim();
    else rest.push(p);
  }
  return { rest, id };
}

/**
 * For a GET or HEAD of "/": `{ value, minted }` — the home value of the visitor's device id, and
 * the id made here for a person's first visit (null when the request carried a valid one, or is a
 * crawler's, a prefetch or a HEAD, which get the default and no cookie). null for other requests.
 */
function homeVisit(req) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !isHomeUrl(req.url)) return null;
  const { rest, id } = splitCookies(req.headers.cookie);
  if (isValidDeviceId(id)) return { value: homeValueOf(id), minted: null };
  const person = req.method === 'GET' && !req.headers['next-router-prefetch'] && req.headers.purpose !== 'prefetch' && !isBotAgent(req.headers['user-agent']);
  if (!person) return { value: homeValueOf(null), minted: null };
  const minted = randomUUID();
  req.headers.cookie = [...rest, `${DEVICE_COOKIE}=${minted}`].join('; ');
  return { value: homeValueOf(minted), minted };
}

/** The Set-Cookie of a device id made here: the attributes the edge gives one (components/experiments/edge-visit.ts). */
function deviceCookie(id, now = Date.now()) {
  const expires = new Date(now + DEVICE_MAX_AGE_S * 1000).toUTCString();
  return `${DEVICE_COOKIE}=${id}; Path=/; Expires=${expires}; Max-Age=${DEVICE_MAX_AGE_S}; SameSite=lax`;
}

module.exports = { homeVisit, deviceCookie, isHomeUrl };
