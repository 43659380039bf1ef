/**
 * @jest-environment node
 */
import { delay, http as mock, HttpResponse } from 'msw';
import { http } from '@/lib/http';
import { apiBreaker, CircuitBreaker, FAILURES_TO_OPEN, httpProbe, WINDOW_MS } from '@/lib/http/circuit-breaker';
import { server, setupMswServer } from '../../mocks/server';

setupMswServer();

const INTERNAL = 'http://127.0.0.1:4000';
const ok = <T>(data: T) => ({ error: { errorCode: 0, message: '' }, data });
const settle = () => new Promise((r) => setTimeout(r, 0));

// The process's own breaker logs its openings (console.warn); the tests here open it on purpose.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

afterEach(() => {
  apiBreaker.reset();
  jest.restoreAllMocks();
});

describe('CircuitBreaker', () => {
  it('opens after the failures within the window, fails fast, and closes only by its own probe', async () => {
    let t = 0;
    let alive = false;
    const probes: string[] = [];
    const logs: string[] = [];
    const b = new CircuitBreaker(1000, () => t, async (origin) => (probes.push(origin), alive), (m) => logs.push(m));
    for (let i = 0; i < FAILURES_TO_OPEN - 1; i++) b.failure('a');
    expect(b.allow('a')).toBe(true);
    expect(logs).toEqual([]);
    b.failure('a', 'TimeoutError: The API did not answer within 4000 ms');
    expect(b.status('a')).toBe('open');
    // Opening is logged once, with why; later failures while open are not logged again.
    expect(logs).toEqual([`[api-breaker] a: ${FAILURES_TO_OPEN} failures within ${WINDOW_MS / 1000} s (the last: TimeoutError: The API did not answer within 4000 ms); calls to it fail at once for 1 s`]);
    b.failure('a');
    expect(logs).toHaveLength(1);
    expect(b.allow('a')).toBe(false);
    expect(b.allow('b')).toBe(true); // other origins are not affected
    expect(probes).toEqual([]);
    t = 1000;
    expect(b.allow('a')).toBe(false); // starts the probe, still fails fast
    expect(b.status('a')).toBe('half-open');
    expect(b.allow('a')).toBe(false); // one probe at a time
    await settle();
    expect(probes).toEqual(['a']);
    expect(b.status('a')).toBe('open'); // the probe failed: open for another period
    t = 1500;
    b.allow('a');
    expect(probes).toHaveLength(1);
    t = 2000;
    alive = true;
    b.allow('a');
    await settle();
    expect(b.status('a')).toBe('closed');
    expect(b.allow('a')).toBe(true);
    expect(logs).toHaveLength(2);
    expect(logs[1]).toBe('[api-breaker] a answers again: calls go out again');
  });

  it('counts failures only within the window; successes (maybe cached) do not reset it', () => {
    let t = 0;
    const b = new CircuitBreaker(1000, () => t, async () => true, () => undefined);
    b.failure('a');
    b.failure('a');
    t = WINDOW_MS;
    b.failure('a'); // the first two have left the window
    b.failure('a');
    expect(b.status('a')).toBe('closed');
    b.failure('a');
    expect(b.status('a')).toBe('open');
  });

  it('probes with any answer below 500 as alive', async () => {
    server.use(
      mock.get('http://alive.test/', () => HttpResponse.json({}, { status: 404 })),
      mock.get('http://broken.test/', () => HttpResponse.json({}, { status: 502 })),
    );
    await expect(httpProbe('http://alive.test')).resolves.toBe(true);
    await expect(httpProbe('http://broken.test')).resolves.toBe(false);
  });
});

describe('the server wrapper with a hung API', () => {
  it('fails fast once the breaker is open, and recovers after a probe', async () => {
    let hung = true;
    server.use(
      mock.get(`${INTERNAL}/x`, async () => {
        if (hung) await delay('infinite');
        return HttpResponse.json(ok(1));
      }),
      mock.get(`${INTERNAL}/`, () => HttpResponse.json({}, { status: 404 })),
    );
    for (let i = 0; i < FAILURES_TO_OPEN; i++) await expect(http.get('/x', undefined, { timeoutMs: 40 })).resolves.toBeUndefined();
    const started = Date.now();
    await expect(http.get('/x', undefined, { timeoutMs: 5000 })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000); // not the 5 s timeout
    hung = false;
    jest.spyOn(Date, 'now').mockReturnValue(started + 60_000); // past the open time
    await expect(http.get('/x')).resolves.toBeUndefined(); // starts the probe
    await new Promise((r) => setTimeout(r, 50));
    await expect(http.get('/x')).resolves.toEqual(ok(1));
  });

  it('counts 5xx answers as failures, 4xx answers as the API working', async () => {
    server.use(
      mock.get(`${INTERNAL}/e500`, () => HttpResponse.json({ error: { errorCode: 50000, message: 'x' }, data: null }, { status: 500 })),
      mock.get(`${INTERNAL}/e404`, () => HttpResponse.json({ error: { errorCode: 40400, message: 'x' }, data: null }, { status: 404 })),
    );
    await http.get('/e404');
    await http.get('/e500');
    await http.get('/e404');
    await http.get('/e500');
    expect(apiBreaker.status(INTERNAL)).toBe('closed');
    await http.get('/e500');
    expect(apiBreaker.status(INTERNAL)).toBe('open');
  });
});
