/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the cache handler is CommonJS (Next loads it outside the bundle)
const PageCacheHandler = require('../../../lib/cache/page-cache-handler.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { isUnavailableRender } = require('../../../lib/cache/unavailable-render.cjs');

const page = (html: string, rsc = '0:[]') => ({ kind: 'APP_PAGE', html, rscData: Buffer.from(rsc), status: 200, headers: {}, postponed: undefined, segmentData: undefined });

describe('a render that hit an unavailable API', () => {
  it('is recognised by the mark in its HTML or its RSC payload', () => {
    expect(isUnavailableRender(page('<section data-render-unavailable="">'))).toBe(true);
    expect(isUnavailableRender(page('<p>ok</p>', '1:["data-render-unavailable"]'))).toBe(true);
    expect(isUnavailableRender(page('<p>ok</p>'))).toBe(false);
    expect(isUnavailableRender({ kind: 'FETCH', data: {} })).toBe(false);
    expect(isUnavailableRender(null)).toBe(false);
  });

  it('never replaces the cached page: the good one stays and is served (stale) until a good render', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
    const handler = new PageCacheHandler({ fs: { ...fs.promises, mkdir: (d: string) => fs.promises.mkdir(d, { recursive: true }), existsSync: fs.existsSync, readFileSync: fs.readFileSync }, serverDistDir: dir, flushToDisk: true, revalidatedTags: [], _requestHeaders: {}, maxMemoryCacheSize: 10 * 1024 * 1024 });
    const ctx = { isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: undefined } };
    await handler.set('/interior/news', page('<p>good</p>'), ctx);
    await handler.set('/interior/news', page('<div data-render-unavailable="">内容加载失败</div>'), ctx);
    const got = await handler.get('/interior/news', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });
    expect(got?.value?.html).toBe('<p>good</p>');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('a revalidation', () => {
  it('raises the page generation the server micro-cache checks (lib/cache/micro-cache.cjs)', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, as above
    const { pageGeneration } = require('../../../lib/cache/page-generation.cjs');
    const handler = new PageCacheHandler({ serverDistDir: os.tmpdir(), flushToDisk: false, revalidatedTags: [], _requestHeaders: {}, maxMemoryCacheSize: 1024 * 1024 });
    const before = pageGeneration();
    await handler.revalidateTag(['_N_T_/interior/news']);
    expect(pageGeneration()).toBe(before + 1);
  });
});
