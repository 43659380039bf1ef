import type { ContentListQuery } from '@/lib/api/contract/content';
import type { ClassifyParams } from './classify-param';
import type { CategoryContext } from './load-classify';

/**
 * The content-list query of a classify page, without the page number. A keyword search without
 * a category searches cases (SPEC §2: the classify path with a keyword is the case search).
 */
export function classifyQuery(p: ClassifyParams, ctx: CategoryContext | null): Omit<ContentListQuery, 'page' | 'pageSize'> {
  const q: Omit<ContentListQuery, 'page' | 'pageSize'> = { sort: p.sort };
  if (ctx) q.classifyId = (ctx.sub ?? ctx.top).id;
  else q.kind = 'case';
  if (p.keyword !== null) q.keyword = p.keyword;
  if (p.vip !== 'all') q.vip = p.vip === 'vip' ? 1 : 0;
  if (p.tagId) q.tagId = p.tagId;
  return q;
}
