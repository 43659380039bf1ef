import { atom } from 'jotai';

/** Item id → the picture indexes this member gathered from it (absent: unknown yet; []: none). */
export const gatheredAtom = atom<Record<number, number[]>>({});

/** A gather a visitor asked for before logging in (`pictures` undefined: every picture): done once the login lands. */
export const pendingGatherAtom = atom<{ itemId: number; pictures?: number[] } | null>(null);
