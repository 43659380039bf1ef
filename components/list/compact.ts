// The list's compact mode (client cards of /personal): a face of its own, so the pages that
// import `@/components/list` never pull antd's switch into their first load.
export { CompactPagination } from './compact-pagination';
