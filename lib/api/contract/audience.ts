/**
 * The five channels (SPEC §1: sub-domains by audience) and what each is for: the one table the
 * site and the reference API share. Editors read it as docs/channels.md; the site's screens
 * reach it through lib/channel/audience.ts, the API through services/audience.ts.
 *
 * Pure data and pure functions, no imports but types and the channel list (channels.ts): the API
 * may import this module's values (the lint rule lets backend/ import lib/api/contract/ only).
 *
 * Two notions per channel:
 *  - **home**: the items whose one canonical address is on this channel's host. Every item has
 *    exactly one home, derived from its kind and its top category (`ITEM_HOMES`); designers
 *    from their field (`DESIGNER_HOMES`).
 *  - **audience**: what the channel's lists draw on, its home slices plus `also` (items that
 *    live elsewhere but serve this audience too, e.g. interior CAD drawings on the interior
 *    channel) and, for the student channel, free downloads of every kind.
 */
import type { ContentKind, SortOrder } from './kinds';
import type { SiteChannel } from './channels';

export { SITE_CHANNELS, type SiteChannel } from './channels';

/** The home of a kind's items: `default`, or by the slug of the item's top category. */
interface HomeRule {
  default: SiteChannel;
  tops?: Readonly<Partial<Record<string, SiteChannel>>>;
}

const MAGAZINES: HomeRule = { default: 'student', tops: { architecture: 'architecture', interior: 'interior', landscape: 'landscape', art: 'rendering' } };
const ACCOUNTS: HomeRule = { default: 'student', tops: { architecture: 'architecture', interior: 'interior', landscape: 'landscape' } };

/** Where every item lives. Kinds sharing a category tree (pin/pics, magazine/periodical, publicAccount/article) share a rule. */
export const ITEM_HOMES: Readonly<Record<ContentKind, HomeRule>> = {
  case: {
    default: 'interior',
    tops: { architecture: 'architecture', education: 'architecture', medical: 'architecture', public: 'architecture', 'renovation-space': 'architecture', landscape: 'landscape', planning: 'landscape' },
  },
  pin: { default: 'rendering' },
  pics: { default: 'rendering' },
  '3d': { default: 'interior' },
  su: { default: 'architecture', tops: { interior: 'interior', landscape: 'landscape', planning: 'landscape' } },
  tietu: { default: 'interior' },
  sgt: { default: 'architecture', tops: { landscape: 'landscape' } },
  wenben: { default: 'student' },
  magazine: MAGAZINES,
  periodical: MAGAZINES,
  art: { default: 'rendering' },
  product: { default: 'rendering' },
  material: { default: 'interior' },
  artDevice: { default: 'rendering' },
  award: { default: 'architecture', tops: { interior: 'interior', landscape: 'landscape', product: 'rendering' } },
  publicAccount: ACCOUNTS,
  article: ACCOUNTS,
  recommend: { default: 'architecture', tops: { model: 'interior', inspiration: 'rendering' } },
  jhy: { default: 'interior', tops: { architecture: 'architecture', landscape: 'landscape' } },
  bk: { default: 'student' },
  site: { default: 'architecture' },
};

/** The one home channel of an item of `kind` whose top category has `topSlug`. */
export function itemHome(kind: ContentKind, topSlug: string): SiteChannel {
  const rule = ITEM_HOMES[kind];
  return rule.tops?.[topSlug] ?? rule.default;
}

/** Designer fields (1 建筑, 2 室内, 3 景观, 4 产品, 5 艺术) → home channel. */
export const DESIGNER_HOMES: Readonly<Record<1 | 2 | 3 | 4 | 5, SiteChannel>> = { 1: 'architecture', 2: 'interior', 3: 'landscape', 4: 'rendering', 5: 'rendering' };

export function designerHome(field: number): SiteChannel {
  return DESIGNER_HOMES[field as 1 | 2 | 3 | 4 | 5] ?? 'architecture';
}

/** A slice of the catalogue: a kind, optionally only some of its top categories (by slug). */
interface Slice {
  kind: ContentKind;
  tops?: readonly string[];
}

/** One list of a channel's home page. The API fills it from the channel's audience of `kind`. */
interface SectionSpec {
  key: string;
  title: string;
  kind: ContentKind;
  sort: SortOrder;
  size: number;
}

