/** Contract types: catalogue items (list, detail, home feeds, day update, ranks). */
import type { Page } from '../envelope';
import type { SiteChannel } from './audience';
import type { ImageRef } from './classify';
import type { ContentKind, SortOrder } from './kinds';

export interface AuthorRef {
  id: number;
  name: string;
  avatar: ImageRef;
  title: string;
}

export interface TagRef {
  id: number;
  name: string;
}

/** One card of a list / waterfall. Times are epoch milliseconds. */
export interface ItemSummary {
  id: number;
  kind: ContentKind;
  docType: number;
  title: string;
  cover: ImageRef;
  classifyId: number;
  classifyName: string;
  topClassifyId: number;
  topClassifyName: string;
  author: AuthorRef | null;
  tags: TagRef[];
  /** true = VIP-only; false = free. */
  vip: boolean;
  /** Price in 设计币 (0 when free or VIP-only). */
  price: number;
  viewCount: number;
  downloadCount: number;
  collectCount: number;
  imageCount: number;
  parentId: number | null;
  createdAt: number;
  updatedAt: number;
  /** The channel whose host is the item's one canonical address (lib/api/contract/audience.ts). */
  home: SiteChannel;
}

/** Kind-specific facts (all optional; which appear depends on `kind`). */
export interface ItemFacts {
  location?: string;
  area?: number; // m²
  year?: number;
  style?: string;
  designFirm?: string;
  software?: string;
  format?: string; // max, skp, dwg, pdf, jpg ...
  fileSize?: number; // bytes
  resolution?: string; // "4096x4096"
  seamless?: boolean;
  pages?: number;
  issueNo?: string;
  publisher?: string;
  language?: string;
  brand?: string;
  materialType?: string;
  url?: string; // site (world nav) target — only for kind 'site'
  followers?: number;
  awardLevel?: string;
  organizer?: string;
  keywords?: string[];
  /** Spaces a case contains (客厅, 卧室 … / 大堂, 客房 …); searchable. */
  spaces?: string[];
  /** A periodical issue's table of contents, in page order. */
  contents?: ContentsEntry[];
}

/** One article of a periodical issue. */
export interface ContentsEntry {
  /** 专题, 作品, 访谈, 评论 … */
  section: string;
  title: string;
  author: string;
  page: number;
}

/** GET /case/api/content/detail?id= → data */
export interface ItemDetail extends ItemSummary {
  /** Plain-text paragraphs. */
  description: string[];
  images: ImageRef[];
  facts: ItemFacts;
  parent: ItemSummary | null;
  /** Number of children (periodicals of a magazine, winners of an award, articles of an account, pins of a set). */
  childCount: number;
  related: ItemSummary[];
  seo: { title: string; keywords: string[]; description: string };
}

/** GET /case/api/content/list query (all optional except kind or parentId/authorId). */
export interface ContentListQuery {
  kind?: ContentKind;
  classifyId?: number;
  tagId?: number;
  authorId?: number;
  parentId?: number;
  keyword?: string;
  /** 1: VIP items; 0: free items (neither VIP nor priced — what a 免费 badge promises). */
  vip?: 0 | 1;
  sort?: SortOrder;
  page?: number; // 1..1000
  pageSize?: number; // 1..100, default 20
  /** Favour a channel's audience (lib/api/contract/audience.ts); unscoped when it has none of the kind. */
  audience?: SiteChannel;
}

/** Page plus `totalCapped` when the total was counted only up to a cap (keyword/tag/vip filters). */
export interface ItemPage extends Page<ItemSummary> {
  totalCapped: boolean;
}

/** GET /case/api/content/home?channel=&audience= → data */
export interface HomeFeed {
  channel: HomeChannel;
  /** The sub-domain channel the feed favours (`audience` query), or null for the neutral feed. */
  audience: SiteChannel | null;
  banners: Banner[];
  classifies: { id: number; name: string; itemCount: number }[];
  sections: HomeSection[];
}
export type HomeChannel = 'discover' | 'news' | '3d' | 'su' | 'pin' | 'tietu' | 'sgt' | 'wenben';
export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  image: ImageRef;
  /** Site path the banner links to. */
  path: string;
}
export interface HomeSection {
  key: string;
  title: string;
  kind: ContentKind;
  sort: SortOrder;
  list: ItemSummary[];
}

/** GET /case/api/content/dayUpdate?date=&kind=&audience= → data (counts are the whole catalogue's, the list favours the audience) */
export interface DayUpdate {
  /** Last 30 days (server local date, newest first) with item counts updated that day. */
  days: { date: string; count: number }[];
  date: string;
  list: ItemPage;
}

/** GET /case/api/content/rank?kind=&rank=&audience= → data */
export interface RankList extends ItemPage {
  kind: ContentKind;
  rank: SortOrder;
  title: string;
}

/** GET /case/api/content/caseNewHome?classifyId= → data */
export interface CaseNewHome {
  classify: { id: number; name: string } | null;
  classifies: { id: number; name: string; itemCount: number }[];
  sections: { classifyId: number; classifyName: string; list: ItemSummary[] }[];
  latest: ItemSummary[];
}
