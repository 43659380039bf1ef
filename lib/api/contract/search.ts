/** Contract types: keyword, fused, similar-image and AI search, search words (SPEC §7). */
import type { ImageRef } from './classify';
import type { ItemPage, ItemSummary } from './content';
import type { ContentKind } from './kinds';

/** 综合 (title matches first, then popularity), 最新, 最多下载. */
export type SearchSort = 'relevance' | 'new' | 'download';
export type SearchVip = 'free' | 'vip';
/** h = 横图, v = 竖图, s = 方图. */
export type Orientation = 'h' | 'v' | 's';
export type ColorName = 'red' | 'orange' | 'yellow' | 'green' | 'cyan' | 'blue' | 'purple' | 'pink' | 'brown' | 'black' | 'white' | 'gray';

/** Filters shared by the search endpoints (all optional). */
export interface SearchFilters {
  /** One kind, or several joined by commas (e.g. "pin,pics"). */
  kind?: ContentKind | string;
  classifyId?: number;
  /** Label ids joined by commas; every label must match. */
  tagIds?: string;
  vip?: SearchVip;
  orientation?: Orientation;
  color?: ColorName;
  sort?: SearchSort;
}

/** A search keyword's length in characters: the API takes 1..KEYWORD_LIMIT, the site cuts longer ones to it. */
export const KEYWORD_LIMIT = 50;

/** GET /case/api/search/list query. keyword: 1..KEYWORD_LIMIT characters. */
export interface SearchListQuery extends SearchFilters {
  keyword: string;
  page?: number; // 1..500
  pageSize?: number; // 1..60, default 24
  /** 1: include per-kind counts. */
  facets?: 0 | 1;
}

export interface KindFacet {
  kind: ContentKind;
  name: string;
  /** Capped at 99 (shown as 99+). */
  count: number;
}

/** GET /case/api/search/list → data */
export interface SearchPage extends ItemPage {
  keyword: string;
  /** The words the query was segmented into (jieba). */
  tokens: string[];
  /** True when no result had every word, so fewer words (or any of them) were required. */
  relaxed: boolean;
  facets: KindFacet[];
  tookMs: number;
  /**
   * Tracking ids of this answer (SPEC §3 request_id, recall_id, scm), carried by the search event
   * and the events of its results. The keyword search always sends them; the fused page, which
   * the site assembles from another answer, has none.
   */
  requestId?: string;
  /** Which recall produced the list: keyword, relaxed (fewer words), filter (filters only), none. */
  recallId?: 'keyword' | 'relaxed' | 'filter' | 'none';
  /** `search.{recallId}.{sort}`. */
  scm?: string;
}

/** One recommended word; requestId ties it to the recommendation call for tracking. */
interface RecommendWord {
  word: string;
  requestId: string;
}

/** A designer shown beside the suggestions ("master list"). */
export interface MasterRef {
  id: number;
  name: string;
  title: string;
  avatar: ImageRef;
}

/** POST /search/intentRecommendWord body. */
export interface IntentRecommendBody {
  keyword?: string;
  /** SPEC §2 search type 1-4 (scope of the words). */
  searchType?: number;
}

/** POST /search/intentRecommendWord → data (wordList: at most 4). */
export interface IntentRecommendWords {
  wordList: RecommendWord[];
  requestId: string;
  masterList: MasterRef[];
}

/** A word of the word lists (everyone-search, background, banner, pattern, hot). */
export interface SearchWord {
  id: number;
  word: string;
  /** How often it was searched (hot lists) or how many items carry it. */
  count: number;
}

/** POST /pcsearch/ins/resultCount → data */
export interface ResultCount {
  keyword: string;
  total: number;
  totalCapped: boolean;
  counts: KindFacet[];
}

/** POST /ins/api/search/searchCollTotalCount → data */
export interface CollTotalCount {
  keyword: string;
  total: number;
  totalCapped: boolean;
}

/** POST /ins/api/search/fusionSearchInspiration → data: cases and inspiration interleaved. */
export interface FusionSearchPage {
  keyword: string;
  list: ItemSummary[];
  caseTotal: number;
  insTotal: number;
  page: number;
  pageSize: number;
  tokens: string[];
}

/** Region in fractions (0..1) of the picture's width and height. */
export interface CropBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SimilarHit {
  item: ItemSummary;
  /** 0..1 (perceptual hash and colour histogram). */
  score: number;
}

/** POST (multipart) or GET /case/api/search/similar → data */
export interface SimilarResult {
  list: SimilarHit[];
  /** Pictures compared. */
  scanned: number;
  tookMs: number;
  query: { width: number; height: number; colors: ColorName[]; crop: CropBox | null };
  hideDuplicates: boolean;
  page: number;
  pageSize: number;
}

/** What the AI search understood from the request. */
export interface AiUnderstanding {
  kind: ContentKind | null;
  classify: { id: number; name: string } | null;
  styles: string[];
  tags: { id: number; name: string }[];
  color: ColorName | null;
  orientation: Orientation | null;
  vip: SearchVip | null;
  sort: SearchSort;
  /** Remaining words searched as keywords. */
  keywords: string[];
  /** A price range in yuan (1 设计币 = 1 yuan) the request states; absent in requests from before budgets. */
  budget?: AiBudget | null;
}

/** A budget of AI search: yuan bounds (null = open); `cheap` when read from 便宜 / 低价. */
export interface AiBudget {
  min: number | null;
  max: number | null;
  cheap: boolean;
}

/** An AI search request's length in characters: the API takes 1..AI_TEXT_LIMIT, the site cuts longer ones to it. */
export const AI_TEXT_LIMIT = 200;

/** POST /ai/api/search body: the request and, when refining, the previous understanding. */
export interface AiSearchBody {
  text: string;
  previous?: AiUnderstanding;
  page?: number;
}

/** POST /ai/api/search → data */
export interface AiSearchResult {
  understanding: AiUnderstanding;
  /** One or two Chinese sentences saying how the request was read. */
  explanation: string;
  results: ItemPage;
  /** The keyword search URL path equivalent to this understanding. */
  keyword: string;
}

/** GET {ai host}/ai/api/getUserType → data */
export interface AiUserType {
  name: string;
}

/** One object outlined in a picture (找同款模型). */
export interface PictureObject {
  id: number;
  /** sofa, chair, table, bed, cabinet, lamp, plant, vase, tv, sanitary, books, appliance */
  cls: string;
  /** Chinese name: 沙发, 椅子 … */
  label: string;
  /** Fractions of the picture: left, top, width, height. */
  box: CropBox;
  score: number;
}

/** GET /case/api/search/objects?img=|itemId= → data */
export interface PictureObjectsResult {
  objects: PictureObject[];
  tookMs: number;
}

/** GET /case/api/search/object-models?img=&cls=&box= → data: 3D/SU models of the class, the most alike first. */
export interface ObjectModelsResult {
  cls: string;
  label: string;
  list: ItemSummary[];
  /** Models of the class in the catalogue. */
  total: number;
}
