import type { ReactNode } from 'react';
import type { ItemDetail } from '@/lib/api/contract/content';
import { categoryHref, categoryUrl, classifyHref } from '@/lib/content/classify-param';
import { factRows } from '@/lib/content/facts';
import { formatCount } from '@/lib/content/format';
import { itemHref } from '@/lib/content/item-href';
import { CATEGORY_KINDS, KIND_LABELS } from '@/lib/content/kinds';
import { hasFile } from '@/lib/api/contract/rights';
import styles from './detail.module.css';
import { AuthorCard } from './author-card';
import { StatList } from '@/components/content/stat-list';
import { DeferredDownloadPanel } from '@/components/download';
import { CollectCount, CollectPanel, GatherPanel } from '@/components/collect';
import { ShareButton } from '@/components/share/share-button';
import { areaAttrs, trackAttrs } from '@/components/tracking/server';

const hasCategoryPages = (kind: string) => (CATEGORY_KINDS as readonly string[]).includes(kind === 'pics' ? 'pin' : kind);

/** Author, numbers, facts, tags and the parent (a pin's image set, an article's account). */
export function DetailAside({ item }: { item: ItemDetail }) {
  const facts = factRows(item.facts);
  const categoryLinks = hasCategoryPages(item.kind) && item.topClassifyId > 0;
  const stats: [string, ReactNode][] = [['浏览', formatCount(item.viewCount)], ['收藏', <CollectCount key="c" itemId={item.id} count={item.collectCount} />], ...(item.downloadCount > 0 ? [['下载', formatCount(item.downloadCount)] as [string, string]] : []), ['图片', item.images.length]];
  return (
    <aside className={styles.aside} aria-label="作品信息">
      {item.author && <AuthorCard author={item.author} />}
      <StatList className={styles.stats} stats={stats} />
      {(item.vip || item.price > 0) && <p className={styles.price}>{item.vip ? 'VIP 专享' : `${item.price} 设计币`}</p>}
      <CollectPanel itemId={item.id} title={item.title} />
      {item.images.length > 0 && <GatherPanel itemId={item.id} count={item.images.length} />}
      <ShareButton itemId={item.id} path={itemHref(item)} />
      {hasFile(item.kind) && <DeferredDownloadPanel itemId={item.id} title={item.title} />}
      {facts.length > 0 && (
        <dl className={styles.facts} data-testid="detail-facts">
          <div>
            <dt>类型</dt>
            <dd>{KIND_LABELS[item.kind]}</dd>
          </div>
          {item.classifyName && (
            <div>
              <dt>分类</dt>
              <dd>{categoryLinks ? <a href={categoryHref(item.topClassifyId, item.classifyId === item.topClassifyId ? 0 : item.classifyId)}>{item.classifyName}</a> : item.classifyName}</dd>
            </div>
          )}
          {facts.map((f) => (
            <div key={f.key}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {item.tags.length > 0 && (
        <div className={styles.tags}>
          <h2 className={styles.asideTitle}>标签</h2>
          <ul>
            {item.tags.map((t) => (
              <li key={t.id}>
                {categoryLinks ? <a href={classifyHref(categoryUrl(item.topClassifyId), { tagId: t.id })}>{t.name}</a> : <span>{t.name}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {item.parent && (
        <p className={styles.parent}>
          所属：<a href={itemHref(item.parent)} {...areaAttrs('所属')} {...trackAttrs(item.parent)}>{item.parent.title}</a>
        </p>
      )}
    </aside>
  );
}
