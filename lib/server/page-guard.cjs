/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, loaded by the Node server script */
// The production site server's answer rules for pages (lib/server/site-server.mjs; docs/security.md
// "Content-Security-Policy" and "API slow or down"). Plain CommonJS so the server and the unit
// tests load the same code.
//
// 1. A Content-Security-Policy whose script-src allows inline scripts only by hash. Next's pages
//    carry inline scripts (the RSC payload `self.__next_f.push(...)`, the bootstrap); a nonce
//    would have to be baked into the HTML, which makes every page a per-request render and no
//    page cacheable. So the server hashes the inline scripts of the finished HTML (cached or
//    not) and names those hashes in the header: the cached HTML and the header always agree.
// 2. A page render marked unavailable (the API was down or slow: lib/cache/unavailable-render.cjs)
//    or a 5xx page answers 503 with Retry-After, noindex and no-store, never stored by a cache.
// 3. HSTS when the site is served over https (SITE_HTTPS=1, or X-Forwarded-Proto https from a
//    trusted proxy).
// 4. The framework's chunk scripts are requested after the first screen (deferChunkScripts).
const { createHash } = require('node:crypto');
const zlib = require('node:zlib');
const { hasUnavailableMark } = require('../cache/unavailable-render.cjs');
const { LRUCache } = require('lru-cache');

/** Seconds a crawler is asked to wait when a page cannot be rendered. */
const RETRY_AFTER_S = 15;
const HSTS = 'max-age=63072000; includeSubDomains';
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);
const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_RE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC_RE = /\bsrc\s*=/i;

