import { atom } from 'jotai';

/** A download asked for before its login or payment: the item's download panel continues it once allowed. */
export const pendingDownloadAtom = atom<number | null>(null);
