import type { Metadata } from 'next';
import type { Channel } from '@/lib/channel/hosts';
import { pageMetadata, type Crumb } from '@/lib/seo';
import { categoryHref, classifyHref, type ClassifyParams } from './classify-param';
import { KIND_HOME } from './detail-params';
import { KIND_LABELS, SORT_LABELS } from './kinds';
import type { CategoryContext } from './load-classify';

const VIP_LABELS = { all: '', vip: 'VIP', free: '免费' } as const;

/** "住宅建筑案例" / "“卧室”搜索结果", plus what sets this URL apart (sort, filter, page). */
export function classifyTitle(p: ClassifyParams, ctx: CategoryContext | null, tagName?: string): string {
  const name = ctx ? `${(ctx.sub ?? ctx.top).name}${KIND_LABELS[ctx.kind]}` : '';
  const base = p.keyword !== null ? `“${p.keyword}”${name ? `${name}` : '案例'}搜索结果` : name;
  const extras = [
    p.sort !== 'new' ? SORT_LABELS[p.sort] : '',
    VIP_LABELS[p.vip],
    p.tagId ? `标签：${tagName ?? p.tagId}` : '',
    p.page > 1 ? `第 ${p.page} 页` : '',
  ].filter(Boolean);
  return extras.length ? `${base}（${extras.join('，')}）` : base;
}

export function classifyDescription(p: ClassifyParams, ctx: CategoryContext | null, total: number | null): string {
  const count = total !== null ? `共 ${total.toLocaleString('en-US')} 个` : '';
  if (p.keyword !== null) return `与“${p.keyword}”相关的设计案例${count ? `，${count}结果` : ''}：高清图片、项目信息与设计说明。`;
  if (!ctx) return '';
  const kind = KIND_LABELS[ctx.kind];
  const node = ctx.sub ?? ctx.top;
  const parent = ctx.sub ? `${ctx.top.name} · ` : '';
  return `${parent}${node.name}${kind}${count ? `，${count}` : ''}，按${SORT_LABELS[p.sort]}排序${p.page > 1 ? `，第 ${p.page} 页` : ''}：浏览高清图片、作者与详细参数。`;
}

/** Only the plain category pages are indexed; sorts, filters and searches point crawlers onward. */
export function isIndexable(p: ClassifyParams): boolean {
  return p.keyword === null && p.sort === 'new' && p.vip === 'all' && p.tagId === 0;
}

export function classifyCrumbs(p: ClassifyParams, ctx: CategoryContext | null): Crumb[] {
  const crumbs: Crumb[] = [{ name: '首页', path: '/' }];
  if (ctx) {
    const home = KIND_HOME[ctx.kind];
    if (home) crumbs.push(home);
    crumbs.push({ name: ctx.top.name, path: categoryHref(ctx.top.id) });
    if (ctx.sub) crumbs.push({ name: ctx.sub.name, path: categoryHref(ctx.top.id, ctx.sub.id) });
  }
  if (p.keyword !== null) crumbs.push({ name: `搜索：${p.keyword}`, path: classifyHref({ ...p, page: 1 }) });
  if (p.page > 1) crumbs.push({ name: `第 ${p.page} 页`, path: classifyHref(p) });
  return crumbs;
}

export function classifyMetadata(channel: Channel, p: ClassifyParams, ctx: CategoryContext | null, total: number | null, tagName?: string): Metadata {
  return pageMetadata({
    channel,
    path: classifyHref(p),
    title: classifyTitle(p, ctx, tagName),
    description: classifyDescription(p, ctx, total),
    noindex: !isIndexable(p),
  });
}
