import type { SortOrder } from './contract/kinds';

/** Query of the per-kind list endpoints (…/list): all optional, the API defaults the rest. */
export interface KindListQuery {
  classifyId?: number;
  sort?: SortOrder;
  page?: number;
  pageSize?: number;
}

/** The query without empty filters (classifyId 0 means "all" on the site, absent on the API). */
export function listParams(q: KindListQuery): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  if (q.classifyId) out.classifyId = q.classifyId;
  if (q.sort) out.sort = q.sort;
  if (q.page) out.page = q.page;
  if (q.pageSize) out.pageSize = q.pageSize;
  return out;
}
