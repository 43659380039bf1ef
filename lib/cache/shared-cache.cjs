// The cache several site instances share (REDIS_URL set; `npm run start:cluster`, docs/scaling.md):
// @fortedigital/nextjs-cache-handler (the maintained Next 15/16 successor of @neshca/cache-handler)
// with its Redis handler, so a page or API answer rendered by one instance is served by all, and a
// revalidateTag / revalidatePath on one instance expires it for all (tags live in Redis too).
//
// One tiered handler in front of the library's two stores:
// - Redis is read first. A miss there is a miss: the local copy may be stale (another instance may
//   have revalidated it), so it is never used while Redis answers.
// - Every write also goes to a bounded local LRU. When Redis is away (down, restarting, unreachable)
//   reads and writes use that LRU at once — no waiting on a dead socket — so pages keep rendering
//   and caching locally, never erroring (the redis client reconnects by itself).
// - Tags revalidated while Redis is away are replayed on reconnect, so Redis never serves an entry
//   an editor expired during the outage.
// - "Not found" pages stay local and live at most NOT_FOUND_TTL_S: random URLs must not fill Redis
//   (docs/security.md "Bounded resources"), and a page that starts to exist (an approved upload)
//   must not stay 404 on the instances that did not revalidate it.
// - The key prefix carries the build id: a new build never reads pages (with their chunk names)
//   rendered by another.
// - Hits and misses are counted per instance and added to a Redis hash every 2 s (STATS_KEY), which
//   `npm run bench -- scale` reads for the shared-cache hit ratio.
/* eslint-disable @typescript-eslint/no-require-imports -- Next requires this file as CommonJS at run time */
const { CacheHandler } = require('@fortedigital/nextjs-cache-handler');
const createRedisHandler = require('@fortedigital/nextjs-cache-handler/redis-strings').default;
const createLruHandler = require('@fortedigital/nextjs-cache-handler/local-lru').default;
const { createClient } = require('@redis/client');
/* eslint-enable @typescript-eslint/no-require-imports */

const NOT_FOUND_TTL_S = 60;
const REDIS_TIMEOUT_MS = 500;
const MAX_PENDING_TAGS = 1000;
const STATS_KEY = 'site-cache:stats';
const FETCH_KEY = /^[0-9a-f]{64}$/; // Next's data-cache keys are SHA-256 hashes; page keys are paths
const debug = typeof process.env.NEXT_PRIVATE_DEBUG_CACHE !== 'undefined';

function isNotFoundPage(data) {
  return Boolean(data && data.value && data.value.kind !== 'FETCH' && data.value.status === 404);
}

/** The tiered handler: Redis shared by all instances, a local LRU when Redis is away. */
function createTieredHandler({ client, redis, local }) {
  const pendingTags = new Set();
  const counts = {};
  const count = (key, outcome) => {
    const field = `${FETCH_KEY.test(key) ? 'fetch' : 'page'}:${outcome}`;
    counts[field] = (counts[field] || 0) + 1;
  };
  const warn = (what, err) => {
    if (debug) console.warn(`[shared-cache] ${what}: ${err instanceof Error ? err.message : err}`);
  };

  client.on('ready', () => {
    const tags = [...pendingTags];
    pendingTags.clear();
    for (const tag of tags) redis.revalidateTag(tag).catch((err) => warn(`replaying tag ${tag}`, err));
    if (tags.length) console.log(`[shared-cache] Redis is back; replayed ${tags.length} revalidated tag(s)`);
  });
  const flush = setInterval(() => {
    const fields = Object.entries(counts).filter(([, n]) => n > 0);
    if (!client.isReady || !fields.length) return;
    for (const [f] of fields) counts[f] = 0;
    const multi = client.multi();
    for (const [f, n] of fields) multi.hIncrBy(STATS_KEY, f, n);
    multi.exec().catch((err) => warn('stats', err));
  }, 2000);
  flush.unref();

  async function localGet(key, meta) {
    const data = await local.get(key, meta);
    if (!data) return null;
    // A local "not found" is only trusted for a short while (see the header).
    if (isNotFoundPage(data) && Date.now() - data.lastModified > NOT_FOUND_TTL_S * 1000) {
      await local.delete(key);
      return null;
    }
    return data;
  }

  return {
    name: 'redis-with-local-fallback',
    async get(key, meta) {
      if (client.isReady) {
        try {
          const data = await redis.get(key, meta);
          if (data) {
            count(key, 'hit');
            return data;
          }
          // Only "not found" pages live locally while Redis is up.
          const notFound = await localGet(key, meta);
          count(key, notFound && isNotFoundPage(notFound) ? 'local-hit' : 'miss');
          return notFound && isNotFoundPage(notFound) ? notFound : null;
        } catch (err) {
          warn(`get ${key}`, err);
        }
      }
      const data = await localGet(key, meta);
      count(key, data ? 'local-hit' : 'local-miss');
      return data;
    },
    async set(key, data, ctx) {
      // Next 16 takes a page's lifetime from the entry when the handler has one; without it an
      // instance that never rendered the route (a restarted one) counts every entry stale at once.
      if (data.value && data.value.kind !== 'FETCH' && data.lifespan && !data.cacheControl) {
        data = { ...data, cacheControl: { revalidate: data.lifespan.revalidate ?? false, expire: undefined } };
      }
      await local.set(key, data, ctx);
      if (isNotFoundPage(data) || !client.isReady) return;
      try {
        await redis.set(key, data, ctx);
      } catch (err) {
        warn(`set ${key}`, err);
      }
    },
    async revalidateTag(tag) {
      await local.revalidateTag(tag);
      if (client.isReady) {
        try {
          await redis.revalidateTag(tag);
          return;
        } catch (err) {
          warn(`revalidateTag ${tag}`, err);
        }
      }
      if (pendingTags.size >= MAX_PENDING_TAGS) pendingTags.delete(pendingTags.values().next().value);
      pendingTags.add(tag);
    },
    async delete(key) {
      await local.delete(key);
      if (client.isReady) await redis.delete(key).catch((err) => warn(`delete ${key}`, err));
    },
  };
}

CacheHandler.onCreation(({ buildId }) => {
  // Next creates the handler per request context; one client and one LRU serve the whole process.
  if (globalThis.__siteSharedCache) return globalThis.__siteSharedCache;
  const client = createClient({
    url: process.env.REDIS_URL,
    pingInterval: 10_000,
    // Commands fail at once while disconnected instead of queueing behind a dead socket.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  let lastError = '';
  client.on('error', (err) => {
    // Logged once per kind of failure, not once per reconnect attempt.
    const message = err && err.message ? err.message : String(err);
    if (message !== lastError) console.warn(`[shared-cache] Redis unavailable (${message}); serving from the local cache`);
    lastError = message;
  });
  client.on('ready', () => {
    if (lastError) console.log('[shared-cache] Redis connected again');
    lastError = '';
  });
  client.connect().catch(() => {}); // retried by reconnectStrategy; the handler works locally meanwhile

  const redis = createRedisHandler({ client, keyPrefix: `site:${buildId ?? 'dev'}:`, timeoutMs: REDIS_TIMEOUT_MS });
  // 64 MB of local copies (size as JSON), the same order as Next's own in-memory cache.
  const local = createLruHandler({ maxItemsNumber: 2000, maxItemSizeBytes: 64 * 1024 * 1024 });
  globalThis.__siteSharedCache = { handlers: [createTieredHandler({ client, redis, local })] };
  return globalThis.__siteSharedCache;
});

module.exports = { SharedCacheHandler: CacheHandler, createTieredHandler, STATS_KEY };
