import type { ItemSummary } from '@/lib/api/contract/content';
import { formatCount } from '@/lib/content/format';
import { designerHref, itemHref } from '@/lib/content/item-href';
import { KIND_LABELS } from '@/lib/content/kinds';
import { TimeAgo } from '@/components/content/time-ago';
import { isRecent } from '@/lib/time/labels';
import { CollectButton } from '@/components/collect';
import { CARD_SIZES, OssImg, cardImage } from '@/components/media/oss-img';
import { trackAttrs } from '@/components/tracking/server';
import styles from './item-card.module.css';

/** 'high': the LCP candidate (eager + fetchpriority high); 'eager': above the fold; 'lazy': the rest. */
export type ImagePriority = 'high' | 'eager' | 'lazy';

interface ItemCardProps {
  item: ItemSummary;
  /** 'masonry': the picture's own proportions (inside a waterfall); 'grid': a fixed 4:3 crop. */
  variant?: 'masonry' | 'grid';
  /** The grid crop's width / height (default 4:3; magazines 5:7, awards 1:1). */
  ratio?: number;
  priority?: ImagePriority;
  /** Show the update time (SPEC §9 label) instead of the view count. */
  showTime?: boolean;
  /** Heading level of the title inside its section. */
  headingLevel?: 2 | 3 | 4;
}

const GRID_WIDTH = 480;

function badgeOf(item: ItemSummary): string | null {
  if (item.vip) return 'VIP';
  if (item.price > 0) return `${item.price} 设计币`;
  return null;
}

/**
 * One card of a list: the picture (its box reserved from width/height, so nothing moves when
 * it loads), the title as the single link, and a meta line. Plain <a>: a list of 24 cards
 * should not prefetch 24 pages. The picture's alt is empty: the title in the same link names
 * it, and repeating it makes screen readers read every title twice (the detail page's images
 * carry the descriptive alt text).
 */
export function ItemCard({ item, variant = 'masonry', ratio = 4 / 3, priority = 'lazy', showTime = false, headingLevel = 3 }: ItemCardProps) {
  const img = cardImage(item.cover, variant === 'grid' ? { crop: { width: GRID_WIDTH, height: Math.round(GRID_WIDTH / ratio) } } : {});
  const Heading = `h${headingLevel}` as const;
  const badge = badgeOf(item);
  const byline = item.author?.name ?? item.topClassifyName ?? KIND_LABELS[item.kind];
  return (
    <article className={styles.card} data-variant={variant} data-testid="item-card" data-id={item.id} {...trackAttrs({ kind: item.kind, id: item.id, authorId: item.author?.id, parentId: item.parentId })}>
      <a href={itemHref(item)} className={styles.link}>
        {/* The blur-up placeholder only behind a picture that loads at once: a lazy card's would be
            fetched as soon as its style is computed (a request per card on arrival, issue 40); the
            lazy picture itself is loaded before it scrolls into view, over the plain background. */}
        <span className={styles.media} data-card-media="" style={{ backgroundImage: priority === 'lazy' ? undefined : `url("${img.placeholder}")`, aspectRatio: `${img.width} / ${img.height}` }}>
          <OssImg
            src={img.src}
            srcSet={img.srcSet}
            sizes={CARD_SIZES}
            alt=""
            width={img.width}
            height={img.height}
            loading={priority === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={priority === 'high' ? 'high' : undefined}
            decoding={priority === 'lazy' ? 'async' : 'sync'}
          />
          {badge && <span className={styles.badge}>{badge}</span>}
          {item.imageCount > 1 && <span className={styles.count}>{item.imageCount}图</span>}
          {/* SPEC §9: recent = under 168 hours since it was published (cached pages refresh within minutes). */}
          {isRecent(item.createdAt) && (
            <span className={styles.recent} title="近 7 天上新" aria-hidden="true" data-testid="recent-badge">
              新
            </span>
          )}
        </span>
        <Heading className={styles.title}>{item.title}</Heading>
      </a>
      <p className={styles.meta}>
        {/* The author's name links their page: every list is also a hub of its designers (issue 40: crawl reach). */}
        {item.author ? (
          <a className={styles.byline} href={designerHref(item.author.id)}>
            {byline}
          </a>
        ) : (
          <span className={styles.byline}>{byline}</span>
        )}
        {showTime ? (
          <TimeAgo ms={item.updatedAt} className={styles.stat} />
        ) : (
          // The ◉ is the stat's ::before (silent to screen readers): one element fewer per card.
          <span className={`${styles.stat} ${styles.views}`}>
            <span className="visually-hidden">浏览</span>
            {formatCount(item.viewCount)}
          </span>
        )}
        <CollectButton itemId={item.id} title={item.title} />
      </p>
    </article>
  );
}
