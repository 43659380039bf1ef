/** @type {import('next').NextConfig} */
// Headers every answer gets. The Content-Security-Policy (hashes of each page's inline scripts)
// and HSTS (only over https) are added per page by the production server, lib/server/page-guard.cjs
// (docs/security.md "Security headers").
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  // Features no page uses are off for the page and anything it embeds; fullscreen for the picture viewer.
  // Only features Chromium knows: an unknown one is a console warning on every page (`bluetooth` was).
  {
    key: 'Permissions-Policy',
    value: 'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), serial=(), browsing-topics=(), fullscreen=(self)',
  },
  // Own browsing-context group; popups the site opens (a channel's login window) keep their opener.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
];

module.exports = {
  // A separate build folder lets several builds (e.g. a bench build) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Bench builds copy in `*.bench.tsx` routes (scripts/bench/floor, the empty page the JS budget
  // is measured against); product builds never read that extension.
  pageExtensions: process.env.BENCH_BUILD === '1' ? ['bench.tsx', 'tsx', 'ts'] : ['tsx', 'ts'],
  reactStrictMode: true,
  // BENCH_SOURCEMAPS=1: browser source maps, to see which modules each first-load chunk holds (scripts/bench/chunk-modules.mjs).
  productionBrowserSourceMaps: process.env.BENCH_SOURCEMAPS === '1',
  // client_version of tracking events (lib/config clientVersion), unless the deploy names one.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- this config file is CommonJS
  env: { NEXT_PUBLIC_CLIENT_VERSION: process.env.NEXT_PUBLIC_CLIENT_VERSION || require('./package.json').version },
  poweredByHeader: false,
  // Next's file-system page cache, minus 404s on disk (lib/cache/page-cache-handler.cjs).
  cacheHandler: require.resolve('./lib/cache/page-cache-handler.cjs'),
  // The site talks to the API over HTTP only; backend/ is never bundled.
  outputFileTracingExcludes: { '*': ['backend/**'] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};
