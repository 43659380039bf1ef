/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, loaded by the Node server script */
// The work a finished body costs — the HTML as sent, its inline-script hashes and its gzip bytes —
// kept per body (by its SHA-1), least recently used first out, bounded. A cached page is the same
// bytes on every request until it is rendered again, so each of its renders is hashed and
// compressed once, not once per visitor (docs/scaling.md "The micro-cache"). Plain CommonJS,
// loaded by the Node server script.
const { createHash } = require('node:crypto');
const { LRUCache } = require('lru-cache');
const { deferChunkScripts } = require('./chunk-loader.cjs');
const { inlineScriptHashes } = require('./csp.cjs');
const { gzip } = require('./compression.cjs');

const MEMO_MAX_BYTES = 16 * 1024 * 1024;
const MEMO_MAX_ENTRIES = 512;

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
    m.gz = gzip(body);
    memoGrow(m, m.gz.length);
  }
  return m.gz;
}

module.exports = { gzipOf, hashesOf, memoFor, sentHtmlOf };
