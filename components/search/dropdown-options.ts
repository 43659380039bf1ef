import type { MasterRef, SearchWord } from '@/lib/api/contract/search';

// The dropdown's option model, apart from its markup (search-dropdown.tsx): the header search
// needs it from the first keystroke, the dropdown's code only once the dropdown opens.

/** One choosable row of the dropdown; `id` is the DOM id used by aria-activedescendant. */
export type DropdownOption =
  | { id: string; type: 'word'; word: string; section: 'suggest' | 'history' | 'everyone' | 'hot' | 'pattern' }
  | { id: string; type: 'master'; master: MasterRef };

export interface DropdownModel {
  keyword: string;
  suggestions: string[];
  masters: MasterRef[];
  history: string[];
  everyone: SearchWord[];
  hot: SearchWord[];
  pattern: SearchWord[];
  loading: boolean;
  /** The API's per-visitor limit message while suggestions are refused (use-search-suggest.ts). */
  refused?: string | null;
}

/** The options in keyboard order: suggestions while typing, else history and word lists. */
export function dropdownOptions(m: DropdownModel, idBase: string): DropdownOption[] {
  const out: DropdownOption[] = [];
  const seen = new Set<string>();
  const word = (w: string, section: Extract<DropdownOption, { type: 'word' }>['section']) => {
    if (seen.has(`${section}:${w}`)) return;
    seen.add(`${section}:${w}`);
    out.push({ id: `${idBase}-${out.length}`, type: 'word', word: w, section });
  };
  if (m.keyword.trim()) {
    m.suggestions.forEach((w) => word(w, 'suggest'));
    m.masters.forEach((master) => out.push({ id: `${idBase}-${out.length}`, type: 'master', master }));
    return out;
  }
  m.history.forEach((w) => word(w, 'history'));
  m.everyone.forEach((w) => word(w.word, 'everyone'));
  m.hot.forEach((w) => word(w.word, 'hot'));
  m.pattern.forEach((w) => word(w.word, 'pattern'));
  return out;
}
