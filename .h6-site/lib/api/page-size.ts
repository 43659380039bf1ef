/** Cards per list page: fills 2, 3 and 4 columns evenly and keeps a page's HTML small. */
export const PAGE_SIZE = 24;
