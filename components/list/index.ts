// The one list model's public face (issue 19), for pages and screens. A list of items with pages
// is one of three modes:
// - paged: the server's page and its crawlable <a href> page links (`PagedList` for items with
//   their count, empty and error states; `Pagination`, rel=prev/next, under any other list);
// - infinite: the server's page as a waterfall, the next pages appended in the browser with the
//   links, their summary and the address in step (`PagedWaterfall`, or `InfiniteWaterfall` with
//   the screen's own cards);
// - compact: a /personal card's page switch (`CompactPagination`, antd's; package.json's
//   sideEffects lets the bundler drop it, like every unused re-export, from pages without one).
export { PagedList } from './paged-list';
export type { PagedListProps } from './paged-list';
export { Pagination } from './pagination';
export { PagedWaterfall } from './paged-waterfall';
export { InfiniteWaterfall } from './infinite-waterfall';
export { CompactPagination } from './compact-pagination';
