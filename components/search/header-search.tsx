'use client';

import dynamic from 'next/dynamic';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { DEFAULT_PLACEHOLDER, SEARCH_TYPES, searchOfUrl, searchTarget, specSearchType, type SearchType } from './targets';
import type { Channel } from '@/lib/channel/hosts';
import { KEYWORD_LIMIT } from '@/lib/api/contract/search';
import { withChunkTimeout } from '@/lib/lazy';
import { useAfterLoad } from '@/hooks/use-after-load';
import { useEarlyValue } from '@/hooks/use-early-value';
import { useSearchHistory } from './use-search-history';
import { dropdownOptions, type DropdownModel, type DropdownOption } from './dropdown-options';
import type { SearchWordsReport } from './search-words-engine';
import styles from './header-search.module.css';

// Issue 15 (phone speed): the suggestion machinery (SWR, the word hooks) and the dropdown's
// markup are not part of the first load; they come after the page has loaded, or on the first
// touch of the box. A chunk that fails to load leaves a plain search form (it still submits).
const SearchWordsEngine = dynamic(() => withChunkTimeout(import('./search-words-engine')).then((m) => m.SearchWordsEngine, () => NoEngine), { ssr: false });
const SearchDropdown = dynamic(() => withChunkTimeout(import('./search-dropdown')).then((m) => m.SearchDropdown, () => NoEngine), { ssr: false });
function NoEngine() {
  return null;
}
const TYPE_ID = 'header-search-type';
const INPUT_ID = 'header-search-input';

/**
 * The header search box: an ARIA combobox with suggestions (debounced, stale requests
 * aborted), history, everyone-search and hot words, a placeholder carousel, and the SPEC §2
 * targets per search type. Without JavaScript the form still works: /site-api/search answers
 * a redirect to the same target. Ctrl/⌘+Enter opens it in a new tab ('searchOpen').
 */
