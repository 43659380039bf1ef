// The visitor's address for per-IP limits (lib/server/site-server.mjs). Plain CommonJS so the
// server script and the unit tests load the same code.

/**
 * The client address: the socket's, or, behind `trustedHops` proxies that each append the
 * address they were reached from to X-Forwarded-For, the entry that many places back. Entries
 * that are not IP-like are ignored; whatever the client itself wrote sits further back still.
 */
function clientAddress(forwardedFor, socketAddress, trustedHops) {
  const chain = String(forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[0-9A-Fa-f:.]{2,45}$/.test(s));
  chain.push(String(socketAddress ?? '').replace(/^::ffff:/, ''));
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

/** SITE_PROXY_HOPS: 0 (nothing in front, the default) to 5. */
function trustedHops(value) {
  const n = Number(value ?? 0);
  return Number.isInteger(n) && n >= 0 && n <= 5 ? n : 0;
}

module.exports = { clientAddress, trustedHops };
