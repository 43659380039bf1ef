import { atom } from 'jotai';
import type { VipKind } from '@/lib/api/contract/pay';

/** Which part of the login modal shows. */
export type LoginView = 'code' | 'password' | 'qr' | 'sso' | 'modify';

export const loginModalAtom = atom<{ open: boolean; view: LoginView }>({ open: false, view: 'code' });

/** The VIP / personal modal of SPEC §4 and its type. */
export type AccountModalType = 'account' | 'vip';

export const accountModalAtom = atom<{ open: boolean; type: AccountModalType }>({ open: false, type: 'account' });

/** SPEC §3 banned-user modal flag. */
export const bannedModalAtom = atom(false);

/**
 * The VIP centre / checkout (issue 10). `kinds` picks the first tab (what a locked item needs);
 * `item` adds its single purchase.
 */
export interface PayModalState {
  open: boolean;
  kinds?: VipKind[];
  item?: { id: number; title: string; price: number | null };
}

export const payModalAtom = atom<PayModalState>({ open: false });

/** A download asked for before its login or payment: the item's download panel continues it once allowed. */
export const pendingDownloadAtom = atom<number | null>(null);

/** Bumped when a payment lands: whatever shows rights reloads. */
export const rightsVersionAtom = atom(0);
