import { atom } from 'jotai';

/** Which part of the login modal shows. */
export type LoginView = 'code' | 'password' | 'qr' | 'sso' | 'modify';

export const loginModalAtom = atom<{ open: boolean; view: LoginView }>({ open: false, view: 'code' });

/** The VIP / personal modal of SPEC §4 and its type. */
export type AccountModalType = 'account' | 'vip';

export const accountModalAtom = atom<{ open: boolean; type: AccountModalType }>({ open: false, type: 'account' });

/** SPEC §3 banned-user modal flag. */
export const bannedModalAtom = atom(false);
