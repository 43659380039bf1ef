import { http as mock, HttpResponse } from 'msw';
import {
  clockFromSample,
  FALLBACK_CLOCK,
  fetchServerClock,
  loadServerClock,
  SERVER_TIME_ERROR,
  serverNow,
} from '@/lib/time';
import { server, setupMswServer } from '../../mocks/server';
import { MOCK_SERVER_TIME } from '../../mocks/handlers';

setupMswServer();

const env = (errorCode: unknown, data: unknown) => ({ error: { errorCode }, data });

describe('a valid server time (SPEC §5)', () => {
  const serve = (body: unknown) => server.use(mock.get('*/activity/group/time', () => HttpResponse.json(body as object)));
  it('accepts errorCode 0 with positive numeric data', async () => {
    serve(env(0, 1));
    await expect(loadServerClock()).resolves.toMatchObject({ serverTime: expect.any(Number) });
    serve(env(0, MOCK_SERVER_TIME));
    await expect(loadServerClock()).resolves.toMatchObject({ serverTime: expect.any(Number) });
  });
  it.each([
    ['non-zero code', env(1, 1)],
    ['zero data', env(0, 0)],
    ['negative data', env(0, -5)],
    ['string data', env(0, '1700000000000')],
    ['NaN', env(0, NaN)],
    ['Infinity', env(0, Infinity)],
    ['null data', env(0, null)],
    ['string code', env('0', 1)],
    ['no envelope', { data: 1 }],
    ['null body', null],
  ])('rejects %s', async (_l, res) => {
    serve(res);
    await expect(loadServerClock()).rejects.toThrow(SERVER_TIME_ERROR);
  });
});

describe('clock arithmetic (SPEC §4)', () => {
  it('adds half the round trip and keeps the offset to the local clock', () => {
    // sent at local 1000, received at local 1400: round trip 400 → server time + 200
    expect(clockFromSample(50_000, 1000, 1400)).toEqual({ serverTime: 50_200, offset: 48_800 });
    expect(serverNow(48_800, 2000)).toBe(50_800);
  });
  it('a clock that went backwards counts as a zero round trip', () => {
    expect(clockFromSample(10_000, 500, 400)).toEqual({ serverTime: 10_000, offset: 9_600 });
  });
  it('fallback: server time 0 and now = local time', () => {
    expect(FALLBACK_CLOCK).toEqual({ serverTime: 0, offset: 0 });
    expect(serverNow(FALLBACK_CLOCK.offset, 1234)).toBe(1234);
    expect(serverNow(0) - Date.now()).toBeLessThanOrEqual(0);
  });
});

describe('loading the clock', () => {
  it('measures the round trip around the call', async () => {
    const ticks = [1000, 1100];
    const clock = () => ticks.shift()!;
    await expect(loadServerClock(clock)).resolves.toEqual({ serverTime: MOCK_SERVER_TIME + 50, offset: MOCK_SERVER_TIME + 50 - 1100 });
  });
  it('throws the SPEC message on an invalid answer', async () => {
    expect(SERVER_TIME_ERROR).toBe('获取服务器时间失败');
    server.use(mock.get('*/activity/group/time', () => HttpResponse.json(env(0, 0))));
    await expect(loadServerClock()).rejects.toThrow(SERVER_TIME_ERROR);
  });
  it('fetchServerClock never throws: fallback with ok false', async () => {
    server.use(mock.get('*/activity/group/time', () => HttpResponse.error()));
    await expect(fetchServerClock()).resolves.toEqual({ serverTime: 0, offset: 0, ok: false });
    server.resetHandlers();
    const res = await fetchServerClock();
    expect(res.ok).toBe(true);
    expect(res.serverTime).toBeGreaterThanOrEqual(MOCK_SERVER_TIME);
  });
});
