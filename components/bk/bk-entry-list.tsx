import Link from 'next/link';
import type { ItemSummary } from '@/lib/api/contract/content';
import { bkEntryPath } from '@/lib/editorial/bk-path';
import { chinaDate } from '@/lib/time/china-clock';
import { CoverImage } from '@/components/media/oss-img';
import styles from './bk.module.css';
import { trackAttrs } from '@/components/tracking/server';

/** Encyclopedia entries as a text-first list (title, category, date, small picture). */
export function BkEntryList({ entries, headingLevel = 'h2' }: { entries: readonly ItemSummary[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className={styles.entries}>
      {entries.map((e) => (
        <li key={e.id}>
          <Link className={styles.entry} href={bkEntryPath(e.id)} prefetch={false} {...trackAttrs({ kind: 'bk', id: e.id })}>
            <CoverImage className={styles.thumb} src={e.cover.url} alt="" ratio={4 / 3} sizes="96px" widths={[96, 192, 288]} />
            <div className={styles.entryText}>
              <Heading className={styles.entryTitle}>{e.title}</Heading>
              <p className={styles.entryMeta}>
                {e.classifyName} · 更新于 {chinaDate(e.updatedAt)} · {e.viewCount.toLocaleString('zh-CN')} 次浏览
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A numbered list of entry titles (hot / latest rankings in the side column). */
export function BkRankList({ entries }: { entries: readonly { id: number; title: string }[] }) {
  return (
    <ol className={styles.links}>
      {entries.map((e, i) => (
        <li key={e.id}>
          <span className={styles.rank} aria-hidden="true">
            {i + 1}
          </span>
          <Link href={bkEntryPath(e.id)} prefetch={false} {...trackAttrs({ kind: 'bk', id: e.id })}>
            {e.title}
          </Link>
        </li>
      ))}
    </ol>
  );
}

export const bkStyles = styles;
