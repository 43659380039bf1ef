/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
];

module.exports = {
  // A separate build folder lets several builds (e.g. a bench build) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Bench builds copy in `*.bench.tsx` routes (scripts/bench/floor, the empty page the JS budget
  // is measured against); product builds never read that extension.
  pageExtensions: process.env.BENCH_BUILD === '1' ? ['bench.tsx', 'tsx', 'ts'] : ['tsx', 'ts'],
  reactStrictMode: true,
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
