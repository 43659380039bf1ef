import { atom } from 'jotai';
import type { VipKind } from '@/lib/api/contract/pay';
import type { StoredCheckout } from '@/lib/storage';

/**
 * The VIP centre / checkout (issue 10). `kinds` picks the first tab (what a locked item needs);
 * `item` adds its single purchase. `resume`: the phone's checkout the cashier sent back (cashier-return.ts).
 */
export interface PayModalState {
  open: boolean;
  kinds?: VipKind[];
  item?: { id: number; title: string; price: number | null };
  resume?: StoredCheckout;
}

export const payModalAtom = atom<PayModalState>({ open: false });

/** Bumped when a payment lands: whatever shows rights reloads. */
export const rightsVersionAtom = atom(0);
