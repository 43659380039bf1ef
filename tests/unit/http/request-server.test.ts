/**
 * @jest-environment node
 */
import { delay, http as mock, HttpResponse } from 'msw';
import { http } from '@/lib/http';
import { apiBreaker } from '@/lib/http/circuit-breaker';
import { server, setupMswServer } from '../../mocks/server';
import { firstFetchInit } from '../helpers/fetch-init';

setupMswServer();

const INTERNAL = 'http://127.0.0.1:4000';
const ok = <T>(data: T) => ({ error: { errorCode: 0, message: '' }, data });

afterEach(() => {
  apiBreaker.reset();
  delete process.env.API_TIMEOUT_MS;
  delete process.env.API_RENDER_BUDGET_MS;
  delete process.env.API_INTERNAL_ORIGIN;
  jest.restoreAllMocks();
});

describe('server-side calls (no window)', () => {
  it('use the internal API origin', async () => {
    server.use(mock.get(`${INTERNAL}/case/api/x`, () => HttpResponse.json(ok(1))));
    await expect(http.get('/api/x')).resolves.toEqual(ok(1));
  });

  it('follow API_INTERNAL_ORIGIN', async () => {
    process.env.API_INTERNAL_ORIGIN = 'http://10.0.0.5:9000/';
    server.use(mock.get('http://10.0.0.5:9000/activity/group/time', () => HttpResponse.json(ok(5))));
    await expect(http.get('/activity/group/time')).resolves.toEqual(ok(5));
  });

  it('time out after timeoutMs and resolve undefined', async () => {
    server.use(
      mock.get(`${INTERNAL}/slow`, async () => {
        await delay(300);
        return HttpResponse.json(ok(1));
      }),
    );
    const started = Date.now();
    await expect(http.get('/slow', undefined, { timeoutMs: 50 })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(280);
  });

  it('end by the timeout even when the fetch ignores its signal, and count it for the breaker', async () => {
    // Next's patched fetch can drop the signal of a cacheable GET; the call still ends.
    const realFetch = globalThis.fetch;
    jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => (String(input).includes('/deaf') ? new Promise<Response>(() => undefined) : realFetch(input, { ...init })));
    const started = Date.now();
    await expect(http.get('/deaf', undefined, { timeoutMs: 60 })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
    const failures = jest.spyOn(apiBreaker, 'failure');
    await http.get('/deaf', undefined, { timeoutMs: 20 });
    expect(failures).toHaveBeenCalledTimes(1);
  });

  it('a call waits the smaller of API_TIMEOUT_MS (4000) and the render budget API_RENDER_BUDGET_MS (2500)', async () => {
    const spy = jest.spyOn(AbortSignal, 'timeout');
    server.use(mock.get(`${INTERNAL}/t`, () => HttpResponse.json(ok(1))));
    await http.get('/t');
    expect(spy).toHaveBeenLastCalledWith(2500);
    process.env.API_TIMEOUT_MS = '1234';
    await http.get('/t');
    expect(spy).toHaveBeenLastCalledWith(1234);
    process.env.API_TIMEOUT_MS = 'nonsense';
    await http.get('/t');
    expect(spy).toHaveBeenLastCalledWith(2500);
    process.env.API_RENDER_BUDGET_MS = '5000';
    await http.get('/t');
    expect(spy).toHaveBeenLastCalledWith(4000);
  });

  it('a hung API costs at most the render budget, then the call is unavailable', async () => {
    process.env.API_RENDER_BUDGET_MS = '120';
    server.use(mock.get(`${INTERNAL}/hung`, async () => new Promise<Response>(() => undefined)));
    const started = Date.now();
    await expect(http.get('/hung')).resolves.toBeUndefined();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(100);
    expect(waited).toBeLessThan(2000);
  });

  it('combine a caller signal with the timeout', async () => {
    server.use(mock.get(`${INTERNAL}/hang`, async () => new Promise<Response>(() => undefined)));
    const ctl = new AbortController();
    const p = http.get('/hang', undefined, { signal: ctl.signal, timeoutMs: 10_000 });
    ctl.abort();
    await expect(p).resolves.toBeUndefined();
  });

  it('pass Next cache options through', async () => {
    server.use(mock.get(`${INTERNAL}/cached`, () => HttpResponse.json(ok(1))));
    const init = await firstFetchInit(() => http.get('/cached', undefined, { next: { revalidate: 300, tags: ['classify'] }, cache: 'force-cache' }));
    expect(init.next).toEqual({ revalidate: 300, tags: ['classify'] });
    expect(init.cache).toBe('force-cache');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(init.credentials).toBe('include');
  });

  it('report a 302 without navigating', async () => {
    server.use(mock.get(`${INTERNAL}/r`, () => new HttpResponse(null, { status: 302, headers: { location: '/x' } })));
    await expect(http.get('/r')).resolves.toEqual({ data: null, url: `${INTERNAL}/r`, status: 302, location: '/x' });
  });
});
