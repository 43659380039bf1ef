/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, loaded by the Node server script */
// The page's Content-Security-Policy (docs/security.md "Content-Security-Policy"): script-src
// allows inline scripts only by hash. Next's pages carry inline scripts (the RSC payload
// `self.__next_f.push(...)`, the bootstrap); a nonce would have to be baked into the HTML, which
// makes every page a per-request render and no page cacheable. So the server hashes the inline
// scripts of the finished HTML (cached or not) and names those hashes in the header: the cached
// HTML and the header always agree. Plain CommonJS, loaded by the Node server script.
const { createHash } = require('node:crypto');

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

module.exports = { contentSecurityPolicy, extraOrigins, inlineScriptHashes };
