import { searchHref } from '@/lib/content/classify-param';
import { KEYWORD_LIMIT } from '@/lib/api/contract/search';
import styles from './home.module.css';

/**
 * The search-led home's opening (home experiment, 'search-first'): heading, a large search box
 * and the hot searches under it. A plain GET form to the header search's no-JavaScript endpoint,
 * so it works before (and without) any script. It searches the catalogue in place: SPEC §2
 * 'searchLocation', the classify path in the same window.
 */
export function SearchHero({ title, description, words, background = [] }: { title: string; description: string; words: readonly string[]; background?: readonly string[] }) {
  // SPEC §7 background words (搜索框背景词): what the empty box suggests trying.
  const placeholder = background.length > 0 ? `试试：${background.slice(0, 3).join('、')}` : '搜索案例、灵感图片、模型…';
  return (
    <section className={styles.searchHero} aria-labelledby="home-search-title" data-testid="home-search-hero">
      <h1 id="home-search-title">{title}</h1>
      <p>{description}</p>
      <form role="search" action="/site-api/search" method="get" className={styles.searchForm}>
        <label htmlFor="home-search" className="visually-hidden">
          搜索案例、图片与模型
        </label>
        <input type="hidden" name="mode" value="searchLocation" />
        <input id="home-search" name="keyword" type="search" maxLength={KEYWORD_LIMIT} placeholder={placeholder} autoComplete="off" enterKeyHint="search" />
        <button type="submit">搜索</button>
      </form>
      {words.length > 0 && (
        <nav aria-label="热门搜索" className={styles.searchWords} data-testid="home-hot-words">
          <span aria-hidden="true">热门：</span>
          {words.slice(0, 8).map((w) => (
            <a key={w} href={searchHref(w)}>
              {w}
            </a>
          ))}
        </nav>
      )}
    </section>
  );
}
