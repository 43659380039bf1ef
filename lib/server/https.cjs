// HSTS when the site is served over https (SITE_HTTPS=1, or X-Forwarded-Proto https from a
// trusted proxy; docs/security.md "Security headers"). Plain CommonJS, loaded by the Node server script.
const HSTS = 'max-age=63072000; includeSubDomains';

/** Whether this request reached the site over https (a flag, or a trusted proxy's X-Forwarded-Proto). */
function servedOverHttps(req, { hops = 0, env = process.env } = {}) {
  if (env.SITE_HTTPS === '1') return true;
  if (req.socket?.encrypted) return true;
  if (hops <= 0) return false;
  const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',').pop().trim().toLowerCase();
  return proto === 'https';
}

module.exports = { HSTS, servedOverHttps };