/** 'sha256-…' of every distinct inline script the browser would run (data blocks like JSON-LD are not run). */
function inlineScriptHashes(html) {
  const out = new Set();
  for (const m of html.matchAll(SCRIPT_RE)) {
    const attrs = m[1];
    if (SRC_RE.test(attrs)) continue;
    const t = TYPE_RE.exec(attrs);
    const type = t ? (t[1] ?? t[2] ?? t[3] ?? '').trim().toLowerCase() : '';
    if (!JS_TYPES.has(type)) continue;
    out.add(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [...out];
}

/** The chunk scripts and their preload as Next writes them into a page's head. */
const CHUNK_SCRIPT_RE = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD_RE = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"<>]+\.js"\/>/g;
/** Longest wait for the main picture once the first frame is painted (ms). */
const DEFER_CAP_MS = 3000;
/** A tab that paints no frame (opened in the background) loads them after this (ms). */
const DEFER_HIDDEN_MS = 1500;

/**
 * Runs in the browser, as the page's inline loader (its source is written into the HTML): appends
 * the chunk scripts once the first frame has been painted and the page's main picture
 * (`fetchpriority="high"`) has been painted in a frame of its own or has failed, at most `capMs`
 * after that first frame; without a frame (a background tab) after `hiddenMs`. Once only.
 *
 * Until React has hydrated a control, a click on it (a button that does nothing by itself: links
 * and submit buttons keep their native action) or a file chosen in a file input is held, and
 * replayed on the control once it is hydrated, so an early touch is not lost (at most 15 s).
 */
function loadChunksAfterFirstScreen(srcs, capMs, hiddenMs) {
  var d = document;
  var done = false;
  var held = [];
  var CONTROL = 'button[type="button"],[role="button"]:not(a):not(button),[role="switch"],[role="tab"],[role="checkbox"],[role="menuitem"],[role="combobox"]';
  function hydrated(el) {
    return Object.keys(el).some(function (k) {
      return k.indexOf('__reactProps') === 0;
    });
  }
  var polling = 0;
  function replay() {
    while (held.length && (hydrated(held[0].el) || !held[0].el.isConnected)) {
      var h = held.shift();
      if (!h.el.isConnected) continue;
      if (h.type === 'click') h.el.click();
      else h.el.dispatchEvent(new Event('change', { bubbles: true }));
    }
    polling = held.length && Date.now() - held[0].at < 15000 ? setTimeout(replay, 50) : 0;
    if (!polling) held = [];
  }
  function hold(e) {
    var t = e.target;
    if (!t || !t.closest) return;
    var c = e.type === 'click' ? t.closest(CONTROL) : t.matches('input[type="file"]') ? t : null;
    if (!c || hydrated(c)) return;
    if (e.type === 'click') {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
    held.push({ el: c, type: e.type, at: Date.now() });
    if (!polling) polling = setTimeout(replay, 50);
  }
  d.addEventListener('click', hold, true);
  d.addEventListener('change', hold, true);
  function load() {
    if (done) return;
    done = true;
    srcs.forEach(function (src) {
      var s = d.createElement('script');
      s.src = src;
      s.async = true;
      d.head.appendChild(s);
    });
  }
  // `fn` in the task after the next frame: what is on the page by then has been painted.
  function afterFrame(fn) {
    requestAnimationFrame(function () {
      setTimeout(fn, 0);
    });
  }
  // A picture that has just loaded is painted in the next frame, before any script arrives (a
  // script that finished before the main picture's paint counts in Lighthouse's LCP).
  function loadAfterFrame() {
    afterFrame(load);
  }
  var framed = false;
  function painted() {
    framed = true;
    var img = d.querySelector('img[fetchpriority="high"]');
    if (!img) return load();
    if (img.complete) return loadAfterFrame();
    img.addEventListener('load', loadAfterFrame);
    img.addEventListener('error', load);
    setTimeout(load, capMs);
  }
  afterFrame(painted);
  // Only for a tab that painted no frame: a painted page waits for its picture (capMs) instead.
  setTimeout(function () {
    if (!framed) load();
  }, hiddenMs);
}

/**
 * The page's HTML with its chunk scripts requested after the first screen (docs/architecture.md
 * "Phone speed"): the `<script src async>` tags Next writes into the head become one inline loader
 * in the first one's place (hashed into the CSP like the page's other inline scripts), and their
 * preload goes. On a slow network they then no longer share the bandwidth of the first screen
 * and its main picture; hydration starts after them, and until then links and forms work as the
 * browser's own. HTML without them (a non-Next page) is returned as it is.
 */
function deferChunkScripts(html) {
  const srcs = [];
  let at = -1;
  let rest = html.replace(CHUNK_SCRIPT_RE, (tag, src, offset) => {
    if (at < 0) at = offset;
    srcs.push(src);
    return '';
  });
  if (!srcs.length) return html;
  rest = rest.slice(0, at) + `<script>(${loadChunksAfterFirstScreen})(${JSON.stringify(srcs)},${DEFER_CAP_MS},${DEFER_HIDDEN_MS})</script>` + rest.slice(at);
  return rest.replace(CHUNK_PRELOAD_RE, '');
}

function originOf(value) {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Origins besides the page's own that the browser may fetch from and load pictures from: the
 * configured API hosts (the default is the site's own /api-gw) and the picture store.
 */
function extraOrigins(env) {
  const connect = new Set();
  const img = new Set();
  for (const [key, value] of Object.entries(env)) {
    if (!value) continue;
    if (/^NEXT_PUBLIC_.*(_ORIGIN|_URL)$/.test(key) && key !== 'NEXT_PUBLIC_RENDER_SITE_ORIGIN') {
      const o = originOf(value);
      if (o) {
        connect.add(o);
        img.add(o);
      }
    }
  }
  // The picture and file store: pictures, and the download panel's HEAD of a file for its size.
  // Unset, the reference API serves them from its own port (scripts/lib/env.mjs's default).
  const oss = originOf(env.OSS_PUBLIC_ORIGIN ?? (env.API_PORT ? `http://localhost:${env.API_PORT}` : ''));
  if (oss) {
    img.add(oss);
    connect.add(oss);
  }
  return { connect: [...connect], img: [...img] };
}

/** The page's policy. Styles may be inline: antd's CSS-in-JS writes <style> at run time (docs/security.md). */
function contentSecurityPolicy({ hashes, https = false, origins = { connect: [], img: [] } }) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${origins.img.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${origins.connect.join(' ')}`.trim(),
    `media-src 'self' blob: ${origins.img.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Whether this request reached the site over https (a flag, or a trusted proxy's X-Forwarded-Proto). */
function servedOverHttps(req, { hops = 0, env = process.env } = {}) {
  if (env.SITE_HTTPS === '1') return true;
  if (req.socket?.encrypted) return true;
  if (hops <= 0) return false;
  const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',').pop().trim().toLowerCase();
  return proto === 'https';
}

/** Paths whose answers are never pages: assets and the API forwarder keep Next's compression and streaming. */
function isPageRequest(req) {
  const url = String(req.url ?? '');
  return (req.method === 'GET' || req.method === 'HEAD') && !url.startsWith('/_next/static/') && !url.startsWith('/_next/image') && !url.startsWith('/api-gw/');
}

/** The site's own small JSON routes (app/site-api), any method. */
function isSiteApiRequest(req) {
  return String(req.url ?? '').startsWith('/site-api/');
}

function acceptsGzip(value) {
  return /\bgzip\b/i.test(String(value ?? ''));
}

/** Answers below this many bytes are sent as they are: gzip would save nothing worth a stream. */
const GZIP_MIN_BYTES = 1024;
const MEMO_MAX_BYTES = 16 * 1024 * 1024;
const MEMO_MAX_ENTRIES = 512;

/**
 * The work a finished body costs — the HTML as sent, its inline-script hashes and its gzip bytes — kept per body
 * (by its SHA-1), least recently used first out, bounded. A cached page is the same bytes on
 * every request until it is rendered again, so each of its renders is hashed and compressed once,
 * not once per visitor.
 */
const memo = new LRUCache({ max: MEMO_MAX_ENTRIES, maxSize: MEMO_MAX_BYTES, sizeCalculation: (m) => m.bytes });

function memoFor(body) {
  const key = createHash('sha1').update(body).digest('base64');
  let m = memo.get(key);
  if (!m) {
    m = { key, html: null, hashes: null, gz: null, bytes: 64 };
    memo.set(key, m);
  }
  return m;
}

/** An entry grew by `n` bytes: stored again, so the cache counts its new size. */
function memoGrow(m, n) {
  m.bytes += n;
  memo.set(m.key, m);
}

/** The HTML as sent: its chunk scripts deferred (deferChunkScripts), worked out once per body. */
function sentHtmlOf(m, body) {
  if (!m.html) {
    const text = body.toString('utf8');
    const out = deferChunkScripts(text);
    // Unchanged (no chunk scripts): the body itself, not a copy of it.
    m.html = out === text ? body : Buffer.from(out, 'utf8');
    memoGrow(m, m.html === body ? 0 : m.html.length);
  }
  return m.html;
}

function hashesOf(m, body) {
  if (!m.hashes) {
    m.hashes = inlineScriptHashes(body.toString('utf8'));
    memoGrow(m, m.hashes.length * 56);
  }
  return m.hashes;
}

function gzipOf(m, body) {
  if (!m.gz) {
    m.gz = zlib.gzipSync(body, { level: 6 });
    memoGrow(m, m.gz.length);
  }
  return m.gz;
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
  const cacheKey = microCache && page ? microCache.keyFor(req, { gzip, https }) : null;
  if (cacheKey !== null && microCache.serve(cacheKey, res)) return true;
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
    return mode;
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
    if (pageBody && (hasUnavailableMark(body) || (html && res.statusCode >= 500))) {
      // Not content: crawlers are told to come back, no cache keeps it.
      if (html) {
        res.statusCode = 503;
        res.setHeader('Retry-After', String(RETRY_AFTER_S));
      }
      res.setHeader('Cache-Control', 'no-store, must-revalidate');
      res.setHeader('X-Robots-Tag', 'noindex');
    }
    const m = (html || (gzip && body.length >= GZIP_MIN_BYTES)) ? memoFor(body) : null;
    if (html) body = sentHtmlOf(m, body);
    if (html) res.setHeader('Content-Security-Policy', contentSecurityPolicy({ hashes: hashesOf(m, body), https, origins }));
    if (gzip && body.length >= GZIP_MIN_BYTES) {
      body = gzipOf(m, body);
      res.setHeader('Content-Encoding', 'gzip');
      const vary = String(res.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    res.removeHeader('transfer-encoding');
    res.setHeader('Content-Length', String(body.length));
    if (cacheKey !== null) microCache.store(cacheKey, res.statusCode, res.getHeaders(), body);
    const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : cb;
    return original.end.call(res, body, typeof done === 'function' ? done : undefined);
  };
  return false;
}

module.exports = { GZIP_MIN_BYTES, deferChunkScripts, RETRY_AFTER_S, HSTS, contentSecurityPolicy, extraOrigins, guardPage, inlineScriptHashes, servedOverHttps };
