/** Contract types: categories (classify trees) and commodity areas. */
import type { ContentKind } from './kinds';

/** A node of a category tree. Top-level nodes carry `children` (possibly empty). */
export interface ClassifyNode {
  id: number;
  name: string;
  /** English/pinyin slug, stable (e.g. "architecture", "home-space"). */
  slug: string;
  /** The kind the tree belongs to ('designer' for designer categories). */
  kind: ContentKind | 'designer';
  parentId: number;
  sort: number;
  /** Number of items directly or (for a top node) transitively in this category. */
  itemCount: number;
  children?: ClassifyNode[];
}

/**
 * GET /case/api/case/classify/list → data: the case category tree (SPEC §3 order:
 * 建筑, 家居空间, 酒店民宿, 商业, 餐饮, 娱乐, 教育, 医疗, 办公, 公共, 微空间, 临时空间, 改造空间, 景观, ...).
 */
export type CaseClassifyList = ClassifyNode[];

/** GET /case/api/content/classify?kind= → data: that kind's tree. */
export type ClassifyTree = ClassifyNode[];

/** GET /commodityArea/list → data: commodity areas (商品专区). */
export interface CommodityArea {
  id: number;
  name: string;
  /** Short marketing line. */
  subtitle: string;
  kind: ContentKind;
  /** Site path of the area's home (e.g. "/3d"). */
  path: string;
  icon: ImageRef;
  /** Number of items of this kind in the catalogue. */
  itemCount: number;
  sort: number;
}

/** An absolute image URL on the API's object-storage endpoint with its source size. */
export interface ImageRef {
  /** `{OSS_PUBLIC_ORIGIN}/oss/{key}`; append `?x-oss-process=image/...` to transform. */
  url: string;
  key: string;
  width: number;
  height: number;
}
