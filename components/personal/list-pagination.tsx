// Moved to the list model's compact mode (components/list/compact-pagination.tsx); kept until the
// cards whose files other slices are moving import `@/components/list/compact` themselves.
export { CompactPagination as ListPagination } from '@/components/list/compact';
