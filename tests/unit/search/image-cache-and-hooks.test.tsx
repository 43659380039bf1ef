import { renderHook, waitFor } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { http as mock, HttpResponse } from 'msw';
import type { SimilarResult } from '@/lib/api/contract/search';
import { AI_USER_TYPE_ERROR, useAiUserType } from '@/components/search/ai/use-ai-user-type';
import { cacheKey, IMAGE_CACHE_LIMIT, IMAGE_CACHE_TTL_MS, readCached, sha256Hex, writeCached } from '@/components/search/similar/image-cache';
import { cropByKey, clampCrop } from '@/components/search/similar/crop-box';
import { server, setupMswServer } from '../../mocks/server';
import { envelope } from '../../mocks/handlers';
import { freshSwrWrapper } from '../helpers/swr';

setupMswServer();
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

const result = (n: number): SimilarResult => ({ list: [], scanned: n, tookMs: 1, query: { width: 1, height: 1, colors: [], crop: null }, hideDuplicates: true, page: 1, pageSize: 30 });

describe('referenceImgSourceCache', () => {
  beforeEach(() => localStorage.clear());
  test('SHA-256 of the bytes, hex', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc').buffer as ArrayBuffer)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  test('a repeat with the same hash and options is answered from the cache; other options are not', () => {
    const k = cacheKey('h1', { hideDuplicates: true, page: 1 });
    expect(readCached(k)).toBeNull();
    writeCached(k, result(7));
    expect(readCached(k)?.scanned).toBe(7);
    expect(readCached(cacheKey('h1', { hideDuplicates: false, page: 1 }))).toBeNull();
    expect(readCached(cacheKey('h1', { crop: '0,0,1,1', hideDuplicates: true, page: 1 }))).toBeNull();
    expect(JSON.parse(localStorage.getItem('referenceImgSourceCache')!)).toHaveProperty([k]);
  });
  test('entries expire and the oldest are dropped beyond the limit', () => {
    const t0 = 1_000_000;
    writeCached('old', result(1), t0);
    expect(readCached('old', t0 + IMAGE_CACHE_TTL_MS + 1)).toBeNull();
    for (let i = 0; i < IMAGE_CACHE_LIMIT + 2; i++) writeCached(`k${i}`, result(i), t0 + i + 1);
    const stored = JSON.parse(localStorage.getItem('referenceImgSourceCache')!);
    expect(Object.keys(stored)).toHaveLength(IMAGE_CACHE_LIMIT);
    expect(stored).not.toHaveProperty(['old']);
    expect(stored).toHaveProperty([`k${IMAGE_CACHE_LIMIT + 1}`]);
  });
});

describe('crop box keyboard', () => {
  test('arrows move, Shift+arrows resize, always inside the picture', () => {
    const c = { x: 0.1, y: 0.1, w: 0.5, h: 0.5 };
    expect(cropByKey(c, 'ArrowRight', false)!.x).toBeCloseTo(0.12);
    expect(cropByKey(c, 'ArrowDown', true)!.h).toBeCloseTo(0.52);
    expect(cropByKey(c, 'a', false)).toBeNull();
    expect(clampCrop({ x: 0.9, y: -1, w: 0.5, h: 2 })).toEqual({ x: 0.5, y: 0, w: 0.5, h: 1 });
  });
});

describe('useAiUserType (SPEC §4/§8)', () => {
  const wrapper = freshSwrWrapper();
  test('null while loading, then data.name', async () => {
    server.use(mock.get('*/ai/api/getUserType', () => HttpResponse.json(envelope({ name: 'vip' }))));
    const { result } = renderHook(() => useAiUserType(), { wrapper });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('vip'));
  });
  test('"-1" on a non-zero code and on a network failure', async () => {
    server.use(mock.get('*/ai/api/getUserType', () => HttpResponse.json({ error: { errorCode: 7 }, data: null })));
    const a = renderHook(() => useAiUserType(), { wrapper });
    await waitFor(() => expect(a.result.current).toBe(AI_USER_TYPE_ERROR));
    server.use(mock.get('*/ai/api/getUserType', () => HttpResponse.error()));
    const b = renderHook(() => useAiUserType(), { wrapper });
    await waitFor(() => expect(b.result.current).toBe('-1'));
  });
  test('no refresh on focus or reconnect', async () => {
    let calls = 0;
    server.use(mock.get('*/ai/api/getUserType', () => (calls++, HttpResponse.json(envelope({ name: 'a' })))));
    const { result } = renderHook(() => useAiUserType(), { wrapper });
    await waitFor(() => expect(result.current).toBe('a'));
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBe(1);
  });
});
