import { atom } from 'jotai';
import type { VipKind } from '@/lib/api/contract/pay';
import type { StoredCheckout } from '@/lib/storage';
import type { LockedAccess } from '@/lib/api/contract/rights';

/**
 * A locked item's paywall: the API's locked answer for this member (what unlocks the item, what
 * the member holds), which offer to open on, and — from the item's download panel — the way to
 * ask whether the item is downloadable after paying and to start its download.
 */
export interface PaywallItem {
  id: number;
  title: string;
  access: LockedAccess;
  /** 'item': the item's own purchase; 'plan': the cheapest plan that unlocks it; none: the cheapest offer. */
  open?: 'item' | 'plan';
  /** Whether the API now lets this member download the item. */
  recheck?: () => Promise<boolean>;
  /** Starts the item's download (继续下载). */
  download?: () => void;
}

/**
 * The VIP centre / checkout (issue 10). Without an item, `kinds` picks the first tab; with one,
 * the centre is the item's paywall and offers only what unlocks it (contract/rights.ts).
 * `resume`: the phone's checkout the cashier sent back (cashier-return.ts).
 */
export interface PayModalState {
  open: boolean;
  kinds?: VipKind[];
  item?: PaywallItem;
  resume?: StoredCheckout;
}

export const payModalAtom = atom<PayModalState>({ open: false });

/** Bumped when a payment lands: whatever shows rights reloads. */
export const rightsVersionAtom = atom(0);
