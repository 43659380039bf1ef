import type { ContentListQuery } from '@/lib/api/contract/content';
import type { CategoryUrl } from './classify-param';
import type { CategoryContext } from './load-classify';

/** The content-list query of a category page, without the page number (no category: the whole kind). */
export function classifyQuery(u: CategoryUrl, ctx: CategoryContext): Omit<ContentListQuery, 'page' | 'pageSize'> {
  const q: Omit<ContentListQuery, 'page' | 'pageSize'> = { sort: u.sort };
  const node = ctx.sub ?? ctx.top;
  if (node) q.classifyId = node.id;
  else q.kind = ctx.kind;
  if (u.vip !== 'all') q.vip = u.vip === 'vip' ? 1 : 0;
  if (u.tagId) q.tagId = u.tagId;
  return q;
}
