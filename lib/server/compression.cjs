/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, loaded by the Node server script */
// Gzip for the answers the production server holds until complete (lib/server/page-guard.cjs):
// Next would compress before the server could read the body, so the server compresses instead,
// whole, with a Content-Length. Plain CommonJS, loaded by the Node server script.
const zlib = require('node:zlib');

/** Answers below this many bytes are sent as they are: gzip would save nothing worth a stream. */
const GZIP_MIN_BYTES = 1024;

function acceptsGzip(value) {
  return /\bgzip\b/i.test(String(value ?? ''));
}

function gzip(body) {
  return zlib.gzipSync(body, { level: 6 });
}

/** Headers of an answer about to be sent gzipped. */
function markGzipped(res) {
  res.setHeader('Content-Encoding', 'gzip');
  const vary = String(res.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

module.exports = { GZIP_MIN_BYTES, acceptsGzip, gzip, markGzipped };
