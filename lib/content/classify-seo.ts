import type { Metadata } from 'next';
import { categoryHome } from '@/lib/channel/audience';
import type { Channel } from '@/lib/channel/hosts';
import { pageMetadata, type Crumb } from '@/lib/seo';
import { SORTS } from '@/components/search';
import { categoryHref, classifyHref, type CategoryUrl, type ClassifyUrl } from './classify-param';
import { KIND_HOME } from './kinds';
import { KIND_LABELS, SORT_LABELS } from './kinds';
import type { CategoryContext, ClassifyView } from './load-classify';

const VIP_LABELS = { all: '', vip: 'VIP', free: '免费' } as const;

/** The sort as a title names it; the default of each type (最新 / 综合) is not named. */
function sortLabel(u: ClassifyUrl): string {
  if (u.type === 'search') return u.sort === 'relevance' ? '' : SORTS.find((s) => s.value === u.sort)!.label;
  return u.sort === 'new' ? '' : SORT_LABELS[u.sort];
}

/** "住宅建筑案例", "全部案例" (/classify/0). */
function categoryName(ctx: CategoryContext | null): string {
  if (!ctx) return '';
  const node = ctx.sub ?? ctx.top;
  return `${node ? node.name : '全部'}${KIND_LABELS[ctx.kind]}`;
}

/** "住宅建筑案例" / "“卧室”案例搜索结果", plus what sets this URL apart (sort, filter, page). */
export function classifyTitle(u: ClassifyUrl, ctx: CategoryContext | null, tagName?: string): string {
  const name = categoryName(ctx);
  const base = u.type === 'search' ? `“${u.keyword}”${name || '案例'}搜索结果` : name;
  const extras = [sortLabel(u), VIP_LABELS[u.vip], u.tagId ? `标签：${tagName ?? u.tagId}` : '', u.page > 1 ? `第 ${u.page} 页` : ''].filter(Boolean);
  return extras.length ? `${base}（${extras.join('，')}）` : base;
}

function countText(total: number | null): string {
  return total !== null ? `共 ${total.toLocaleString('en-US')} 个` : '';
}

export function classifyDescription(u: ClassifyUrl, ctx: CategoryContext | null, total: number | null): string {
  const count = countText(total);
  if (u.type === 'search') return `与“${u.keyword}”相关的设计案例${count ? `，${count}结果` : ''}：高清图片、项目信息与设计说明。`;
  if (!ctx) return '';
  const parent = ctx.sub && ctx.top ? `${ctx.top.name} · ` : '';
  const scope = ctx.top ? '' : `，涵盖${ctx.tree.slice(0, 3).map((n) => n.name).join('、')}等 ${ctx.tree.length} 个分类`;
  return `${parent}${categoryName(ctx)}${count ? `，${count}` : ''}${scope}，按${SORT_LABELS[u.sort]}排序${u.page > 1 ? `，第 ${u.page} 页` : ''}：浏览高清图片、作者与详细参数。`;
}

/** Only the plain category pages are indexed; sorts, filters and searches point crawlers onward. */
export function isIndexable(u: ClassifyUrl): u is CategoryUrl {
  return u.type === 'category' && u.sort === 'new' && u.vip === 'all' && u.tagId === 0;
}

export function classifyCrumbs(u: ClassifyUrl, ctx: CategoryContext | null): Crumb[] {
  const crumbs: Crumb[] = [{ name: '首页', path: '/' }];
  if (ctx) {
    const home = KIND_HOME[ctx.kind];
    if (home) crumbs.push(home);
    if (!ctx.top) crumbs.push({ name: categoryName(ctx), path: categoryHref() });
    else {
      crumbs.push({ name: ctx.top.name, path: categoryHref(ctx.top.id) });
      if (ctx.sub) crumbs.push({ name: ctx.sub.name, path: categoryHref(ctx.top.id, ctx.sub.id) });
    }
  }
  if (u.type === 'search') crumbs.push({ name: `搜索：${u.keyword}`, path: classifyHref(u, { page: 1 }) });
  if (u.page > 1) crumbs.push({ name: `第 ${u.page} 页`, path: classifyHref(u) });
  return crumbs;
}

/** The label filter's name, from the loaded items (the API has no label lookup). */
export function tagNameOf(tagId: number, items: readonly { tags: readonly { id: number; name: string }[] }[]): string | undefined {
  return tagId ? items.flatMap((i) => i.tags).find((t) => t.id === tagId)?.name : undefined;
}

/** Title, description, canonical and robots of a /classify page, from the data the page shows. */
export function classifyMetadata(channel: Channel, v: ClassifyView): Metadata {
  const { url } = v.view;
  const { ctx } = v.view;
  const page = v.type === 'category' ? v.view.list : v.view.search.result;
  const total = page.ok ? page.data.total : null;
  const tag = page.ok ? tagNameOf(url.tagId, page.data.list) : undefined;
  return pageMetadata({
    channel,
    // A category lives on its home channel; a search (noindex) stays where it was made.
    home: url.type === 'category' && ctx ? categoryHome(ctx.kind, ctx.top?.slug) : undefined,
    path: classifyHref(url),
    title: classifyTitle(url, ctx, tag),
    description: classifyDescription(url, ctx, total),
    noindex: !isIndexable(url),
  });
}
