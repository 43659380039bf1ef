import { atom } from 'jotai';
import type { MasterRef, RecommendWord } from '@/lib/api/contract/search';

/** SPEC §3 search state. */
export const searchValueAtom = atom('');
export const placeholderAtom = atom('搜索案例、模型、灵感图片');
/** Words of the placeholder carousel (banner words). */
export const carouselWordsAtom = atom<string[]>([]);
/** Recommended words of the last suggestion call (each with its requestId). */
export const recommendWordsAtom = atom<RecommendWord[]>([]);
export const masterListAtom = atom<MasterRef[]>([]);
/** Search history (mirrors localStorage localHistory). */
export const searchHistoryAtom = atom<string[]>([]);

/** SPEC §3 label choices: the label being picked and the labels chosen so far. */
export interface ChosenLabel {
  tagId: number;
  tagValue: string;
}
export const tagIdAtom = atom<number | null>(null);
export const tagValueAtom = atom<string>('');
export const chosenLabelsAtom = atom<ChosenLabel[]>([]);

/** Adds a label (no duplicates) and makes it the current choice. */
export const chooseLabelAtom = atom(null, (get, set, label: ChosenLabel) => {
  set(tagIdAtom, label.tagId);
  set(tagValueAtom, label.tagValue);
  const list = get(chosenLabelsAtom);
  if (!list.some((l) => l.tagId === label.tagId)) set(chosenLabelsAtom, [...list, label]);
});

export const removeLabelAtom = atom(null, (get, set, tagId: number) => {
  set(chosenLabelsAtom, get(chosenLabelsAtom).filter((l) => l.tagId !== tagId));
  if (get(tagIdAtom) === tagId) {
    set(tagIdAtom, null);
    set(tagValueAtom, '');
  }
});
