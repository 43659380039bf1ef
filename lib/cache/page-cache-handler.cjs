// The site's ISR page and data cache. Loaded by next.config.js (cacheHandler) as plain CommonJS,
// outside the bundle.
//
// - One process (`npm start`, no REDIS_URL): Next's own file-system cache, except that "not
//   found" answers stay in its bounded in-memory LRU and never reach the disk (every unknown URL
//   renders a 404, and writing each one to disk let anyone fill it with random URLs), and the
//   data cache on disk (`.next/cache/fetch-cache`) is bounded in bytes with least-recently-used
//   eviction (fetch-cache-bound.cjs, SITE_FETCH_CACHE_MB) (docs/security.md "Bounded resources").
// - Several instances (`npm run start:cluster`, REDIS_URL set): one cache in Redis shared by all,
//   through @fortedigital/nextjs-cache-handler (docs/scaling.md). `lib/cache/shared-cache.cjs`
//   builds its handler list: Redis first, a local LRU copy when Redis is away.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next requires this file as CommonJS at run time
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, as above
const { isUnavailableRender } = require('./unavailable-render.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, as above
const { bumpPageGeneration } = require('./page-generation.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, as above
const { fetchCacheBound } = require('./fetch-cache-bound.cjs');

const PAGE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const hit = await super.get(key, ctx);
    if (hit && ctx && ctx.kind === 'FETCH' && this.flushToDisk) await fetchCacheBound.touch(this.getFilePath(key, 'FETCH')).catch(() => undefined);
    return hit;
  }

  set(key, data, ctx) {
    // A render that hit a down API is not content: keep the previous page (served stale, and
    // revalidated again on the next request) instead of replacing it with the error screen.
    if (isUnavailableRender(data)) return Promise.resolve();
    if (data && data.kind === 'FETCH') {
      // The data cache on disk stays within its byte bound (fetch-cache-bound.cjs).
      return super.set(key, data, ctx).then(() => (this.flushToDisk ? fetchCacheBound.written(this.getFilePath(key, 'FETCH')).catch(() => undefined) : undefined));
    }
    if (!data || !PAGE_KINDS.has(data.kind) || data.status !== 404) return super.set(key, data, ctx);
    // FileSystemCache reads flushToDisk before its first await, so turning it off for this call
    // only (and back on right after the call returns) keeps the memory copy and skips the files.
    const flush = this.flushToDisk;
    this.flushToDisk = false;
    try {
      return super.set(key, data, ctx);
    } finally {
      this.flushToDisk = flush;
    }
  }

  revalidateTag(...args) {
    // The server's micro-cache of finished answers must not outlive an edit (page-generation.cjs).
    bumpPageGeneration();
    return super.revalidateTag(...args);
  }
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
module.exports = process.env.REDIS_URL ? require('./shared-cache.cjs').SharedCacheHandler : PageCacheHandler;
