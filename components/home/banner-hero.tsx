import type { Banner } from '@/lib/api/contract/content';
import { imageUrl, srcSet } from '@/lib/image';
import { sitePath } from '@/lib/content/home-areas';
import { OssImg, preconnectImages } from '@/components/media/oss-img';
import { areaAttrs, hrefTrackAttrs } from '@/components/tracking/server';
import styles from './home.module.css';

const HERO_WIDTHS = [480, 720, 960, 1280];
const HERO_SIZES = '(min-width: 1360px) 860px, (min-width: 900px) 64vw, 100vw';
const TILE_SIZES = '(min-width: 900px) 230px, 50vw';

const ROW_SIZES = '(min-width: 900px) 240px, 50vw';
/** The banners' spm area: a banner leading to an item is that item's exposure and click. */
const BANNER_AREA = areaAttrs('精选推荐');

/**
 * The banners: the first large (the page's LCP image, loaded eagerly at high priority), the rest
 * as tiles. `row` (the search-led home) shows the same five as one row of equal tiles.
 */
export function BannerHero({ banners, row = false }: { banners: readonly Banner[]; row?: boolean }) {
  if (banners.length === 0) return null;
  if (row) {
    return (
      <ul className={`${styles.tiles} ${styles.row}`} aria-label="精选推荐" data-testid="banner-hero" {...BANNER_AREA}>
        {banners.slice(0, 5).map((b, i) => (
          <li key={b.id}>
            <BannerTile banner={b} sizes={ROW_SIZES} eager={i === 0} />
          </li>
        ))}
      </ul>
    );
  }
  const [hero, ...tiles] = banners;
  preconnectImages(hero.image.url);
  const heroOpts = { mode: 'fill' as const, width: 1280, height: 640, format: 'webp' as const };
  return (
    <section className={styles.hero} aria-label="精选推荐" data-testid="banner-hero" {...BANNER_AREA}>
      <a className={styles.heroMain} href={sitePath(hero.path)} {...hrefTrackAttrs(sitePath(hero.path))}>
        <OssImg
          src={imageUrl(hero.image.url, { ...heroOpts, width: 960, height: 480 })}
          srcSet={srcSet(hero.image.url, HERO_WIDTHS, heroOpts)}
          sizes={HERO_SIZES}
          alt=""
          width={1280}
          height={640}
          fetchPriority="high"
          decoding="sync"
        />
        <span className={styles.heroText}>
          <strong>{hero.title}</strong>
          <span>{hero.subtitle}</span>
        </span>
      </a>
      <ul className={styles.tiles}>
        {tiles.slice(0, 4).map((b) => (
          <li key={b.id}>
            <BannerTile banner={b} sizes={TILE_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BannerTile({ banner: b, sizes, eager = false }: { banner: Banner; sizes: string; eager?: boolean }) {
  return (
    <a className={styles.tile} href={sitePath(b.path)} {...hrefTrackAttrs(sitePath(b.path))}>
      <OssImg
        src={imageUrl(b.image.url, { mode: 'fill', width: 480, height: 300, format: 'webp' })}
        srcSet={srcSet(b.image.url, [240, 480], { mode: 'fill', width: 480, height: 300, format: 'webp' })}
        sizes={sizes}
        alt=""
        width={480}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
      <span className={styles.tileText}>{b.title}</span>
    </a>
  );
}
