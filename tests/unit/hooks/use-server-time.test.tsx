import { act, renderHook, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { SERVER_TIME_KEY, useServerTime } from '@/hooks/use-server-time';
import { SERVER_TIME_ERROR } from '@/lib/time';
import { server, setupMswServer } from '../../mocks/server';
import { MOCK_SERVER_TIME } from '../../mocks/handlers';
import { freshSwrWrapper } from '../helpers/swr';

setupMswServer();

// A fresh cache per test; no retries here (the retry policy has its own tests).
const wrapper = freshSwrWrapper({ dedupingInterval: 0 });

describe('useServerTime', () => {
  it('uses the SPEC endpoint as its key', () => {
    expect(SERVER_TIME_KEY).toBe('/activity/group/time');
  });

  it('starts with the fallback, then derives server "now" from the offset', async () => {
    const { result } = renderHook(() => useServerTime(), { wrapper });
    expect(result.current.serverTime).toBe(0);
    expect(Math.abs(result.current.now() - Date.now())).toBeLessThan(50);
    await waitFor(() => expect(result.current.serverTime).toBeGreaterThan(0));
    expect(result.current.serverTime).toBeGreaterThanOrEqual(MOCK_SERVER_TIME);
    expect(result.current.serverTime - MOCK_SERVER_TIME).toBeLessThan(1000);
    expect(result.current.error).toBeUndefined();
    const now = result.current.now();
    expect(Math.abs(now - (Date.now() + result.current.offset))).toBeLessThan(50);
    expect(Math.abs(now - MOCK_SERVER_TIME)).toBeLessThan(2000);
  });

  it('reports the SPEC message and keeps the fallback on an invalid answer', async () => {
    server.use(mock.get('*/activity/group/time', () => HttpResponse.json({ error: { errorCode: 1 }, data: 5 })));
    const onError = jest.fn();
    const { result } = renderHook(() => useServerTime({ onError }), {
      wrapper: freshSwrWrapper({ shouldRetryOnError: false }),
    });
    await waitFor(() => expect(result.current.error).toBe(SERVER_TIME_ERROR));
    expect(onError).toHaveBeenCalledWith('获取服务器时间失败');
    expect(result.current.serverTime).toBe(0);
    expect(result.current.offset).toBe(0);
    expect(Math.abs(result.current.now() - Date.now())).toBeLessThan(50);
  });

  it('retries after an error, 5 s apart, and recovers', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let calls = 0;
    server.use(
      mock.get('*/activity/group/time', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ error: { errorCode: 0 }, data: 0 }) : HttpResponse.json({ error: { errorCode: 0 }, data: MOCK_SERVER_TIME });
      }),
    );
    const { result } = renderHook(() => useServerTime(), {
      wrapper: freshSwrWrapper(),
    });
    await waitFor(() => expect(result.current.error).toBe(SERVER_TIME_ERROR));
    expect(calls).toBe(1);
    await act(async () => {
      jest.advanceTimersByTime(4999);
    });
    expect(calls).toBe(1);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    jest.useRealTimers();
    await waitFor(() => expect(result.current.serverTime).toBeGreaterThan(0));
    expect(calls).toBe(2);
    expect(result.current.error).toBeUndefined();
  });
});
