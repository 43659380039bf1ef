import type { ItemDetail } from '@/lib/api/contract/content';
import { Section } from '@/components/content/section';
import styles from './periodical-contents.module.css';

/**
 * A periodical issue's table of contents: section, article, author and page, in page order. The
 * issue's pictures above (cover, contents page, inner spreads) open in the picture viewer.
 */
export function PeriodicalContents({ item }: { item: ItemDetail }) {
  const entries = item.facts.contents ?? [];
  if (!entries.length) return null;
  const pages = item.facts.pages;
  return (
    <Section title="本期目录" id="periodical-contents" testId="periodical-contents">
      <ol className={styles.list}>
        {entries.map((e) => (
          <li className={styles.entry} key={`${e.page}-${e.title}`}>
            <span className={styles.section}>{e.section}</span>
            <span className={styles.title}>
              {e.title}
              <span className={styles.author}>{e.author}</span>
            </span>
            <span className={styles.page}>第 {e.page} 页</span>
          </li>
        ))}
      </ol>
      <p className={styles.note}>
        共 {entries.length} 篇{pages ? `，全刊 ${pages} 页` : ''}；封面、目录页与精选内页见上方图集，点击可放大浏览。
      </p>
    </Section>
  );
}
