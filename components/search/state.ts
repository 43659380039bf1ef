import { atom } from 'jotai';

/** SPEC §3 search state: the search history (mirrors localStorage localHistory). */
export const searchHistoryAtom = atom<string[]>([]);
