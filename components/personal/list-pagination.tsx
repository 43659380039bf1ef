import { Pagination } from 'antd';
import { QUIET_PAGINATION_ICONS } from '@/components/providers/quiet-icons';

/**
 * The page switch of a /personal card's list: shown once there is more than one page; its
 * arrows are named in Chinese (antd names them "left", "right" for screen readers).
 */
export function ListPagination({ page, pageSize, total, onChange }: { page: number; pageSize: number; total: number; onChange: (page: number) => void }) {
  if (total <= pageSize) return null;
  return <Pagination size="small" current={page} pageSize={pageSize} total={total} onChange={onChange} showSizeChanger={false} {...QUIET_PAGINATION_ICONS} />;
}
