/**
 * @jest-environment node
 */
import { delay, http as mock, HttpResponse } from 'msw';
import { http } from '@/lib/http';
import { apiBreaker, CircuitBreaker, FAILURES_TO_OPEN } from '@/lib/http/circuit-breaker';
import { server, setupMswServer } from '../../mocks/server';

setupMswServer();

const INTERNAL = 'http://127.0.0.1:4000';
const ok = <T>(data: T) => ({ error: { errorCode: 0, message: '' }, data });

afterEach(() => apiBreaker.reset());

describe('CircuitBreaker', () => {
  it('opens after the failures in a row, lets one probe through after the open time, closes on its success', () => {
    let t = 0;
    const b = new CircuitBreaker(1000, () => t);
    for (let i = 0; i < FAILURES_TO_OPEN - 1; i++) b.failure('a');
    expect(b.allow('a')).toBe(true);
    b.failure('a');
    expect(b.status('a')).toBe('open');
    expect(b.allow('a')).toBe(false);
    expect(b.allow('b')).toBe(true); // other origins are not affected
    t = 1000;
    expect(b.status('a')).toBe('half-open');
    expect(b.allow('a')).toBe(true); // the probe
    expect(b.allow('a')).toBe(false); // one probe at a time
    b.success('a');
    expect(b.status('a')).toBe('closed');
    expect(b.allow('a')).toBe(true);
  });

  it('a failed probe opens it again for the full time; a success in between resets the count', () => {
    let t = 0;
    const b = new CircuitBreaker(1000, () => t);
    b.failure('a');
    b.failure('a');
    b.success('a');
    b.failure('a');
    expect(b.status('a')).toBe('closed');
    b.failure('a');
    b.failure('a');
    t = 1500;
    expect(b.allow('a')).toBe(true);
    b.failure('a');
    expect(b.status('a')).toBe('open');
    t = 2400;
    expect(b.allow('a')).toBe(false);
    t = 2500;
    expect(b.allow('a')).toBe(true);
  });
});

describe('the server wrapper with a hung API', () => {
  it('fails fast once the breaker is open, and recovers through a probe', async () => {
    let hung = true;
    server.use(
      mock.get(`${INTERNAL}/x`, async () => {
        if (hung) await delay('infinite');
        return HttpResponse.json(ok(1));
      }),
    );
    for (let i = 0; i < FAILURES_TO_OPEN; i++) await expect(http.get('/x', undefined, { timeoutMs: 40 })).resolves.toBeUndefined();
    const started = Date.now();
    await expect(http.get('/x', undefined, { timeoutMs: 5000 })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000); // not the 5 s timeout
    hung = false;
    jest.spyOn(Date, 'now').mockReturnValue(started + 60_000); // past the open time
    await expect(http.get('/x', undefined, { timeoutMs: 5000 })).resolves.toEqual(ok(1));
    await expect(http.get('/x')).resolves.toEqual(ok(1));
  });

  it('counts 5xx answers as failures, 4xx answers as the API working', async () => {
    server.use(
      mock.get(`${INTERNAL}/e500`, () => HttpResponse.json({ error: { errorCode: 50000, message: 'x' }, data: null }, { status: 500 })),
      mock.get(`${INTERNAL}/e404`, () => HttpResponse.json({ error: { errorCode: 40400, message: 'x' }, data: null }, { status: 404 })),
    );
    for (let i = 0; i < FAILURES_TO_OPEN - 1; i++) await http.get('/e500');
    await http.get('/e404');
    await http.get('/e500');
    expect(apiBreaker.status(INTERNAL)).toBe('closed');
    await http.get('/e500');
    await http.get('/e500');
    expect(apiBreaker.status(INTERNAL)).toBe('open');
  });
});
