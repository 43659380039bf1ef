/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, loaded by the Node server script */
// A short-lived in-process copy of finished page answers
// (lib/server/site-server.mjs; docs/scaling.md "The micro-cache"). A cached page still cost Next's
// whole request path (proxy, routing, the ISR lookup, headers) on every request; a crawler or a
// first-time visitor asking for a page another one got a moment ago now gets the very same bytes
// (headers, CSP, gzip) without entering Next, the way a CDN's or nginx's micro-cache would.
//
// It is correct because it is narrow, and keyed the way docs/security.md "A CDN in front" asks a
// CDN to key the same answers:
// - Only a GET with no Authorization, no conditional or range header and none of Next's RSC
//   request headers is answered from it. Cookies are not in the key: a page a shared cache may
//   store is the same for every visitor by construction (no page reads a cookie and stays
//   cacheable). The one page a visitor chooses is `/`, the home variant of the device id: the
//   server works the variant out first (lib/server/home-visit.cjs, the edge's own rule, making a
//   new visitor's device id there) and `/` is kept once per variant; the new visitor's own
//   Set-Cookie is added to the copy it gets (`personal`), never stored. Requests carrying Next's
//   draft-mode cookies go through Next. The key is host (the channel), URL, the home variant,
//   gzip or not and https or not.
// - Only a 200 page answer that a shared cache may store (`s-maxage` or `public`, never
//   `private`/`no-store`/`no-cache`), without Set-Cookie and varying on nothing but the request
//   headers above, is kept. A 503 (the API was down) is `no-store`, so it is never kept.
// - An entry is fresh for `ttlMs` (SITE_MICROCACHE_MS, default 1000; 0 turns it off). Then the
//   first request for it goes through Next and refreshes it, while the requests arriving
//   meanwhile still get the old copy, for at most one more `ttlMs` (nginx's
//   `proxy_cache_use_stale updating` with `proxy_cache_lock`): without that, every request
//   arriving while the page went through Next again did too — at 50 connections, a herd each
//   second, the larger the page the longer (the home served first-time visitors at 0.28× a
//   static file). Every revalidateTag/revalidatePath on this instance drops all entries at once
//   (lib/cache/page-generation.cjs). A revalidation on another instance of a cluster reaches this
//   instance's visitors within `ttlMs` (the shared Redis cache serves the fresh page on the
//   first request after that).
// - Bounded: at most `maxBytes` of bodies (SITE_MICROCACHE_BYTES, default 32 MB), least recently
//   used first out (lru-cache).
const { LRUCache } = require('lru-cache');
const { pageGeneration } = require('./page-generation.cjs');
const { isHomeUrl } = require('../server/home-visit.cjs');

const DEFAULT_TTL_MS = 1000;
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/** Request headers that make an answer per visitor or per navigation: such requests go through Next. */
const BYPASS_HEADERS = ['authorization', 'rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url', 'if-none-match', 'if-modified-since', 'range'];
/** Next's draft-mode cookies: such a request sees unpublished renders. */
const DRAFT_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;

/** Vary entries the key (or the bypass above) already covers. */
const KNOWN_VARY = new Set(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'accept-encoding']);
/** Headers that belong to one exchange, not to the stored answer. */
const NOT_STORED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);

function settings(env = process.env) {
  const ttl = Number(env.SITE_MICROCACHE_MS ?? DEFAULT_TTL_MS);
  const bytes = Number(env.SITE_MICROCACHE_BYTES ?? DEFAULT_MAX_BYTES);
  return {
    ttlMs: Number.isFinite(ttl) && ttl >= 0 ? Math.min(ttl, 60_000) : DEFAULT_TTL_MS,
    maxBytes: Number.isFinite(bytes) && bytes >= 0 ? bytes : DEFAULT_MAX_BYTES,
  };
}

/** Whether a finished answer may be kept: a shared, cacheable, per-nobody 200 page. */
function storable(status, headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  const type = String(headers['content-type'] ?? '');
  if (!type.startsWith('text/html')) return false;
  const cc = String(headers['cache-control'] ?? '').toLowerCase();
  if (/\b(no-store|no-cache|private)\b/.test(cc)) return false;
  if (!/\bs-maxage=[1-9]|\bpublic\b/.test(cc)) return false;
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((v) => KNOWN_VARY.has(v));
}

function createMicroCache({ ttlMs, maxBytes, now = Date.now, generation = pageGeneration } = settings()) {
  /** key -> { status, headers, body, expires, refreshing (when a request went on to refresh it, or null), generation }. */
  const entries = maxBytes > 0 ? new LRUCache({ maxSize: maxBytes, sizeCalculation: (e) => Math.max(1, e.body.length) }) : null;
  const stats = { hits: 0, stale: 0, stores: 0 };

  /** The key of a request that may be answered from the cache, else null. Call before anything edits the request. */
  function keyFor(req, { gzip, https, home }) {
    if (ttlMs <= 0 || entries === null || req.method !== 'GET') return null;
    for (const h of BYPASS_HEADERS) if (req.headers[h] !== undefined) return null;
    // "/" is per visitor: kept once per home variant, which the caller names (lib/server/home-visit.cjs).
    if (isHomeUrl(req.url) && home === undefined) return null;
    const cookie = req.headers.cookie;
    if (cookie !== undefined && DRAFT_COOKIE.test(String(cookie))) return null;
    return `${gzip ? 'gz' : 'id'} ${https ? 'https' : 'http'} ${String(req.headers.host ?? '').toLowerCase()} ${req.url}${home === undefined ? '' : ` home=${home}`}`;
  }

  /**
   * Answers from the cache and returns true, or returns false (the request goes on to Next);
   * `personal` headers (a new visitor's Set-Cookie) are sent with the copy, never kept. An
   * expired entry sends its first request on to refresh it and answers the others until the
   * refresh is stored, for at most `ttlMs` after it expired (a refresh that is not stored, or
   * takes longer, lets the next request try again).
   */
  function serve(key, res, personal = null) {
    if (key === null) return false;
    const e = entries.get(key);
    if (!e) return false;
    const t = now();
    if (e.generation !== generation() || t >= e.expires + ttlMs) {
      entries.delete(key);
      return false;
    }
    if (t >= e.expires && (e.refreshing === null || t >= e.refreshing + ttlMs)) {
      e.refreshing = t;
      return false;
    }
    if (t >= e.expires) stats.stale += 1;
    stats.hits += 1;
    res.writeHead(e.status, personal ? { ...e.headers, ...personal } : e.headers);
    res.end(e.body);
    return true;
  }

  /** Keeps a finished answer (its final headers and the bytes sent) when it may be kept. */
  function store(key, status, headers, body) {
    if (key === null) return;
    if (!storable(status, headers) || body.length > maxBytes) {
      // What the page answers now may not be kept (an outage's 503, a no-store): no older copy either.
      entries.delete(key);
      return;
    }
    const kept = {};
    for (const [k, v] of Object.entries(headers)) if (!NOT_STORED.has(k) && v !== undefined) kept[k] = v;
    kept['x-micro-cache'] = 'HIT';
    entries.set(key, { status, headers: kept, body, expires: now() + ttlMs, refreshing: null, generation: generation() });
    stats.stores += 1;
  }

  return { keyFor, serve, store, stats, size: () => entries?.size ?? 0, bytes: () => entries?.calculatedSize ?? 0, ttlMs };
}

module.exports = { createMicroCache, settings };