export function HeaderSearch({ channel, defaultType }: { channel: Channel; defaultType: SearchType }) {
  const router = useRouter();
  const listId = useId();
  // The channel's default scope (AUDIENCES[channel].searchType, given by the server header so the
  // audience table stays out of the client bundle): 效果图 on rendering, 案例 elsewhere.
  const channelType = defaultType;
  const [type, setType] = useState<SearchType>(channelType);
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [active, setActive] = useState(-1);
  const pathname = usePathname();
  // Every results page shows its own keyword and type in the box (a search opened from another
  // page, a link, a reload, back and forward). Read from the address after hydration: the
  // header is part of cached pages, which never depend on the query string.
  useEffect(() => {
    const sync = () => {
      const found = searchOfUrl(window.location.pathname, window.location.search);
      if (!found) return;
      setKeyword(found.keyword);
      if (found.type) setType(found.type);
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [pathname]);
  // A type chosen or a word typed before the page hydrated (a slow phone) is kept, not reset.
  const earlyType = useEarlyValue(TYPE_ID, String(channelType));
  const earlyKeyword = useEarlyValue(INPUT_ID, '');
  useEffect(() => {
    if (earlyType !== null && SEARCH_TYPES.some((t) => String(t.type) === earlyType)) setType(Number(earlyType) as SearchType);
    if (earlyKeyword !== null) setKeyword(earlyKeyword.slice(0, KEYWORD_LIMIT));
  }, [earlyType, earlyKeyword]);
  const { history, add, remove, clear } = useSearchHistory();
  // The API's side arrives with the engine (after the load, or once the box is touched).
  const engaged = useAfterLoad();
  const [touched, setTouched] = useState(false);
  const [words, setWords] = useState<SearchWordsReport | null>(null);
  const placeholder = words?.placeholder ?? { text: DEFAULT_PLACEHOLDER, word: '' };

  // Suggestions only for the text in the box (the engine reports after each render).
  const fresh = words?.keyword === keyword.trim() ? words : null;
  const model: DropdownModel = {
    keyword,
    suggestions: fresh?.suggestions ?? [],
    masters: fresh?.masters ?? [],
    history,
    everyone: words?.everyone ?? [],
    hot: words?.hot ?? [],
    pattern: words?.pattern ?? [],
    loading: fresh ? fresh.loading : !!keyword.trim(),
    refused: words?.refused ?? null,
  };
  const options = dropdownOptions(model, `${listId}-opt`);
  const expanded = open && (options.length > 0 || !!keyword.trim());

  function go(word: string, newTab = false) {
    const w = word.trim();
    if (!w) return;
    add(w);
    setKeyword(w);
    setOpen(false);
    setActive(-1);
    const target = searchTarget(type, w, newTab ? 'searchOpen' : 'navigate');
    // Another site (search type 3) opens in a new tab, like any target outside the site — unless
    // this is that site (the rendering channel), where it stays in the window.
    const here = target.external && target.url.startsWith(`${window.location.origin}/`);
    if (target.newTab || (target.external && !here)) window.open(target.url, '_blank', 'noopener,noreferrer');
    else router.push(here ? target.url.slice(window.location.origin.length) : target.url);
  }

  function choose(o: DropdownOption, newTab = false) {
    if (o.type === 'master') {
      setOpen(false);
      router.push(`/designerDetail/${o.master.id}`);
      return;
    }
    go(o.word, newTab);
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    go(keyword.trim() || placeholder.word);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setEverOpened(true);
      if (!n) return;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Escape') {
      if (open) e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const newTab = e.ctrlKey || e.metaKey;
      const chosen = open && active >= 0 ? options[active] : undefined;
      if (chosen) choose(chosen, newTab);
      else go(keyword.trim() || placeholder.word, newTab);
    } else if (e.key === 'Delete' && open && active >= 0) {
      const o = options[active];
      if (o?.type === 'word' && o.section === 'history') {
        e.preventDefault();
        remove(o.word);
        setActive(-1);
      }
    }
  }

  return (
    <form role="search" action="/site-api/search" method="get" className={styles.form} onSubmit={onSubmit} onPointerEnter={() => setTouched(true)}>
      {(engaged || touched) && (
        <SearchWordsEngine
          keyword={keyword}
          type={specSearchType(type)}
          everOpened={everOpened}
          carousel={!keyword && !open}
          channel={channel}
          // The channel's own words while its default type is chosen; the type's words otherwise.
          placeholderChannel={specSearchType(type) === specSearchType(channelType) ? channel : undefined}
          onReport={setWords}
        />
      )}
      <label htmlFor={TYPE_ID} className="visually-hidden">
        搜索类型
      </label>
      <select id={TYPE_ID} name="type" className={styles.type} value={type} onChange={(e) => setType(Number(e.target.value) as SearchType)}>
        {SEARCH_TYPES.map((t) => (
          <option key={t.type} value={t.type}>
            {t.label}
          </option>
        ))}
      </select>
      <div className={styles.box}>
        <label htmlFor={INPUT_ID} className="visually-hidden">
          搜索关键词
        </label>
        <input
          id={INPUT_ID}
          name="keyword"
          // text, not search: HTML allows role=combobox only on a text input (Nu checker).
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
          className={styles.input}
          placeholder={placeholder.text}
          autoComplete="off"
          maxLength={KEYWORD_LIMIT}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setTouched(true);
            setOpen(true);
            setEverOpened(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {expanded && (
          <SearchDropdown
            listId={listId}
            model={model}
            options={options}
            active={active}
            onChoose={(o) => choose(o)}
            onHover={setActive}
            onRemoveHistory={(w) => {
              remove(w);
              setActive(-1);
            }}
            onClearHistory={() => {
              clear();
              setActive(-1);
            }}
          />
        )}
      </div>
      <button type="submit" className={styles.submit}>
        搜索
      </button>
    </form>
  );
}
