// Requests Next's server cannot route: it answers a path with malformed percent-encoding (`/%`,
// `/detail/%E0%A4%A/3d`) with a bare 500 before any page or proxy code runs. The production site
// server (lib/server/site-server.mjs) sends those to the not-found page instead. Plain CommonJS so
// the server script and the unit tests load the same code.

/** Longest path routed as a page; longer ones are not-found (no route takes that much). The query
 * is the page's business: a search page says 关键词过长 to a 10,000-character keyword. */
const MAX_PATH = 4096;

/** Whether a request target (path and query) must be answered by the not-found page. */
function unroutable(target) {
  const url = String(target ?? '');
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (path.length > MAX_PATH) return true;
  try {
    const decoded = decodeURIComponent(path);
    // A NUL byte in a path is never one of our routes (and trips file-system lookups).
    return decoded.includes('\0');
  } catch {
    return true;
  }
}

/** Methods the site answers; Next answers TRACE (and unknown methods) with a bare 500. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const ALLOW = [...METHODS].join(', ');

function allowedMethod(method) {
  return METHODS.has(String(method ?? ''));
}

module.exports = { ALLOW, MAX_PATH, allowedMethod, unroutable };
