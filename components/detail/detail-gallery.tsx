import type { ItemDetail } from '@/lib/api/contract/content';
import type { ImageRef } from '@/lib/api/contract/classify';
import { imageUrl, srcSet } from '@/lib/image';
import type { ViewerImage } from '@/lib/viewer/viewer-math';
import { CoverImage, OssImg, preconnectImages } from '@/components/media/oss-img';
import { GatherPictureButton } from '@/components/collect';
import { GalleryViewer } from '@/components/viewer/gallery-viewer';
import { ViewerTrigger } from '@/components/viewer/viewer-trigger';
import catalogue from './detail.module.css';
import editorial from './editorial.module.css';

const WIDTHS = [480, 720, 960, 1280, 1600];
const SIZES = '(min-width: 1360px) 880px, (min-width: 1000px) 66vw, 100vw';
const EDITORIAL_WIDTHS = [480, 720, 960, 1280] as const;
const EDITORIAL_SIZES = '(max-width: 900px) 100vw, 880px';
/** An editorial page shows its first pictures; the rest are the viewer's and the API's. */
const EDITORIAL_LIMIT = 12;

type Picture = ImageRef & { index: number };

/** The kinds whose pictures are rooms and scenes: their viewer offers 找同款模型. */
const FIND_MODEL_KINDS: ReadonlySet<string> = new Set(['case', 'pin', 'pics']);

/**
 * Every picture of the item in reading order (data-testid="detail-gallery"); the first is the
 * LCP image, each opens the full-screen picture viewer (components/viewer).
 * - catalogue (/detail): the pictures with a known size, at their own proportions (box reserved
 *   by width/height), WebP with the site's default watermark (SPEC §9); each with 找相似 and
 *   its gather button (a gather task records the picture's index in the item's pictures).
 * - editorial (…Detail/{id}): the first twelve pictures (the cover when there are none), cropped
 *   to their ratio, with the SPEC §9 text-free watermark (a small corner mark: a large diagonal
 *   text would cover the editorial photograph); the viewer only when every picture has a size.
 */
const TEXT_FREE = { variant: 'textFree' } as const;

export function DetailGallery({ item, form }: { item: ItemDetail; form: 'catalogue' | 'editorial' }) {
  const isCatalogue = form === 'catalogue';
  const styles = isCatalogue ? catalogue : editorial;
  const all: Picture[] = (isCatalogue || item.images.length ? item.images : [item.cover]).map((img, index) => ({ ...img, index }));
  const sized = (img: ImageRef) => img.width > 0 && img.height > 0 && !!img.url;
  const pictures = isCatalogue ? all.filter(sized) : all.slice(0, EDITORIAL_LIMIT);
  const altOf = isCatalogue ? (i: number) => (pictures.length > 1 ? `${item.title}（图 ${i + 1}/${pictures.length}）` : item.title) : (i: number) => (i === 0 ? item.title : `${item.title} 图 ${i + 1}`);
  const viewer: ViewerImage[] = pictures.filter(sized).map((img) => ({ url: img.url, width: img.width, height: img.height, alt: altOf(pictures.indexOf(img)) }));
  const withViewer = viewer.length > 0 && viewer.length === pictures.length;
  const galleryId = `gallery-${item.kind}-${item.id}`;
  // 找同款模型 reads rooms: cases and inspiration pictures, in the viewer (it needs script).
  const findModels = isCatalogue && withViewer && FIND_MODEL_KINDS.has(item.kind);
  if (isCatalogue) preconnectImages(pictures[0]?.url);
  return (
    <div className={styles.gallery} data-testid="detail-gallery" id={galleryId}>
      {pictures.map((img, i) =>
        isCatalogue ? (
          <figure key={`${img.key}-${i}`} className={`${styles.figure} ${styles.sized}`} style={{ aspectRatio: `${img.width} / ${img.height}` }}>
            <WatermarkedPicture img={img} alt={altOf(i)} first={i === 0} />
            <ViewerTrigger image={viewer[i]!} index={i} count={pictures.length} />
            <span className={styles.pictureTools}>
              <GatherPictureButton itemId={item.id} index={img.index} label={pictures.length > 1 ? `${item.title} 第 ${i + 1} 张` : item.title} />
              {findModels && (
                <button type="button" className={styles.similar} data-viewer-find={i} aria-label={`找同款模型：${altOf(i)}`}>
                  找同款模型
                </button>
              )}
              <a className={styles.similar} href={`/similarimg?img=${encodeURIComponent(img.url)}`} rel="nofollow">
                找相似
              </a>
            </span>
          </figure>
        ) : (
          <figure className={styles.figure} key={`${img.key}-${i}`}>
            <CoverImage src={img.url} alt={altOf(i)} ratio={img.width > 0 && img.height > 0 ? img.width / img.height : 4 / 3} sizes={EDITORIAL_SIZES} widths={EDITORIAL_WIDTHS} priority={i === 0} watermark={TEXT_FREE} />
            {withViewer && <ViewerTrigger image={viewer[i]!} index={i} count={viewer.length} />}
          </figure>
        ),
      )}
      {withViewer && <GalleryViewer galleryId={galleryId} images={viewer} title={item.title} kind={item.kind} docId={item.id} findModels={findModels} />}
    </div>
  );
}

/** A catalogue picture at its own proportions, with the default watermark; the first loads at once. */
function WatermarkedPicture({ img, alt, first }: { img: ImageRef; alt: string; first: boolean }) {
  const opts = { format: 'webp' as const, watermark: true as const };
  return (
    <OssImg
      src={imageUrl(img.url, { ...opts, width: 960 })}
      srcSet={srcSet(img.url, WIDTHS.filter((w) => w <= Math.max(480, img.width)), opts)}
      sizes={SIZES}
      alt={alt}
      width={img.width}
      height={img.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding={first ? 'sync' : 'async'}
    />
  );
}
