// The mark of a render that could not show its page (the API was down or slow): the attribute
// components/states/error-state.tsx (with retryHref) and app/[channel]/error.tsx render. Shared
// by the page cache (never store such a render: the previous good page stays and is served
// stale) and the site server (answer it 503 with Retry-After, noindex, uncacheable).
const UNAVAILABLE_MARK = 'data-render-unavailable';
const MARK_BYTES = Buffer.from(UNAVAILABLE_MARK);

/** True when an HTML string or an RSC payload buffer carries the mark. */
function hasUnavailableMark(body) {
  if (typeof body === 'string') return body.includes(UNAVAILABLE_MARK);
  if (Buffer.isBuffer(body)) return body.includes(MARK_BYTES);
  return false;
}

/** A cache entry of a page render that saw the API unavailable. */
function isUnavailableRender(data) {
  if (!data || data.kind !== 'APP_PAGE') return false;
  return hasUnavailableMark(data.html) || hasUnavailableMark(data.rscData);
}

module.exports = { hasUnavailableMark, isUnavailableRender };
