import { requestWidth, viewerImageUrl, type ViewerImage } from '@/lib/viewer/viewer-math';
import styles from './viewer.module.css';

/**
 * The clickable layer over one gallery picture (the figure must be position: relative). A real
 * link to the large picture, so it works without script; GalleryViewer turns the click into the
 * full-screen viewer. Renders on the server: no script of its own, no layout change.
 */
export function ViewerTrigger({ image, index, count }: { image: ViewerImage; index: number; count: number }) {
  const label = count > 1 ? `查看大图：${image.alt}（第 ${index + 1} 张，共 ${count} 张）` : `查看大图：${image.alt}`;
  return (
    <a className={styles.trigger} href={viewerImageUrl(image, requestWidth(2048, 1, image.width))} data-viewer-index={index} aria-label={label} rel="nofollow" target="_blank">
      <span className={styles.triggerHint} aria-hidden="true">
        点击查看大图
      </span>
    </a>
  );
}
