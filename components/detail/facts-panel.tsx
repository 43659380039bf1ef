import Link from 'next/link';
import type { ItemDetail } from '@/lib/api/contract/content';
import { factRows } from '@/lib/content/facts';
import { designerHref } from '@/lib/content/item-href';
import { chinaDate } from '@/lib/time/china-clock';
import { CoverImage } from '@/components/media/oss-img';
import { CollectCount } from '@/components/collect';
import styles from './editorial.module.css';
import { areaAttrs, trackAttrs } from '@/components/tracking/server';

/** The editorial form's aside: facts, author, tags and counters of an item, and the page's actions (children). */
export function ItemFactsPanel({ item, title = '基本信息', children }: { item: ItemDetail; title?: string; children?: React.ReactNode }) {
  const rows: [string, string][] = [['分类', [item.topClassifyName, item.classifyName].filter((v, i, a) => v && a.indexOf(v) === i).join(' / ')], ...factRows(item.facts).map((f): [string, string] => [f.label, f.value]), ['更新', chinaDate(item.updatedAt)]];
  return (
    <aside className={styles.aside} aria-label={title}>
      <h2 className={styles.asideTitle}>{title}</h2>
      {item.author ? (
        <Link className={styles.author} href={designerHref(item.author.id)} prefetch={false} {...areaAttrs('作者')} {...trackAttrs({ kind: 'designer', id: item.author.id })}>
          <CoverImage src={item.author.avatar.url} alt="" ratio={1} sizes="40px" widths={[40, 80, 120]} />
          <div>
            <strong>{item.author.name}</strong>
            <span>{item.author.title}</span>
          </div>
        </Link>
      ) : null}
      <dl className={styles.facts}>
        {rows
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {item.tags.length ? (
        <ul className={styles.tags} aria-label="标签">
          {item.tags.map((t) => (
            <li key={t.id}>{t.name}</li>
          ))}
        </ul>
      ) : null}
      {children}
      <p className={styles.stats}>
        <span>{item.viewCount.toLocaleString('zh-CN')} 浏览</span>
        <span>
          <CollectCount itemId={item.id} count={item.collectCount} format="full" /> 收藏
        </span>
      </p>
    </aside>
  );
}

/** Paragraphs of an editorial text (an item's, a topic's or a collection's description). */
export function Paragraphs({ text }: { text: readonly string[] }) {
  return (
    <div className={styles.text}>
      {text.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** A link inside the facts panel (a periodical's magazine). */
export const detailLinkClass = styles.link;
