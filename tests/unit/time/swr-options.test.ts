import { fixedIntervalRetry, SERVER_TIME_SWR_OPTIONS } from '@/lib/policy';

describe('server-time SWR options (SPEC §7/§9)', () => {
  it('are exactly the SPEC values', () => {
    const { onErrorRetry, ...rest } = SERVER_TIME_SWR_OPTIONS;
    expect(rest).toEqual({
      refreshInterval: 60000,
      revalidateOnFocus: true,
      focusThrottleInterval: 30000,
      revalidateOnReconnect: true,
      dedupingInterval: 10000,
      errorRetryCount: 3,
      errorRetryInterval: 5000,
    });
    expect(onErrorRetry).toBe(fixedIntervalRetry);
  });

  it('retries 3 times, every 5 s (no exponential backoff)', () => {
    jest.useFakeTimers();
    const revalidate = jest.fn().mockResolvedValue(true);
    const config = { errorRetryCount: 3, errorRetryInterval: 5000 } as never;
    for (const retryCount of [1, 2, 3]) {
      fixedIntervalRetry(new Error('x'), 'k', config, revalidate, { retryCount, dedupe: true });
      jest.advanceTimersByTime(4999);
      expect(revalidate).toHaveBeenCalledTimes(retryCount - 1);
      jest.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenLastCalledWith({ retryCount, dedupe: true });
    }
    fixedIntervalRetry(new Error('x'), 'k', config, revalidate, { retryCount: 4, dedupe: true });
    jest.advanceTimersByTime(60_000);
    expect(revalidate).toHaveBeenCalledTimes(3);
    jest.useRealTimers();
  });

  it('falls back to the constants when the config lacks them', () => {
    jest.useFakeTimers();
    const revalidate = jest.fn().mockResolvedValue(true);
    fixedIntervalRetry(new Error('x'), 'k', {} as never, revalidate, { retryCount: 3, dedupe: true });
    jest.advanceTimersByTime(5000);
    expect(revalidate).toHaveBeenCalledTimes(1);
    fixedIntervalRetry(new Error('x'), 'k', {} as never, revalidate, { retryCount: 4, dedupe: true });
    jest.advanceTimersByTime(5000);
    expect(revalidate).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
