'use client';

import { useEffect, useRef } from 'react';
import type { CropBox, SimilarHit } from '@/lib/api/contract/search';
import { itemHref } from '@/lib/content/item-href';
import { imageUrl } from '@/lib/image';
import { OssImg } from '@/components/media/oss-img';
import styles from './similar.module.css';

/**
 * The upgraded similar search's side-by-side compare: the searched picture (with the framed
 * region marked) next to one result, its score and a link to it. Takes the focus when it opens
 * so keyboard and screen-reader users land on it; 关闭对比 or Esc returns to the results.
 */
export function SimilarCompare({ queryUrl, crop, hit, onClose }: { queryUrl: string; crop: CropBox | null; hit: SimilarHit; onClose: () => void }) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus();
    panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [hit]);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      className={styles.comparePanel}
      aria-labelledby="similar-compare-title"
      data-testid="similar-compare-panel"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <h2 id="similar-compare-title">对比</h2>
      <button type="button" className={styles.compareClose} onClick={onClose}>
        关闭对比
      </button>
      <div className={styles.compareGrid}>
        <figure>
          <div className={styles.compareFrame}>
            <OssImg src={queryUrl} alt="你搜索的图片" />
            {crop && <span className={styles.compareRegion} style={{ left: `${crop.x * 100}%`, top: `${crop.y * 100}%`, width: `${crop.w * 100}%`, height: `${crop.h * 100}%` }} aria-hidden="true" />}
          </div>
          <figcaption>{crop ? '你搜索的图片（框内为搜索区域）' : '你搜索的图片'}</figcaption>
        </figure>
        <figure>
          <div className={styles.compareFrame}>
            <OssImg src={imageUrl(hit.item.cover.url, { width: 640, format: 'webp' })} alt={hit.item.title} />
          </div>
          <figcaption>{hit.item.title}</figcaption>
        </figure>
      </div>
      <p className={styles.compareFacts}>
        <span>
          相似度 <strong data-testid="similar-compare-score">{Math.round(hit.score * 100)}%</strong>
        </span>
        <a href={itemHref(hit.item)}>查看详情 ›</a>
        <a href={`/similarimg?img=${encodeURIComponent(hit.item.cover.url)}`}>以这张图继续找相似 ›</a>
      </p>
    </section>
  );
}
