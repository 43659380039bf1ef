/**
 * Content kinds of the reference catalogue. `docType` follows SPEC §3's channel table where it
 * names one (case -3, ins -1, pics -2, 3d 0, su 4, wenben 20, art -5, design -6, public -7,
 * term 28); other codes are the reference API's own and documented in docs/api.md.
 */
export type ContentKind =
  | 'case' // 案例 (image sets)
  | 'pin' // 灵感图片
  | 'pics' // 灵感图集 (image sets of pins)
  | '3d' // 3D模型
  | 'su' // SU模型
  | 'tietu' // 贴图
  | 'sgt' // 施工图 (CAD)
  | 'wenben' // 方案文本
  | 'magazine' // 杂志
  | 'periodical' // 期刊 (child of a magazine)
  | 'art' // 艺术设计
  | 'product' // 产品设计
  | 'material' // 材料
  | 'artDevice' // 艺术装置
  | 'award' // 国际奖项 (winners are cases whose parentId is the award)
  | 'publicAccount' // 公众号 (articles are its children)
  | 'article' // 公众号文章
  | 'recommend' // 推荐榜单 (members via /case/api/recommend/items)
  | 'jhy' // SEO 专题页
  | 'bk' // 百科词条
  | 'site'; // 世界导航站点

/** List sort orders. new = updatedAt desc, hot = views desc, download = downloads desc, collect = collects desc. */
export type SortOrder = 'new' | 'hot' | 'download' | 'collect';

/** Rank names of /listPage/{type}/{rankName}. */
export type RankName = 'hot' | 'new' | 'download' | 'collect';

/** GET /case/api/content/kinds → data */
export interface KindInfo {
  kind: ContentKind;
  name: string;
  docType: number;
  /** Site home path when the kind has a channel home (/news, /3d, /su, /pin, /tietu, /sgt, /wenben). */
  homePath: string | null;
  itemCount: number;
}
