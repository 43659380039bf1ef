/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, loaded by the Node server script */
// The production site server's answer rules for pages (lib/server/site-server.mjs; docs/security.md
// "Content-Security-Policy" and "API slow or down"). Plain CommonJS so the server and the unit
// tests load the same code. Page answers and the site's own JSON answers are held until complete,
// then get, each from its own file:
// 1. a Content-Security-Policy naming the hashes of the page's inline scripts (csp.cjs);
// 2. 503 with Retry-After, noindex and no-store when the render is marked unavailable or a 5xx
//    (unavailable-answer.cjs);
// 3. HSTS over https (https.cjs), and `private, no-store` on any answer that sets a cookie
//    (the home's new visitor gets a device id made here, home-visit.cjs);
// 4. the framework's chunk scripts requested after the first screen (chunk-loader.cjs);
// 5. gzip, whole, with a Content-Length (compression.cjs), each body's work done once (body-memo.cjs).
const { contentSecurityPolicy, extraOrigins } = require('./csp.cjs');
const { HSTS, servedOverHttps } = require('./https.cjs');
const { markUnavailable } = require('./unavailable-answer.cjs');
const { GZIP_MIN_BYTES, acceptsGzip, markGzipped } = require('./compression.cjs');
const { gzipOf, hashesOf, memoFor, sentHtmlOf } = require('./body-memo.cjs');
const { deviceCookie, homeVisit } = require('./home-visit.cjs');

/** Paths whose answers are never pages: assets and the API forwarder keep Next's compression and streaming. */
function isPageRequest(req) {
  const url = String(req.url ?? '');
  return (req.method === 'GET' || req.method === 'HEAD') && !url.startsWith('/_next/static/') && !url.startsWith('/_next/image') && !url.startsWith('/api-gw/');
}

/** The site's own small JSON routes (app/site-api), any method. */
function isSiteApiRequest(req) {
  return String(req.url ?? '').startsWith('/site-api/');
}

/**
 * Wraps one response: page answers (HTML and RSC) and the site's own JSON answers are held until
 * complete, then get their headers (above) and are sent in one piece with a Content-Length,
 * gzipped when the client accepts it and the body is worth it (never a chunked gzip stream of a
 * few bytes: such an answer to a POST made while the page loaded never completed in Chromium).
 * Anything else passes through untouched. A cacheable page may be answered at once
 * from `microCache` (lib/cache/micro-cache.cjs): then this returns true and the request must
 * not reach Next. Call before handing the request to Next.
 */
function guardPage(req, res, { hops = 0, env = process.env, origins = extraOrigins(env), microCache = null } = {}) {
  const page = isPageRequest(req);
  const siteApi = isSiteApiRequest(req);
  if (!page && !siteApi) return false;
  const https = servedOverHttps(req, { hops, env });
  // Next would compress before we could read the body: compress here instead.
  const gzip = acceptsGzip(req.headers['accept-encoding']);
  // The home's variant (and a new visitor's device id, made here): "/" is kept once per variant.
  const home = page ? homeVisit(req) : null;
  const personal = home?.minted ? { 'set-cookie': deviceCookie(home.minted), 'cache-control': 'private, no-store' } : null;
  const cacheKey = microCache && page ? microCache.keyFor(req, { gzip, https, home: home?.value }) : null;
  if (cacheKey !== null && microCache.serve(cacheKey, res, personal)) return true;
  if (https) res.setHeader('Strict-Transport-Security', HSTS);
  delete req.headers['accept-encoding'];

  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let mode = null; // null: not decided; 'pass' | 'hold'
  let releasing = false;
  const chunks = [];

  // The methods stay wrapped for the whole answer (never swapped back): Next's compression
  // middleware wraps them too, and its 'drain' listeners hang on its writeHead hook.
  function decide() {
    if (mode) return mode;
    const type = String(res.getHeader('content-type') ?? '');
    const pageBody = page && req.method === 'GET' && (type.startsWith('text/html') || type.startsWith('text/x-component'));
    const json = siteApi && type.startsWith('application/json');
    mode = !res.getHeader('content-encoding') && (pageBody || json) ? 'hold' : 'pass';
    if (mode === 'pass') addPersonal();
    return mode;
  }
  function addPersonal() {
    if (!personal) return;
    const set = res.getHeader('set-cookie');
    res.setHeader('Set-Cookie', [...(set === undefined ? [] : [set].flat().map(String)), personal['set-cookie']]);
    res.setHeader('Cache-Control', personal['cache-control']);
  }
  function collect(chunk, encoding) {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  }

  res.writeHead = function writeHead(status, reason, headers) {
    const h = typeof reason === 'object' && reason !== null ? reason : headers;
    if (h && !Array.isArray(h)) for (const [k, v] of Object.entries(h)) if (v !== undefined) res.setHeader(k, v);
    res.statusCode = status;
    if (typeof reason === 'string') res.statusMessage = reason;
    if (releasing || decide() === 'pass') return original.writeHead.call(res, res.statusCode);
    return res;
  };
  res.flushHeaders = function flushHeaders() {
    if (decide() === 'pass') return original.flushHeaders.call(res);
  };
  res.write = function write(chunk, encoding, cb) {
    if (decide() === 'pass') return original.write.call(res, chunk, encoding, cb);
    collect(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : cb;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  res.end = function end(chunk, encoding, cb) {
    if (decide() === 'pass') return original.end.call(res, chunk, encoding, cb);
    collect(chunk, encoding);
    releasing = true;
    let body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    const type = String(res.getHeader('content-type') ?? '');
    const html = type.startsWith('text/html');
    const pageBody = html || type.startsWith('text/x-component');
    if (pageBody) markUnavailable(res, body, { html });
    // An answer that sets a cookie is one visitor's (the edge's new device id on "/"): no shared cache may keep it.
    if (res.getHeader('set-cookie') !== undefined) res.setHeader('Cache-Control', 'private, no-store');
    const m = (html || (gzip && body.length >= GZIP_MIN_BYTES)) ? memoFor(body) : null;
    if (html) body = sentHtmlOf(m, body);
    if (html) res.setHeader('Content-Security-Policy', contentSecurityPolicy({ hashes: hashesOf(m, body), https, origins }));
    if (gzip && body.length >= GZIP_MIN_BYTES) {
      body = gzipOf(m, body);
      markGzipped(res);
    }
    res.removeHeader('transfer-encoding');
    res.setHeader('Content-Length', String(body.length));
    if (cacheKey !== null) microCache.store(cacheKey, res.statusCode, res.getHeaders(), body);
    // A new visitor's device id goes on their own copy only, after the shared one was kept.
    addPersonal();
    const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : cb;
    return original.end.call(res, body, typeof done === 'function' ? done : undefined);
  };
  return false;
}

module.exports = { guardPage };
