import type { IpLocation } from '@/lib/api/contract/system';
import type { LockedAccess } from '@/lib/api/contract/rights';
import type { PayChannel, PayOrder, VipKind } from '@/lib/api/contract/pay';
import type { CaseFields, CasePicture } from '@/lib/api/contract/upload';

/**
 * Cached IP location (SPEC §4: the lookup is cached in local storage): when it was looked up,
 * the testIp cookie it was looked up under, and when it was reported (components/tracking/location.ts).
 */
export type StoredIpLocation = IpLocation & { at?: number; testIp?: string | null; reportedAt?: number };

/** The case upload form as typed: CaseFields with the uploaded pictures themselves (to show them before the server answers). */
export interface LocalDraft extends Omit<CaseFields, 'pictureIds'> {
  pictures: CasePicture[];
  /** Epoch ms of the last change. */
  savedAt: number;
  /** false while the server has not confirmed this version. */
  synced: boolean;
}

/** A recently viewed item of the elevator history modal. */
export interface HistoryItem {
  id: string | number;
  title?: string;
  url?: string;
  cover?: string;
  kind?: string;
  at?: number;
}

/**
 * A phone's checkout that went to the cashier page (components/checkout/cashier-return.ts): the
 * order, its cashier address and what the VIP centre showed, resumed when the cashier sends the
 * browser back to the page.
 */
export interface StoredCheckout {
  order: PayOrder;
  url: string;
  channel: PayChannel;
  tab: VipKind | 'item';
  planId: string | null;
  kinds?: VipKind[];
  /** The item's paywall as it left (its functions are the download panel's, given back on return). */
  item?: { id: number; title: string; access: LockedAccess; open?: 'item' | 'plan' };
}

/**
 * Value types of the SPEC §3 local-storage keys. SPEC does not give their shapes; these are
 * the shapes this site writes. Every value is stored as JSON.
 */
export interface StorageSchema {
  rightsStartDay: string;
  accountId: string | number;
  addressIpData: StoredIpLocation;
  loginAccountId: string | number;
  vipStatus: number;
  /** The case category tree (GET /case/api/case/classify/list), shown at once while it is refreshed. */
  localClassifyList: import('@/lib/api/contract/classify').CaseClassifyList;
  defaultCollect: unknown;
  localHistory: string[];
  historyList: HistoryItem[];
  referenceImgSourceCache: Record<string, unknown>;
  hqEnlargeTipConfirmed: boolean;
  showSider: boolean;
  /** A-B assignments kept in local storage (SPEC §3). */
  newerHomeCutUser: string;
  transferCutUser: string;
  /** The case upload form as typed, per `${accountId}:${caseId}` (components/upload/local-draft.ts). */
  caseUploadDrafts: Record<string, LocalDraft>;
  /** The upload-activity banner was closed (until this epoch ms). */
  uploadBannerClosed: number;
  /** The VIP offer pop (vipOrderPop experiment): when it was last shown and when its offer ends, epoch ms. */
  vipOrderPop: { shownAt: number; endsAt: number };
  /** The checkout a phone left for the cashier (one at a time). */
  payResume: StoredCheckout;
}

export type StorageKey = keyof StorageSchema;
export type AbStorageKey = 'newerHomeCutUser' | 'transferCutUser';

/** SPEC §3's local-storage list: the entries parsed (and dropped when broken) at startup, SPEC §4. */
export const STARTUP_KEYS = [
  'rightsStartDay',
  'accountId',
  'addressIpData',
  'loginAccountId',
  'vipStatus',
  'localClassifyList',
  'defaultCollect',
  'localHistory',
  'historyList',
  'referenceImgSourceCache',
  'hqEnlargeTipConfirmed',
  'showSider',
] as const satisfies readonly StorageKey[];

/** Keys logout clears (SPEC §4 "clear cookies and local storage keys"): the account-bound ones. */
export const ACCOUNT_KEYS = ['accountId', 'loginAccountId', 'vipStatus', 'rightsStartDay', 'defaultCollect'] as const satisfies readonly StorageKey[];
