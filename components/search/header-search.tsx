'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { SEARCH_TYPES, searchTarget, type SearchType } from '@/lib/channel/search-target';
import styles from './header-search.module.css';

/**
 * The header search box. Without JavaScript the form still works: /site-api/search answers a
 * redirect to the same target. Enter (or 搜索) follows the type's target; Ctrl/⌘+Enter opens it
 * in a new tab ('searchOpen'), as does the external renderings site of type 3.
 */
export function HeaderSearch() {
  const router = useRouter();
  const [type, setType] = useState<SearchType>(1);
  const [keyword, setKeyword] = useState('');
  const [newTab, setNewTab] = useState(false);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const word = keyword.trim();
    if (!word) return;
    const target = searchTarget(type, word, newTab ? 'searchOpen' : 'navigate');
    setNewTab(false);
    // Another site (type 3) opens beside ours rather than replacing it.
    if (target.newTab || target.external) window.open(target.url, '_blank', 'noopener,noreferrer');
    else router.push(target.url);
  }

  return (
    <form role="search" action="/site-api/search" method="get" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor="header-search-type" className="visually-hidden">
        搜索类型
      </label>
      <select
        id="header-search-type"
        name="type"
        className={styles.type}
        value={type}
        onChange={(e) => setType(Number(e.target.value) as SearchType)}
      >
        {SEARCH_TYPES.map((t) => (
          <option key={t.type} value={t.type}>
            {t.label}
          </option>
        ))}
      </select>
      <label htmlFor="header-search-input" className="visually-hidden">
        搜索关键词
      </label>
      <input
        id="header-search-input"
        name="keyword"
        type="search"
        className={styles.input}
        placeholder="搜索案例、模型、灵感图片"
        autoComplete="off"
        maxLength={100}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) setNewTab(true);
        }}
      />
      <button type="submit" className={styles.submit}>
        搜索
      </button>
    </form>
  );
}
