import type { ImageRef } from '@/lib/api/contract/classify';
import { imageUrl, srcSet } from '@/lib/image';
import type { TrackKind } from '@/components/tracking/server';
import type { ViewerImage } from '@/lib/viewer/viewer-math';
import { OssImg, preconnectImages } from '@/components/media/oss-img';
import { GatherPictureButton } from '@/components/collect';
import { GalleryViewer } from '@/components/viewer/gallery-viewer';
import { ViewerTrigger } from '@/components/viewer/viewer-trigger';
import styles from './detail.module.css';

const WIDTHS = [480, 720, 960, 1280, 1600];
const SIZES = '(min-width: 1360px) 880px, (min-width: 1000px) 66vw, 100vw';

/**
 * Every picture of the item at its own proportions (box reserved by width/height), WebP through
 * the OSS parameters with the site's default watermark (SPEC §9). The first is the LCP image.
 * Each opens the full-screen picture viewer (components/viewer).
 */
export function DetailGallery({ images, title, kind, docId }: { images: readonly ImageRef[]; title: string; kind?: TrackKind; docId?: number }) {
  // Each picture keeps its index in the item's pictures: that is what a gather task records.
  const valid = images.map((img, index) => ({ ...img, index })).filter((img) => img.width > 0 && img.height > 0 && img.url);
  preconnectImages(valid[0]?.url);
  const altOf = (i: number) => (valid.length > 1 ? `${title}（图 ${i + 1}/${valid.length}）` : title);
  const viewer: ViewerImage[] = valid.map((img, i) => ({ url: img.url, width: img.width, height: img.height, alt: altOf(i) }));
  const galleryId = `gallery-${kind ?? 'item'}-${docId ?? 'x'}`;
  return (
    <div className={styles.gallery} data-testid="detail-gallery" id={galleryId}>
      {valid.map((img, i) => {
        const opts = { format: 'webp' as const, watermark: true as const };
        return (
          <figure key={`${img.key}-${i}`} className={styles.figure} style={{ aspectRatio: `${img.width} / ${img.height}` }}>
            <OssImg
              src={imageUrl(img.url, { ...opts, width: 960 })}
              srcSet={srcSet(img.url, WIDTHS.filter((w) => w <= Math.max(480, img.width)), opts)}
              sizes={SIZES}
              alt={altOf(i)}
              width={img.width}
              height={img.height}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding={i === 0 ? 'sync' : 'async'}
            />
            <ViewerTrigger image={viewer[i]!} index={i} count={valid.length} />
            <a className={styles.similar} href={`/similarimg?img=${encodeURIComponent(img.url)}`} rel="nofollow">
              找相似
            </a>
            {docId !== undefined && <GatherPictureButton itemId={docId} index={img.index} label={valid.length > 1 ? `${title} 第 ${i + 1} 张` : title} />}
          </figure>
        );
      })}
      {valid.length > 0 && <GalleryViewer galleryId={galleryId} images={viewer} title={title} kind={kind} docId={docId} />}
    </div>
  );
}
