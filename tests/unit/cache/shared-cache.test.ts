/**
 * @jest-environment node
 */
// The tiered shared-cache handler (lib/cache/shared-cache.cjs) with stand-ins for Redis: what it
// reads while Redis answers, while it is away, and when it comes back. The real thing — two
// instances, Redis and nginx — is tests/cluster/shared-cache.test.mjs.
import { EventEmitter } from 'node:events';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the handler is CommonJS (Next loads it outside the bundle)
const { createTieredHandler } = require('../../../lib/cache/shared-cache.cjs');

type Entry = { lastModified: number; tags: string[]; value: { kind: string; status?: number; html?: string }; lifespan?: { expireAt: number; revalidate: number } };

function store() {
  const m = new Map<string, Entry>();
  return {
    m,
    get: jest.fn(async (k: string) => m.get(k) ?? null),
    set: jest.fn(async (k: string, v: Entry) => void m.set(k, v)),
    revalidateTag: jest.fn(async (tag: string) => {
      for (const [k, v] of m) if (v.tags.includes(tag)) m.delete(k);
    }),
    delete: jest.fn(async (k: string) => void m.delete(k)),
  };
}

interface FakeClient extends EventEmitter {
  isReady: boolean;
  strings: Map<string, string>;
  indexed: Set<string>;
  withAbortSignal: () => FakeClient;
}

function fakeClient() {
  const strings = new Map<string, string>();
  const client: FakeClient = Object.assign(new EventEmitter(), {
    isReady: true,
    strings,
    indexed: new Set<string>(),
    withAbortSignal: (): FakeClient => client,
    get: jest.fn(async (k: string) => strings.get(k) ?? null),
    set: jest.fn(async (k: string, v: string) => void strings.set(k, v)),
    hExists: jest.fn(async (_h: string, k: string) => client.indexed.has(k)),
    hmGet: jest.fn(async (_h: string, tags: string[]) => tags.map(() => null)),
    multi: () => ({ hIncrBy: () => undefined, exec: async () => [] }),
  });
  return client;
}

const page = (html: string, tags = ['content'], status = 200): Entry => ({
  lastModified: Date.now(),
  tags,
  value: { kind: 'APP_PAGE', status, html },
  lifespan: { expireAt: Math.floor(Date.now() / 1000) + 3600, revalidate: 300 },
});
const meta = { implicitTags: [] };

function setup() {
  const client = fakeClient();
  const redis = store();
  const local = store();
  // The fake Redis keeps the tag index the real handler keeps.
  redis.set.mockImplementation(async (k: string, v: Entry) => {
    redis.m.set(k, v);
    client.indexed.add(k);
  });
  const handler = createTieredHandler({ client, redis, local, keyPrefix: 'p:' });
  return { client, redis, local, handler };
}

describe('shared cache handler', () => {
  it('reads Redis first and never a local copy while Redis answers', async () => {
    const { redis, local, handler } = setup();
    local.m.set('/a', page('old local'));
    expect(await handler.get('/a', meta)).toBeNull();
    redis.m.set('/a', page('shared'));
    expect((await handler.get('/a', meta)).value.html).toBe('shared');
  });

  it('writes to Redis and to the local copy, and stores the page lifetime with the entry', async () => {
    const { redis, local, handler } = setup();
    await handler.set('/a', page('x'), {});
    expect(redis.m.get('/a')?.value.html).toBe('x');
    expect(local.m.get('/a')?.value.html).toBe('x');
    expect(redis.m.get('/a')).toMatchObject({ cacheControl: { revalidate: 300 } });
  });

  it('keeps "not found" pages out of Redis', async () => {
    const { redis, local, handler } = setup();
    await handler.set('/missing', page('404', [], 404), {});
    expect(redis.m.has('/missing')).toBe(false);
    expect((await handler.get('/missing', meta)).value.status).toBe(404);
    expect(local.m.has('/missing')).toBe(true);
  });

  it('serves a hot copy only while Redis confirms its version and tag index', async () => {
    const { client, redis, handler } = setup();
    await handler.set('/a', page('v1'), {});
    redis.get.mockClear();
    expect((await handler.get('/a', meta)).value.html).toBe('v1');
    expect(redis.get).not.toHaveBeenCalled(); // the hot copy, checked with three small commands
    // Another instance revalidated the page: its tag index entry is gone.
    client.indexed.delete('/a');
    redis.m.delete('/a');
    expect(await handler.get('/a', meta)).toBeNull();
  });

  it('drops a hot copy when another instance stored a newer version', async () => {
    const { client, redis, handler } = setup();
    await handler.set('/a', page('v1'), {});
    const newer = { ...page('v2'), lastModified: Date.now() + 1000 };
    redis.m.set('/a', newer);
    client.strings.set('p:v:/a', String(newer.lastModified));
    expect((await handler.get('/a', meta)).value.html).toBe('v2');
  });

  it('without Redis serves and caches locally, and replays revalidated tags when Redis is back', async () => {
    const { client, redis, local, handler } = setup();
    client.isReady = false;
    await handler.set('/a', page('local'), {});
    expect(redis.set).not.toHaveBeenCalled();
    expect((await handler.get('/a', meta)).value.html).toBe('local');
    await handler.revalidateTag('content');
    expect(local.m.has('/a')).toBe(false);
    expect(redis.revalidateTag).not.toHaveBeenCalled();
    client.isReady = true;
    client.emit('ready');
    expect(redis.revalidateTag).toHaveBeenCalledWith('content');
  });

  it('falls back to the local copy when a Redis call fails', async () => {
    const { redis, local, handler } = setup();
    redis.get.mockRejectedValueOnce(new Error('socket closed'));
    local.m.set('/a', page('local'));
    expect((await handler.get('/a', meta)).value.html).toBe('local');
  });

  it('a revalidation raises the page generation the server micro-cache checks', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the cache handlers' CommonJS module
    const { pageGeneration } = require('../../../lib/cache/page-generation.cjs');
    const { handler } = setup();
    const before = pageGeneration();
    await handler.revalidateTag('item-1');
    expect(pageGeneration()).toBe(before + 1);
  });
});

