import type { SWRConfiguration } from 'swr';

/**
 * The site's policy values: page sizes and cache lifetimes, one place for every page, loader and
 * the sitemap, and the option sets of the client's SWR hooks. A page's `export const revalidate`
 * must be a literal (Next reads it without running the module);
 * tests/unit/route/revalidate-policy.test.ts checks each literal against this file, and
 * tests/unit/hooks/swr-options-per-hook.test.tsx each SWR hook's resolved options.
 */

/** Cards per list page: fills 2, 3 and 4 columns evenly and keeps a page's HTML small. */
export const PAGE_SIZE = 24;

/**
 * Cards of a home's newest-items waterfall in its HTML (issue 40): the waterfall is the last
 * section, below the fold on every screen, and each card costs its markup twice (the HTML and the
 * RSC payload) and a hydration on a phone. The rest of its first page loads as the reader nears
 * it; every item stays linked from /listPage's numbered pages.
 */
export const HOME_LATEST_CARDS = 8;

/**
 * How long a server render waits for a secondary block's call (a home's 资源专区 and newest items,
 * a detail's more-in-category, 相关专题) before streaming that block behind its skeleton instead
 * (issue 40; components/content/inline-when-quick.tsx): in the page itself it costs no skeleton
 * and no script moving hidden HTML into place, and a reader without script sees it; a slow call
 * still never holds the page longer than this.
 */
export const INLINE_WAIT_MS = 300;

/** Rows per page of a /personal card's list (my uploads, gather tasks). */
export const CARD_PAGE_SIZE = 10;

/** Entries (and designers) per /bk list page. */
export const BK_PAGE_SIZE = 30;

/** Topics per index page: every topic of a 20,000-item catalogue is within four pages of /jhy. */
export const TOPIC_PAGE_SIZE = 120;

/** Content changes slowly; five minutes of staleness is the product's trade-off (issue 4). */
export const CONTENT_REVALIDATE = 300;

/** A public collect folder: cached a minute (a folder made private leaves the cache within it). */
export const FOLDER_REVALIDATE = 60;

/** Search results change with the catalogue only: a minute of staleness keeps repeat queries instant. */
export const SEARCH_REVALIDATE = 60;

/** A search word's id (GET /searchWord/id): the word table changes rarely, an hour is fresh enough. */
export const SEARCH_WORD_REVALIDATE = 3600;

/**
 * How long a render that hit an unavailable API may be cached. Short, so an error page does
 * not outlive the outage by minutes; long enough to shield a recovering API from a stampede.
 */
export const FAILURE_REVALIDATE = 10;

/*
 * Client data (SWR): each hook spreads one of these sets and adds only what differs. There is no
 * <SWRConfig>: swr is in no page's first load through the root layout (the header's search words,
 * the experiment groups and the checkout load after the page), so a provider there would add
 * swr's core (about 4 kB gzip) to every page, and one per SWR island would be a dozen mounts, any
 * hook outside them silently falling back to SWR's own defaults (refetch on focus, background
 * retries). A spread set travels with its hook wherever it mounts.
 */

/**
 * The site's default: fetched when an island asks, not again when the tab regains focus (a list
 * reloads on purpose: a version in its key, a reload or retry button), and a failure shows its
 * message at once instead of retrying in the background.
 */
export const DEFAULT_SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const satisfies SWRConfiguration;

/**
 * SPEC §7: a lookup fetched once per page and never refreshed by itself, on focus or on
 * reconnect (the experiment groups, the AI user type, the upload identity: a visitor's variant
 * must not change under their eyes).
 */
export const NEVER_REFRESH_SWR_OPTIONS = {
  ...DEFAULT_SWR_OPTIONS,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
} as const satisfies SWRConfiguration;

// SPEC §7/§9: the server clock is refreshed every 60 s, on focus (throttled 30 s) and on
// reconnect, deduped 10 s, retried 3 times 5 s apart.
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

/** The server clock's set (the one hook that refreshes on focus and retries). */
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

/**
 * SPEC §9 "toast 3 s": a short in-place confirmation that needs no action (链接已复制, a collect
 * notice without 撤销, a follow or 不感兴趣 confirmation). A notice offering 撤销 stays the
 * notification's 4.5 s (components/providers/antd-provider.tsx), long enough to reach the button.
 */
export const TOAST_MS = 3000;
