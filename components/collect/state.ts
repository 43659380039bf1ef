// jotai/vanilla (no React): server pages that render cards import this feature's face, and with it these atoms.
import { atom } from 'jotai/vanilla';

/** Item id → the folders holding it (absent: unknown yet; []: not collected). Filled by status and by every change. */
export const collectedAtom = atom<Record<number, number[]>>({});

/** A collect a visitor asked for before logging in: completed once the login lands. */
export const pendingCollectAtom = atom<number | null>(null);

/** The one collect notice on screen (with undo when the change can be undone). */
export interface CollectNotice {
  id: number;
  text: string;
  tone: 'ok' | 'error';
  undo?: () => void;
}
export const collectNoticeAtom = atom<CollectNotice | null>(null);

/** Item id → the picture indexes this member gathered from it (absent: unknown yet; []: none). */
export const gatheredAtom = atom<Record<number, number[]>>({});

/** A gather a visitor asked for before logging in (`pictures` undefined: every picture): done once the login lands. */
export const pendingGatherAtom = atom<{ itemId: number; pictures?: number[] } | null>(null);
