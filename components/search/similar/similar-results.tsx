import type { CSSProperties } from 'react';
import type { SimilarHit, SimilarResult } from '@/lib/api/contract/search';
import { ItemCard } from '@/components/cards/item-card';
import { Waterfall } from '@/components/waterfall/waterfall';
import { mediaRows } from '@/components/waterfall/layout';
import wf from '@/components/waterfall/waterfall.module.css';
import { searchAttrs } from '@/components/tracking/server';
import styles from './similar.module.css';

/**
 * The nearest pictures, each card with its similarity score. Renders on the server and in the
 * browser; with `onCompare` (the upgraded similar search) each card also offers 对比.
 */
export function SimilarResults({ result, onCompare }: { result: SimilarResult; onCompare?: (hit: SimilarHit) => void }) {
  if (!result.list.length) return <p className={styles.none}>没有找到相似的图片，换一张图片或调整框选区域试试。</p>;
  return (
    <>
      <p className={styles.meta} data-testid="similar-meta" {...searchAttrs({ type: 'similar_img', query: '', filters: { ...result.query, hideDuplicates: result.hideDuplicates, page: result.page } })}>
        在 {result.scanned.toLocaleString('zh-CN')} 张图片中找到 {result.list.length} 张相似图片，用时 {result.tookMs} ms
        {result.hideDuplicates ? '（已隐藏重复图片）' : ''}
      </p>
      <Waterfall label="相似图片" testId="similar-results">
        {result.list.map((hit, i) => (
          <li key={`${hit.item.kind}-${hit.item.id}-${i}`} className={wf.item} style={{ '--r': mediaRows(hit.item.cover.width, hit.item.cover.height) } as CSSProperties}>
            <div className={styles.hit}>
              <ItemCard item={hit.item} priority={i < 4 ? 'eager' : 'lazy'} />
              <span className={styles.score} data-testid="similar-score">
                相似度 {Math.round(hit.score * 100)}%
              </span>
              <span className={styles.tools}>
                <a className={styles.again} href={`/similarimg?img=${encodeURIComponent(hit.item.cover.url)}`} aria-label={`以这张图搜相似：${hit.item.title}`}>
                  找相似
                </a>
                {onCompare && (
                  <button type="button" className={styles.compare} onClick={() => onCompare(hit)} aria-label={`与原图对比：${hit.item.title}`} data-testid="similar-compare">
                    对比
                  </button>
                )}
              </span>
            </div>
          </li>
        ))}
      </Waterfall>
    </>
  );
}
