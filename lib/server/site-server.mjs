// The production site server: `next start`, plus one guarantee — X-Forwarded-For carries the
// visitor's real address. Next only fills that header when the client did not send one, so a
// client talking to the site directly could name any address and dodge the API's per-IP limits
// (the /api-gw forwarder passes it on). Here the address is the socket's, or, behind
// SITE_PROXY_HOPS trusted proxies (nginx/HAProxy appending to the header), the entry the
// nearest untrusted hop was seen from (docs/security.md "What a deployment must set"). And a path
// Next cannot decode (malformed percent-encoding, absurd length) gets the not-found page, not
// Next's bare 500, and a method Next cannot answer (TRACE) a 405 (lib/server/request-guard.cjs).
// Pages get their Content-Security-Policy (hashes of their inline scripts), HSTS over https, and
// a page the API could not fill answers 503 + Retry-After, uncacheable (lib/server/page-guard.cjs,
// one file per rule beside it).
// A cacheable page is answered from a one-second in-process copy of the
// finished answer when another visitor just got it (lib/cache/micro-cache.cjs, docs/scaling.md),
// and the build's immutable assets from memory, gzipped once (lib/server/static-assets.cjs).
import { createRequire } from 'node:module';
import http from 'node:http';
import { resolve } from 'node:path';
import next from 'next';

const require = createRequire(import.meta.url);
const { clientAddress, trustedHops } = require('./client-address.cjs');
const { ALLOW, allowedMethod, unroutable } = require('./request-guard.cjs');
const { extraOrigins } = require('./csp.cjs');
const { guardPage } = require('./page-guard.cjs');
const { createMicroCache, settings: microCacheSettings } = require('../cache/micro-cache.cjs');
const { createStaticAssets } = require('./static-assets.cjs');
const nextConfig = require('../../next.config.js');
const ROOT = new URL('../..', import.meta.url).pathname;
// PORT is the public port (canonical and cross-channel URLs are built from it); behind a load
// balancer each instance listens on its own SITE_LISTEN_PORT instead (scripts/lib/cluster.mjs).
const port = Number(process.env.SITE_LISTEN_PORT || process.env.PORT || 3000);
const hops = trustedHops(process.env.SITE_PROXY_HOPS);
const origins = extraOrigins(process.env);
const microCache = createMicroCache(microCacheSettings(process.env));
// The headers next.config.js gives every answer, which Next would have added to an asset.
const siteHeaders = (await nextConfig.headers()).find((h) => h.source === '/:path*')?.headers ?? [];
const staticAssets = createStaticAssets({ root: resolve(ROOT, nextConfig.distDir, 'static'), headers: siteHeaders });

const app = next({ dev: false, dir: ROOT, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
    req.headers['x-forwarded-for'] = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops);
    if (!allowedMethod(req.method)) {
      res.writeHead(405, { Allow: ALLOW, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('不支持的请求方法');
      return;
    }
    if (unroutable(req.url)) req.url = '/404';
    if (staticAssets(req, res)) return;
    if (guardPage(req, res, { hops, origins, microCache })) return;
    void handle(req, res);
  });
// Idle keep-alive connections are kept longer than a client or a proxy in front keeps them
// (Node's 5 s default let a reused connection be closed under a request: ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => console.log(`[site] ready on http://localhost:${port}${hops ? ` (behind ${hops} trusted prox${hops === 1 ? 'y' : 'ies'})` : ''}`));
