import { getClassifyTree } from '@/lib/api/classify';
import type { ClassifyNode } from '@/lib/api/contract/classify';
import type { ApiResult } from '@/lib/api/load';
import type { ClassifyParams } from './classify-param';
import { CATEGORY_KINDS, type CategoryKind } from './kinds';

export interface CategoryContext {
  kind: CategoryKind;
  /** The kind's whole tree (for the sibling chips). */
  tree: ClassifyNode[];
  top: ClassifyNode;
  sub: ClassifyNode | null;
}

/**
 * Finds the parameters' categories in the channel kinds' trees. ok+null: no category asked for
 * (a plain keyword search); 'not-found': no such category, or the sub category is not under the
 * top one; 'unavailable': a tree could not be loaded and the id was not in the others.
 */
export async function loadCategoryContext(p: Pick<ClassifyParams, 'top' | 'sub'>): Promise<ApiResult<CategoryContext | null>> {
  if (p.top === 0) return { ok: true, data: null };
  const trees = await Promise.all(CATEGORY_KINDS.map(async (kind) => ({ kind, result: await getClassifyTree(kind) })));
  for (const { kind, result } of trees) {
    if (!result.ok) continue;
    const top = result.data.find((n) => n.id === p.top);
    if (!top) continue;
    if (p.sub === 0) return { ok: true, data: { kind, tree: result.data, top, sub: null } };
    const sub = top.children?.find((c) => c.id === p.sub);
    return sub ? { ok: true, data: { kind, tree: result.data, top, sub } } : { ok: false, error: 'not-found' };
  }
  return trees.some((t) => !t.result.ok) ? { ok: false, error: 'unavailable' } : { ok: false, error: 'not-found' };
}
