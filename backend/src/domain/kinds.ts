import type { ContentKind } from '../../../lib/api/contract/kinds';
import type { TreeName } from './categories';
import type { Theme } from '../images/pool';

interface KindDef {
  name: string;
  docType: number;
  tree: TreeName;
  homePath: string | null;
  /** Share of generated items (the small fixed catalogues have weight 0). */
  weight: number;
  /** Image theme per top category slug, or one theme for the kind. */
  theme: Theme | ((topSlug: string) => Theme);
  /** Images per item [min, max]. */
  images: [number, number];
  hasAuthor: boolean;
  /** Kinds whose items can be downloaded (download counts, VIP/price). */
  downloadable: boolean;
}

const spatial = (slug: string): Theme =>
  slug === 'landscape' || slug === 'planning' ? 'landscape' : slug === 'architecture' ? 'architecture' : 'interior';

export const KINDS: Record<ContentKind, KindDef> = {
  case: { name: '案例', docType: -3, tree: 'case', homePath: '/news', weight: 0.28, theme: (s) => (s === 'architecture' || s === 'public' || s === 'education' ? 'architecture' : spatial(s)), images: [4, 16], hasAuthor: true, downloadable: false },
  pin: { name: '灵感图片', docType: -1, tree: 'pin', homePath: '/pin', weight: 0.16, theme: (s) => (s === 'product' ? 'product' : s === 'art' || s === 'graphic' ? 'art' : spatial(s)), images: [1, 1], hasAuthor: true, downloadable: false },
  pics: { name: '灵感图集', docType: -2, tree: 'pin', homePath: null, weight: 0.04, theme: (s) => (s === 'product' ? 'product' : s === 'art' || s === 'graphic' ? 'art' : spatial(s)), images: [6, 24], hasAuthor: true, downloadable: false },
  '3d': { name: '3D模型', docType: 0, tree: '3d', homePath: '/3d', weight: 0.12, theme: (s) => (s === 'scene' ? 'interior' : 'product'), images: [1, 4], hasAuthor: true, downloadable: true },
  su: { name: 'SU模型', docType: 4, tree: 'su', homePath: '/su', weight: 0.08, theme: (s) => (s === 'building' || s === 'planning' ? 'architecture' : s === 'landscape' ? 'landscape' : s === 'interior' ? 'interior' : 'product'), images: [1, 4], hasAuthor: true, downloadable: true },
  tietu: { name: '贴图', docType: 30, tree: 'tietu', homePath: '/tietu', weight: 0.06, theme: 'texture', images: [1, 2], hasAuthor: true, downloadable: true },
  sgt: { name: '施工图', docType: 31, tree: 'sgt', homePath: '/sgt', weight: 0.05, theme: 'drawing', images: [2, 6], hasAuthor: true, downloadable: true },
  wenben: { name: '方案文本', docType: 20, tree: 'wenben', homePath: '/wenben', weight: 0.04, theme: 'cover', images: [4, 12], hasAuthor: true, downloadable: true },
  magazine: { name: '杂志', docType: 40, tree: 'magazine', homePath: null, weight: 0, theme: 'cover', images: [1, 1], hasAuthor: false, downloadable: false },
  periodical: { name: '期刊', docType: 41, tree: 'magazine', homePath: null, weight: 0.02, theme: 'cover', images: [6, 16], hasAuthor: false, downloadable: true },
  art: { name: '艺术设计', docType: -5, tree: 'art', homePath: null, weight: 0.025, theme: 'art', images: [3, 10], hasAuthor: true, downloadable: false },
  product: { name: '产品设计', docType: -6, tree: 'product', homePath: null, weight: 0.025, theme: 'product', images: [3, 10], hasAuthor: true, downloadable: false },
  material: { name: '材料', docType: 50, tree: 'material', homePath: null, weight: 0.02, theme: 'texture', images: [2, 6], hasAuthor: false, downloadable: false },
  artDevice: { name: '艺术装置', docType: 51, tree: 'artDevice', homePath: null, weight: 0.01, theme: 'art', images: [3, 8], hasAuthor: true, downloadable: false },
  award: { name: '国际奖项', docType: 60, tree: 'award', homePath: null, weight: 0, theme: 'logo', images: [1, 1], hasAuthor: false, downloadable: false },
  publicAccount: { name: '公众号', docType: -7, tree: 'publicAccount', homePath: null, weight: 0, theme: 'logo', images: [1, 1], hasAuthor: false, downloadable: false },
  article: { name: '公众号文章', docType: 61, tree: 'publicAccount', homePath: null, weight: 0.02, theme: (s) => spatial(s === 'general' ? 'interior' : s), images: [3, 9], hasAuthor: false, downloadable: false },
  recommend: { name: '推荐榜单', docType: 62, tree: 'recommend', homePath: null, weight: 0, theme: 'cover', images: [1, 1], hasAuthor: false, downloadable: false },
  jhy: { name: '专题', docType: 29, tree: 'jhy', homePath: null, weight: 0.02, theme: (s) => (s === 'architecture' ? 'architecture' : s === 'landscape' ? 'landscape' : 'interior'), images: [1, 6], hasAuthor: false, downloadable: false },
  bk: { name: '百科', docType: 28, tree: 'bk', homePath: null, weight: 0.03, theme: (s) => (s === 'materials' ? 'texture' : s === 'landscape-terms' ? 'landscape' : s === 'interior-terms' || s === 'styles' ? 'interior' : 'architecture'), images: [1, 3], hasAuthor: false, downloadable: false },
  site: { name: '世界导航', docType: 81, tree: 'site', homePath: null, weight: 0, theme: 'logo', images: [1, 1], hasAuthor: false, downloadable: false },
};

export const KIND_NAMES = Object.keys(KINDS) as ContentKind[];

export function isKind(value: string): value is ContentKind {
  return Object.prototype.hasOwnProperty.call(KINDS, value);
}

export function themeOf(kind: ContentKind, topSlug: string): Theme {
  const t = KINDS[kind].theme;
  return typeof t === 'function' ? t(topSlug) : t;
}
