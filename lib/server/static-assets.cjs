/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, loaded by the Node server script */
// The build's immutable assets (`/_next/static/*`: content-hashed scripts, styles, fonts) answered
// by the production server from memory, read and gzipped once per file, instead of by Next, which
// reads the file and compresses it again on every request (on a 2-core host about 2.7 ms of CPU a
// file, and 15 ms more to gzip a 207 KB chunk: a first visit's home asks for 15–19 of them while
// its own main thread needs the same cores). A cluster's nginx serves them from disk (docs/scaling.md); this
// is the embedded server's equivalent. Anything unusual — a range, an unknown type, a file not
// there — is left to Next, so its answers stay the reference. Plain CommonJS, loaded by the Node
// server script.
const { createHash } = require('node:crypto');
const { readFileSync, realpathSync, statSync } = require('node:fs');
const { extname, join, sep } = require('node:path');
const { LRUCache } = require('lru-cache');
const { GZIP_MIN_BYTES, acceptsGzip, gzip, markGzipped } = require('./compression.cjs');

const PREFIX = '/_next/static/';
/** What a content-hashed file may be kept for, as Next says it. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};
/** Types that compress; fonts and pictures are compressed already. */
const TEXT = new Set(['.js', '.css', '.json', '.svg']);
const MAX_FILE_BYTES = 8 * 1024 * 1024;

/**
 * A handler for `root` (the build's `static` folder) whose answers carry `headers` (the site's
 * own, next.config.js) as Next's would. `handle(req, res)` answers and returns true, or returns
 * false for Next to answer.
 */
function createStaticAssets({ root, headers = [], maxBytes = 64 * 1024 * 1024 }) {
  let base;
  try {
    base = realpathSync(root);
  } catch {
    base = null; // no build folder yet: everything goes to Next
  }
  const files = new LRUCache({ max: 2048, maxSize: maxBytes, sizeCalculation: (f) => f.body.length + (f.gz ? f.gz.length : 0) + 256 });

  function load(rel) {
    const ext = extname(rel).toLowerCase();
    const type = TYPES[ext];
    if (!type || !base) return null;
    let path;
    try {
      path = realpathSync(join(base, rel));
    } catch {
      return null;
    }
    if (!path.startsWith(base + sep)) return null;
    const st = statSync(path);
    if (!st.isFile() || st.size > MAX_FILE_BYTES) return null;
    const body = readFileSync(path);
    const gz = TEXT.has(ext) && body.length >= GZIP_MIN_BYTES ? gzip(body) : null;
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, gz, type, etag, lastModified: st.mtime.toUTCString() };
  }

  return function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = String(req.url ?? '');
    if (!url.startsWith(PREFIX) || req.headers.range) return false;
    let rel;
    try {
      rel = decodeURIComponent(url.slice(PREFIX.length).split(/[?#]/, 1)[0]);
    } catch {
      return false;
    }
    if (!rel || rel.includes('\0') || rel.split('/').includes('..')) return false;
    let file = files.get(rel);
    if (!file) {
      try {
        file = load(rel);
      } catch {
        file = null;
      }
      if (!file) return false;
      files.set(rel, file);
    }
    for (const { key, value } of headers) res.setHeader(key, value);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('Content-Type', file.type);
    res.setHeader('ETag', file.etag);
    res.setHeader('Last-Modified', file.lastModified);
    // Every answer of a compressible file varies by Accept-Encoding, the plain one too (a shared cache must not give it to a gzip client).
    if (file.gz) res.setHeader('Vary', 'Accept-Encoding');
    if (String(req.headers['if-none-match'] ?? '').split(/\s*,\s*/).some((t) => t.replace(/^W\//, '') === file.etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const body = file.gz && acceptsGzip(req.headers['accept-encoding']) ? file.gz : file.body;
    if (body === file.gz) markGzipped(res);
    res.setHeader('Content-Length', String(body.length));
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

module.exports = { createStaticAssets, IMMUTABLE };
