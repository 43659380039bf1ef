/**
 * The site's policy values: page sizes and cache lifetimes, one place for every page, loader and
 * the sitemap. A page's `export const revalidate` must be a literal (Next reads it without running
 * the module); tests/unit/route/revalidate-policy.test.ts checks each literal against this file.
 */

/** Cards per list page: fills 2, 3 and 4 columns evenly and keeps a page's HTML small. */
export const PAGE_SIZE = 24;

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
