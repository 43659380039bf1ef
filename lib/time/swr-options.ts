import type { SWRConfiguration } from 'swr';

/** SPEC §7/§9 server-time refresh constants, in one place. */
const SERVER_TIME_REFRESH_MS = 60_000;
const SERVER_TIME_FOCUS_THROTTLE_MS = 30_000;
const SERVER_TIME_DEDUPE_MS = 10_000;
const SERVER_TIME_RETRY_COUNT = 3;
const SERVER_TIME_RETRY_INTERVAL_MS = 5_000;

/**
 * "Retry 3 times every 5 s": SWR's default retry backs off exponentially with jitter, so the
 * retry is replaced by a fixed interval with the same count semantics (retryCount starts at 1).
 */
export const fixedIntervalRetry: NonNullable<SWRConfiguration['onErrorRetry']> = (_err, _key, config, revalidate, opts) => {
  const max = config.errorRetryCount ?? SERVER_TIME_RETRY_COUNT;
  if (opts.retryCount > max) return;
  setTimeout(() => void revalidate(opts), config.errorRetryInterval ?? SERVER_TIME_RETRY_INTERVAL_MS);
};

export const SERVER_TIME_SWR_OPTIONS = {
  refreshInterval: SERVER_TIME_REFRESH_MS,
  revalidateOnFocus: true,
  focusThrottleInterval: SERVER_TIME_FOCUS_THROTTLE_MS,
  revalidateOnReconnect: true,
  dedupingInterval: SERVER_TIME_DEDUPE_MS,
  errorRetryCount: SERVER_TIME_RETRY_COUNT,
  errorRetryInterval: SERVER_TIME_RETRY_INTERVAL_MS,
  onErrorRetry: fixedIntervalRetry,
} as const satisfies SWRConfiguration;