interface Audience {
  /** For editors (docs/channels.md): who the channel serves. */
  summary: string;
  /** Items living elsewhere that this channel's lists also draw on. */
  also: readonly Slice[];
  /** Lists of downloadable kinds draw on the free items too (the student channel). */
  free: boolean;
  /** The kind of the home page's hero and its sort. */
  hero: { kind: ContentKind; sort: SortOrder };
  /** The home page's lists, in order; the first is the featured list. */
  sections: readonly SectionSpec[];
  /**
   * The kind of the discover home's waterfall (its newest items, from this audience): no two
   * channels share one — pictures of the channel's own field, the student's campus and
   * experimental-space cases, the rendering channel's image sets — so the homes differ below the
   * fold too (issue 39; tests/e2e/channel-homes.spec.ts).
   */
  waterfall: ContentKind;
  /** Case top categories in this channel's order (names; unlisted ones follow). */
  caseOrder: readonly string[];
  /** The header search's default type (SPEC §2: 1 案例, 2 灵感图片, 3 效果图, 4 灵感图集). */
  searchType: 1 | 2 | 3 | 4;
}

/** SPEC §3 architecture-host order of the case categories. */
export const ARCHITECTURE_CASE_ORDER = ['建筑', '家居空间', '酒店民宿', '商业', '餐饮', '娱乐', '教育', '医疗', '办公', '公共', '微空间', '临时空间', '改造空间', '景观'] as const;
/** SPEC §3 landscape host: the same with landscape first and architecture last. */
export const LANDSCAPE_CASE_ORDER = ['景观', ...ARCHITECTURE_CASE_ORDER.filter((n) => n !== '景观' && n !== '建筑'), '建筑'] as const;

const s = (key: string, title: string, kind: ContentKind, sort: SortOrder, size = 12): SectionSpec => ({ key, title, kind, sort, size });

