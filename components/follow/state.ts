// jotai/vanilla (no React): server pages that render designer cards import this feature's face.
import { atom } from 'jotai/vanilla';

/** Designer id → whether this member follows it and its live follower count (absent: not known yet). */
export const followAtom = atom<Record<number, { following: boolean; followers: number }>>({});

/** A follow a visitor asked for before logging in: completed once the login lands. */
export const pendingFollowAtom = atom<number | null>(null);
