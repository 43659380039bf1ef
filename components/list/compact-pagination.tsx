import { Pagination } from 'antd';
import { QUIET_PAGINATION_ICONS } from '@/components/providers/quiet-icons';

/**
 * The list's compact mode: a /personal card's page switch (client state, no URL), shown once
 * there is more than one page; its arrows are named in Chinese (antd names them "left",
 * "right" for screen readers).
 */
export function CompactPagination({ page, pageSize, total, onChange }: { page: number; pageSize: number; total: number; onChange: (page: number) => void }) {
  if (total <= pageSize) return null;
  return <Pagination size="small" current={page} pageSize={pageSize} total={total} onChange={onChange} showSizeChanger={false} {...QUIET_PAGINATION_ICONS} />;
}
