/**
 * @jest-environment node
 */
// The data cache on disk (.next/cache/fetch-cache) stays within SITE_FETCH_CACHE_MB: the site's
// cache handler (lib/cache/page-cache-handler.cjs) over Next's real file-system cache, fed the
// way 100 random search URLs feed it (one ~20 KB API answer each).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BOUND_MB = 0.5;

function load() {
  let mod: { Handler: new (ctx: unknown) => HandlerLike; nodeFs: unknown } | null = null;
  jest.isolateModules(() => {
    process.env.SITE_FETCH_CACHE_MB = String(BOUND_MB);
    delete process.env.REDIS_URL;
    /* eslint-disable @typescript-eslint/no-require-imports -- the handler is CommonJS (Next loads it outside the bundle) */
    mod = { Handler: require('../../../lib/cache/page-cache-handler.cjs'), nodeFs: require('next/dist/server/lib/node-fs-methods').nodeFs };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  delete process.env.SITE_FETCH_CACHE_MB;
  return mod!;
}

interface HandlerLike {
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  get(key: string, ctx: unknown): Promise<unknown>;
}

const keyOf = (url: string) => createHash('sha256').update(url).digest('hex');
const answer = (url: string) => ({ kind: 'FETCH', data: { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url, list: 'x'.repeat(20_000) }), status: 200, url }, revalidate: 300 });
const bytesIn = (dir: string) => fs.readdirSync(dir).reduce((n, f) => n + fs.statSync(path.join(dir, f)).size, 0);

describe('the data cache on disk has a byte bound with least-recently-used eviction', () => {
  it('100 random search answers leave it within SITE_FETCH_CACHE_MB; what was read recently stays', async () => {
    const { Handler, nodeFs } = load();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fetch-bound-'));
    const serverDistDir = path.join(root, 'server');
    fs.mkdirSync(serverDistDir);
    const handler = () => new Handler({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] });
    const dir = path.join(root, 'cache', 'fetch-cache');
    const popular = 'http://api/case/api/search/list?keyword=客厅';
    await handler().set(keyOf(popular), answer(popular), { fetchCache: true, tags: [] });
    for (let i = 0; i < 100; i++) {
      const url = `http://api/case/api/search/list?keyword=kw${Math.random().toString(36).slice(2)}`;
      await handler().set(keyOf(url), answer(url), { fetchCache: true, tags: [] });
      // A popular search is read all the time.
      if (i % 5 === 0) expect(await handler().get(keyOf(popular), { kind: 'FETCH', tags: [], softTags: [] })).not.toBeNull();
      expect(bytesIn(dir)).toBeLessThanOrEqual(BOUND_MB * 1024 * 1024);
    }
    const files = fs.readdirSync(dir);
    expect(files.length).toBeGreaterThan(5);
    expect(files.length).toBeLessThan(101);
    expect(files).toContain(keyOf(popular));
    fs.rmSync(root, { recursive: true, force: true });
  });
});
