import type { ContentKind, RankName, SortOrder } from '@/lib/api/contract/kinds';

/** Display names of the catalogue's kinds (zh-CN), as the API names them. */
export const KIND_LABELS: Record<ContentKind, string> = {
  case: '案例',
  pin: '灵感图片',
  pics: '灵感图集',
  '3d': '3D模型',
  su: 'SU模型',
  tietu: '贴图',
  sgt: '施工图',
  wenben: '方案文本',
  magazine: '杂志',
  periodical: '期刊',
  art: '艺术设计',
  product: '产品设计',
  material: '材料',
  artDevice: '艺术装置',
  award: '国际奖项',
  publicAccount: '公众号',
  article: '公众号文章',
  recommend: '推荐榜单',
  jhy: '专题',
  bk: '百科',
  site: '世界导航',
};

/** Kinds whose page is /detail/{id}/{kind} (cases: /detail_news/detail/{id}/case). */
const DETAIL_KINDS = ['case', 'pin', 'pics', '3d', 'su', 'tietu', 'sgt', 'wenben', 'artDevice', 'article'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

/** Kinds with ranked lists at /listPage/{type}/{rankName}. */
export const LIST_KINDS = ['case', 'pin', 'pics', '3d', 'su', 'tietu', 'sgt', 'wenben', 'art', 'product', 'material', 'artDevice', 'periodical', 'publicAccount'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** Kinds that can be downloaded: the only ones where a download rank means something. */
export const DOWNLOADABLE_KINDS: readonly ContentKind[] = ['3d', 'su', 'tietu', 'sgt', 'wenben', 'periodical'];

const RANK_NAMES = ['hot', 'new', 'download', 'collect'] as const satisfies readonly RankName[];

export const RANK_LABELS: Record<SortOrder, string> = { hot: '热门榜', new: '最新榜', download: '下载榜', collect: '收藏榜' };
export const SORT_LABELS: Record<SortOrder, string> = { new: '最新', hot: '最热', download: '下载最多', collect: '收藏最多' };

/** The channel kinds with a category tree of their own; /classify covers these. */
export const CATEGORY_KINDS = ['case', 'pin', '3d', 'su', 'tietu', 'sgt', 'wenben'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

const has = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

export const isDetailKind = (value: string): value is DetailKind => has(DETAIL_KINDS, value);
export const isListKind = (value: string): value is ListKind => has(LIST_KINDS, value);
export const isRankName = (value: string): value is RankName => has(RANK_NAMES, value);

/** The ranks shown for a kind: download only where there is something to download. */
export function ranksOf(kind: ContentKind): RankName[] {
  return RANK_NAMES.filter((r) => r !== 'download' || DOWNLOADABLE_KINDS.includes(kind));
}

/** Where each kind's items are browsed: the crumb between the home and the item. */
export const KIND_HOME: Partial<Record<ContentKind, { name: string; path: string }>> = {
  case: { name: '全球案例', path: '/news' },
  pin: { name: '灵感图库', path: '/pin' },
  pics: { name: '灵感图库', path: '/pin' },
  '3d': { name: '3D模型', path: '/3d' },
  su: { name: 'SU模型', path: '/su' },
  tietu: { name: '贴图', path: '/tietu' },
  sgt: { name: 'CAD施工图', path: '/sgt' },
  wenben: { name: '方案文本', path: '/wenben' },
  artDevice: { name: '艺术装置', path: '/artDevice/1' },
};