export const AUDIENCES: Readonly<Record<SiteChannel, Audience>> = {
  interior: {
    summary: '室内设计师：家居、酒店民宿、商业、餐饮、娱乐与办公空间，3D模型、室内SU模型、贴图与材料，家装与工装施工图。',
    also: [
      { kind: 'sgt', tops: ['home', 'commercial', 'details', 'blocks'] },
      { kind: 'pin', tops: ['interior', 'soft-decoration'] },
      { kind: 'pics', tops: ['interior', 'soft-decoration'] },
      { kind: 'wenben', tops: ['interior'] },
      { kind: 'bk', tops: ['interior-terms', 'styles', 'materials'] },
    ],
    free: false,
    hero: { kind: 'case', sort: 'hot' },
    sections: [
      s('featured', '精选室内案例', 'case', 'hot'),
      s('3d', '热门3D模型', '3d', 'hot', 8),
      s('su', '室内SU模型', 'su', 'hot', 8),
      s('tietu', '热门贴图', 'tietu', 'download', 8),
      s('pin', '室内软装灵感', 'pin', 'new', 12),
      s('sgt', '家装工装施工图', 'sgt', 'download', 8),
      s('material', '室内材料', 'material', 'hot', 8),
    ],
    caseOrder: ['家居空间', '酒店民宿', '商业', '餐饮', '娱乐', '办公', '微空间', '临时空间', '改造空间', '教育', '医疗', '公共', '建筑', '景观'],
    searchType: 1,
    waterfall: 'pin',
  },
  architecture: {
    summary: '建筑师：建筑、教育、医疗、公共与改造空间案例，建筑SU模型与构件，施工图（CAD），建筑杂志、奖项与公众号。',
    also: [
      { kind: 'pin', tops: ['architecture'] },
      { kind: 'pics', tops: ['architecture'] },
      { kind: 'wenben', tops: ['building', 'planning'] },
      { kind: 'bk', tops: ['architecture-terms', 'movements', 'construction', 'materials'] },
    ],
    free: false,
    hero: { kind: 'case', sort: 'hot' },
    sections: [
      s('featured', '精选建筑案例', 'case', 'hot'),
      s('su', '建筑SU模型', 'su', 'hot', 8),
      s('sgt', '施工图下载榜', 'sgt', 'download', 8),
      s('wenben', '建筑与规划方案文本', 'wenben', 'new', 8),
      s('pin', '建筑灵感', 'pin', 'new', 12),
      s('periodical', '建筑期刊', 'periodical', 'new', 8),
    ],
    caseOrder: ARCHITECTURE_CASE_ORDER,
    searchType: 1,
    waterfall: 'pin',
  },
  landscape: {
    summary: '景观与规划设计师：景观与规划案例，景观与规划SU模型，景观施工图，景观杂志、奖项、专题与公众号。',
    also: [
      { kind: 'pin', tops: ['landscape'] },
      { kind: 'pics', tops: ['landscape'] },
      { kind: 'wenben', tops: ['landscape', 'planning'] },
      { kind: 'bk', tops: ['landscape-terms'] },
      { kind: 'tietu', tops: ['nature', 'floor'] },
    ],
    free: false,
    hero: { kind: 'case', sort: 'hot' },
    sections: [
      s('featured', '精选景观案例', 'case', 'hot'),
      s('su', '景观SU模型', 'su', 'hot', 8),
      s('sgt', '景观施工图', 'sgt', 'download', 8),
      s('wenben', '景观与规划方案文本', 'wenben', 'new', 8),
      s('pin', '景观灵感', 'pin', 'new', 12),
      s('tietu', '景观贴图', 'tietu', 'download', 8),
    ],
    caseOrder: LANDSCAPE_CASE_ORDER,
    searchType: 1,
    waterfall: 'pin',
  },
  student: {
    summary: '设计学生：方案文本、设计百科（术语、风格、软件、工艺），综合设计杂志，免费资源与下载最多的素材，校园与小型实验空间案例。',
    also: [{ kind: 'case', tops: ['education', 'micro-space', 'temporary-space'] }],
    free: true,
    hero: { kind: 'wenben', sort: 'download' },
    sections: [
      s('featured', '校园与实验空间案例', 'case', 'collect'),
      s('wenben', '方案文本下载榜', 'wenben', 'download', 8),
      s('su', '免费SU模型', 'su', 'download', 8),
      s('3d', '免费3D模型', '3d', 'download', 8),
      s('sgt', '免费施工图', 'sgt', 'download', 8),
      s('bk', '设计百科', 'bk', 'hot', 8),
    ],
    caseOrder: ['教育', '微空间', '临时空间', '改造空间', '公共', '建筑', '家居空间', '酒店民宿', '商业', '餐饮', '娱乐', '医疗', '办公', '景观'],
    searchType: 1,
    waterfall: 'case',
  },
  rendering: {
    summary: '效果图与视觉创作者：灵感图片与图集，艺术设计、产品设计与艺术装置，场景模型与展示型空间案例。',
    also: [
      { kind: '3d', tops: ['scene'] },
      { kind: 'case', tops: ['hotel-homestay', 'entertainment', 'temporary-space'] },
    ],
    free: false,
    hero: { kind: 'pin', sort: 'hot' },
    sections: [
      s('featured', '展示空间案例', 'case', 'collect'),
      s('pics', '灵感图集', 'pics', 'hot', 8),
      s('3d', '场景模型', '3d', 'hot', 8),
      s('art', '艺术设计', 'art', 'hot', 8),
      s('product', '产品设计', 'product', 'hot', 8),
      s('pin', '最新灵感', 'pin', 'new', 12),
    ],
    caseOrder: ['酒店民宿', '娱乐', '临时空间', '商业', '餐饮', '家居空间', '微空间', '办公', '改造空间', '公共', '教育', '医疗', '建筑', '景观'],
    searchType: 3,
    waterfall: 'pics',
  },
};

/**
 * Whether a channel's audience covers an item of `kind` under top category `topSlug`: its home
 * is the channel, or an `also` slice names it. (Free items on the student channel are a filter
 * on lists, not a category: see `Audience.free`.)
 */
export function audienceHas(channel: SiteChannel, kind: ContentKind, topSlug: string): boolean {
  if (itemHome(kind, topSlug) === channel) return true;
  return AUDIENCES[channel].also.some((sl) => sl.kind === kind && (!sl.tops || sl.tops.includes(topSlug)));
}
