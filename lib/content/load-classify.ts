import { cache } from 'react';
import { getClassifyTree } from '@/lib/api/classify';
import { getContentList } from '@/lib/api/content';
import type { ClassifyNode } from '@/lib/api/contract/classify';
import type { ItemPage } from '@/lib/api/contract/content';
import type { ApiResult } from '@/lib/api/load';
import { loadSearchView, type SearchView } from '@/components/search/server';
import { parseClassifyId, searchStateOf, type CategoryUrl, type ClassifyUrl, type SearchUrl } from './classify-param';
import { classifyQuery } from './classify-query';
import { pageCount } from './pagination';
import { CATEGORY_KINDS, type CategoryKind } from './kinds';

export interface CategoryContext {
  kind: CategoryKind;
  /** The kind's whole tree (for the category chips). */
  tree: ClassifyNode[];
  /** null: every category of the kind (/classify/0). */
  top: ClassifyNode | null;
  sub: ClassifyNode | null;
}

/** The kind /classify/0 lists: the case library (SPEC §2: the classify path is the case search). */
const ALL_CATEGORIES_KIND = 'case';

/**
 * Finds the URL's categories in the channel kinds' trees. ok+null: a search without a category;
 * 'not-found': no such category, or the sub category is not under the top one; 'unavailable':
 * a tree could not be loaded and the id was not in the others.
 */
async function loadCategoryContext(u: ClassifyUrl): Promise<ApiResult<CategoryContext | null>> {
  if (u.top === 0) {
    if (u.type === 'search') return { ok: true, data: null };
    const tree = await getClassifyTree(ALL_CATEGORIES_KIND);
    return tree.ok ? { ok: true, data: { kind: ALL_CATEGORIES_KIND, tree: tree.data, top: null, sub: null } } : tree;
  }
  const trees = await Promise.all(CATEGORY_KINDS.map(async (kind) => ({ kind, result: await getClassifyTree(kind) })));
  for (const { kind, result } of trees) {
    if (!result.ok) continue;
    const top = result.data.find((n) => n.id === u.top);
    if (!top) continue;
    if (u.sub === 0) return { ok: true, data: { kind, tree: result.data, top, sub: null } };
    const sub = top.children?.find((c) => c.id === u.sub);
    return sub ? { ok: true, data: { kind, tree: result.data, top, sub } } : { ok: false, error: 'not-found' };
  }
  return trees.some((t) => !t.result.ok) ? { ok: false, error: 'unavailable' } : { ok: false, error: 'not-found' };
}

/** What a category page shows: its categories and one page of the list. */
export interface CategoryView {
  url: CategoryUrl;
  ctx: CategoryContext;
  /** 'unavailable' is shown as an error state inside the page. */
  list: ApiResult<ItemPage>;
}

/** What the case search shows: the search page plus the case categories for its filter row. */
export interface ClassifySearchView {
  url: SearchUrl;
  /** The category the search is narrowed to, if any. */
  ctx: CategoryContext | null;
  search: SearchView;
  categories?: { id: number; name: string }[];
}

export type ClassifyView = { type: 'category'; view: CategoryView } | { type: 'search'; view: ClassifySearchView };

/**
 * Everything a /classify page shows, loaded once per request for both the page and its metadata
 * (so the title's counts are the page's counts). `id` is the canonical {classifyId}.
 * 'not-found' covers unknown categories and a page past the last one.
 */
export const loadClassifyView = cache(async (id: string): Promise<ApiResult<ClassifyView>> => {
  const url = parseClassifyId(id);
  if (!url) return { ok: false, error: 'not-found' };
  const ctx = await loadCategoryContext(url);
  if (!ctx.ok) return ctx;
  if (url.type === 'search') {
    const [search, tree] = await Promise.all([loadSearchView(searchStateOf(url), 'case', 1), getClassifyTree('case')]);
    const categories = tree.ok ? tree.data.map((c) => ({ id: c.id, name: c.name })) : undefined;
    return { ok: true, data: { type: 'search', view: { url, ctx: ctx.data, search, categories } } };
  }
  const context = ctx.data!;
  const list = await getContentList({ ...classifyQuery(url, context), page: url.page });
  if (!list.ok && list.error !== 'unavailable') return { ok: false, error: 'not-found' };
  // A page past the end does not exist: a real 404, not an empty list.
  if (list.ok && url.page > pageCount(list.data.total)) return { ok: false, error: 'not-found' };
  return { ok: true, data: { type: 'category', view: { url, ctx: context, list } } };
});
