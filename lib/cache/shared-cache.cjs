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
// - A hot copy of recently read entries stays in the process (HOT_MAX_BYTES). It is used only after
//   Redis confirms, in one round trip of three small commands, that the entry is still the one
//   stored (a version key written beside it), that no tag expired it and that its tag index entry
//   still exists — the same checks the library makes, without moving and parsing the ~0.5 MB entry
//   on every hit. Another instance's revalidation or newer render therefore always wins.
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
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, loaded by Next at run time
const { isUnavailableRender } = require('./unavailable-render.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, loaded by Next at run time
const { bumpPageGeneration } = require('./page-generation.cjs');

const STATS_KEY = 'site-cache:stats';
const HOT_MAX_BYTES = 48 * 1024 * 1024;
// The library's own Redis names (redis-strings: its defaults), read by the hot-copy check.
const SHARED_TAGS_KEY = '__sharedTags__';
const REVALIDATED_TAGS_KEY = '__revalidated_tags__';
const FETCH_KEY = /^[0-9a-f]{64}$/; // Next's data-cache keys are SHA-256 hashes; page keys are paths
const debug = typeof process.env.NEXT_PRIVATE_DEBUG_CACHE !== 'undefined';

function isNotFoundPage(data) {
  return Boolean(data && data.value && data.value.kind !== 'FETCH' && data.value.status === 404);
}

/** Approximate bytes an entry holds in memory (HTML, RSC payloads, fetch bodies). */
function entryBytes(data) {
  const v = data.value || {};
  let n = 1024;
  if (typeof v.html === 'string') n += v.html.length;
  if (v.rscData) n += v.rscData.length;
  if (v.segmentData) for (const b of v.segmentData.values()) n += b.length;
  if (v.body) n += v.body.length;
  if (v.data && typeof v.data.body === 'string') n += v.data.body.length;
  return n;
}

/** The hot copies: least recently used first out, bounded in bytes. */
function createHotCopies(maxBytes) {
  const map = new Map();
  let bytes = 0;
  const drop = (key) => {
    const e = map.get(key);
    if (!e) return;
    map.delete(key);
    bytes -= e.bytes;
  };
  return {
    get(key) {
      const e = map.get(key);
      if (!e) return null;
      map.delete(key);
      map.set(key, e);
      return e.data;
    },
    set(key, data) {
      drop(key);
      const size = entryBytes(data);
      if (size > maxBytes / 8) return;
      map.set(key, { data, bytes: size });
      bytes += size;
      for (const k of map.keys()) {
        if (bytes <= maxBytes) break;
        drop(k);
      }
    },
    delete: drop,
    dropTagged(tag) {
      for (const [k, e] of map) if ((e.data.tags || []).includes(tag)) drop(k);
    },
  };
}

/** The tiered handler: Redis shared by all instances, a local LRU when Redis is away. */
function createTieredHandler({ client, redis, local, keyPrefix = '' }) {
  const hot = createHotCopies(HOT_MAX_BYTES);
  const versionKey = (key) => `${keyPrefix}v:${key}`;
  /** Whether Redis still holds exactly this entry, unexpired by any tag (one round trip). */
  async function stillCurrent(key, data, implicitTags) {
    const tags = [...new Set([...(data.tags || []), ...(implicitTags || [])])];
    const c = client.withAbortSignal(AbortSignal.timeout(REDIS_TIMEOUT_MS));
    const [version, indexed, times] = await Promise.all([
      c.get(versionKey(key)),
      c.hExists(keyPrefix + SHARED_TAGS_KEY, key),
      tags.length ? c.hmGet(keyPrefix + REVALIDATED_TAGS_KEY, tags) : Promise.resolve([]),
    ]);
    return version === String(data.lastModified) && Boolean(indexed) && !times.some((t) => t && Number.parseInt(t, 10) > data.lastModified);
  }
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
          const copy = hot.get(key);
          if (copy && (await stillCurrent(key, copy, meta && meta.implicitTags))) {
            count(key, 'hit');
            return copy;
          }
          const data = await redis.get(key, meta);
          if (data) {
            count(key, 'hit');
            hot.set(key, data);
            return data;
          }
          hot.delete(key);
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
      // A render that saw the API unavailable is not content: the previous page stays, shared.
      if (isUnavailableRender(data && data.value)) return;
      // Next 16 takes a page's lifetime from the entry when the handler has one; without it an
      // instance that never rendered the route (a restarted one) counts every entry stale at once.
      if (data.value && data.value.kind !== 'FETCH' && data.lifespan && !data.cacheControl) {
        data = { ...data, cacheControl: { revalidate: data.lifespan.revalidate ?? false, expire: undefined } };
      }
      await local.set(key, data, ctx);
      if (isNotFoundPage(data) || !client.isReady) return;
      try {
        await redis.set(key, data, ctx);
        // The version the hot copies are checked against, expiring with the entry.
        const expireAt = data.lifespan && data.lifespan.expireAt;
        await client.withAbortSignal(AbortSignal.timeout(REDIS_TIMEOUT_MS)).set(versionKey(key), String(data.lastModified), expireAt ? { EXAT: expireAt } : undefined);
        hot.set(key, data);
      } catch (err) {
        warn(`set ${key}`, err);
      }
    },
    async revalidateTag(tag) {
      // This instance's micro-cache of finished answers drops at once (page-generation.cjs);
      // other instances' within their micro-cache lifetime (docs/scaling.md).
      bumpPageGeneration();
      hot.dropTagged(tag);
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
      hot.delete(key);
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

  const keyPrefix = `site:${buildId ?? 'dev'}:`;
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: REDIS_TIMEOUT_MS, sharedTagsKey: SHARED_TAGS_KEY });
  // 64 MB of local copies (size as JSON), the same order as Next's own in-memory cache.
  const local = createLruHandler({ maxItemsNumber: 2000, maxItemSizeBytes: 64 * 1024 * 1024 });
  globalThis.__siteSharedCache = { handlers: [createTieredHandler({ client, redis, local, keyPrefix })] };
  return globalThis.__siteSharedCache;
});

module.exports = { SharedCacheHandler: CacheHandler, createTieredHandler };
