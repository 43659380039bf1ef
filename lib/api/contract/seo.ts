/** Contract types: SEO pages (/jhy, /bk) and the sitemap feed. */
import type { Page } from '../envelope';
import type { ClassifyNode } from './classify';
import type { DesignerSummary } from './designer';
import type { ItemDetail, ItemSummary } from './content';

/** GET /case/api/seo/jhy?id= → data (an SEO topic page). */
export interface JhyPage {
  topic: ItemDetail;
  /** Items matching the topic (same category family), newest first. */
  items: ItemSummary[];
  relatedTopics: TopicRef[];
}

/** A link to an SEO topic page (/jhy/{id}). */
export interface TopicRef {
  id: number;
  title: string;
}

/**
 * GET /case/api/seo/jhy/related?itemId= | ?kind=&classifyId= | ?keyword= → data: the topics an
 * item, a category page or a search belongs to (at most 12; empty when none).
 */
export interface RelatedTopics {
  topics: TopicRef[];
}

/** GET /case/api/seo/jhy/list?classifyId=&page=&pageSize= → data: the topics index (classifyId 0 = all). */
export interface TopicIndex extends Page<TopicRef & { classifyId: number; classifyName: string }> {
  classifies: { id: number; name: string; count: number }[];
}

/** GET /case/api/bk/home → data */
export interface BkHome {
  classifies: ClassifyNode[];
  designerClassifies: ClassifyNode[];
  hot: ItemSummary[];
  latest: ItemSummary[];
  designers: DesignerSummary[];
}

/** GET /case/api/bk/list?classifyId=&page= → data (/bk/fl_{classifyId}_{page}). */
export interface BkList extends Page<ItemSummary> {
  classify: { id: number; name: string };
}

/** GET /case/api/bk/designers?classifyId=&page= → data (/bk/sjs_{classifyId}_{page}). */
export interface BkDesignerList extends Page<DesignerSummary> {
  classify: { id: number; name: string };
}

/** GET /case/api/bk/entry?id= → data (/bk/{id}). */
export interface BkEntry {
  entry: ItemDetail;
  related: { id: number; title: string }[];
}

/**
 * Sitemap feed types. 'detail' = the kinds shown by /detail/{id}/{elk} (case, pin, pics, 3d, su,
 * tietu, sgt, wenben); 'designer' = designers; the others are single content kinds.
 */
export type SitemapType =
  | 'detail' | 'jhy' | 'bk' | 'designer' | 'art' | 'product' | 'material' | 'artDevice'
  | 'periodical' | 'magazine' | 'award' | 'publicAccount' | 'recommend';

/** GET /case/api/seo/sitemap/stats → data: how many URLs each type has (for the sitemap index). */
export type SitemapStats = Record<SitemapType, number>;

/** GET /case/api/seo/sitemap?type=&afterId=&limit= → data (keyset paging, ids ascending). */
export interface SitemapChunk {
  type: SitemapType;
  entries: { id: number; kind?: string; updatedAt: number }[];
  /** Pass as afterId for the next chunk; null at the end. */
  nextAfterId: number | null;
}
