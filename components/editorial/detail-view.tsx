import { CollectPanel } from '@/components/collect';
import Link from 'next/link';
import type { ItemDetail } from '@/lib/api/contract/content';
import { factRows } from '@/lib/content/facts';
import { chinaDate } from '@/lib/time/china-clock';
import { designerHref } from '@/lib/content/item-href';
import { breadcrumbList, creativeWork, JsonLd, type Crumb } from '@/lib/seo';
import type { Channel } from '@/lib/channel/hosts';
import { CoverImage } from '@/components/media/oss-img';
import { GalleryViewer } from '@/components/viewer/gallery-viewer';
import { ViewerTrigger } from '@/components/viewer/viewer-trigger';
import type { ViewerImage } from '@/lib/viewer/viewer-math';
import { CardGrid } from '@/components/content/card-grid';
import { PageHeading } from '@/components/content/page-head';
import { Section } from '@/components/content/section';
import styles from './detail.module.css';
import { ShareButton } from '@/components/share/share-button';
import { DetailEnd, detailAttrs } from '@/components/tracking/server';

const GALLERY_WIDTHS = [480, 720, 960, 1280] as const;
const GALLERY_SIZES = '(max-width: 900px) 100vw, 880px';

/** The pictures of an item in reading order; the first is the LCP image. Each opens the picture viewer. */
export function Gallery({ item, limit = 12 }: { item: ItemDetail; limit?: number }) {
  const images = (item.images.length ? item.images : [item.cover]).slice(0, limit);
  const altOf = (i: number) => (i === 0 ? item.title : `${item.title} 图 ${i + 1}`);
  const viewer: ViewerImage[] = images.filter((img) => img.url && img.width > 0 && img.height > 0).map((img) => ({ url: img.url, width: img.width, height: img.height, alt: altOf(images.indexOf(img)) }));
  const galleryId = `gallery-${item.kind}-${item.id}`;
  return (
    <div className={styles.gallery} id={galleryId} data-testid="detail-gallery">
      {images.map((img, i) => (
        <figure className={styles.figure} key={`${img.key}-${i}`}>
          <CoverImage
            src={img.url}
            alt={altOf(i)}
            ratio={img.width > 0 && img.height > 0 ? img.width / img.height : 4 / 3}
            sizes={GALLERY_SIZES}
            widths={GALLERY_WIDTHS}
            priority={i === 0}
          />
          {viewer.length === images.length && <ViewerTrigger image={viewer[i]!} index={i} count={viewer.length} />}
        </figure>
      ))}
      {viewer.length > 0 && viewer.length === images.length && <GalleryViewer galleryId={galleryId} images={viewer} title={item.title} kind={item.kind} docId={item.id} />}
    </div>
  );
}

/** Facts, author, tags and counters of an item. */
export function ItemFactsPanel({ item, title = '基本信息', children }: { item: ItemDetail; title?: string; children?: React.ReactNode }) {
  const rows: [string, string][] = [['分类', [item.topClassifyName, item.classifyName].filter((v, i, a) => v && a.indexOf(v) === i).join(' / ')], ...factRows(item.facts).map((f): [string, string] => [f.label, f.value]), ['更新', chinaDate(item.updatedAt)]];
  return (
    <aside className={styles.aside} aria-label={title}>
      <h2 className={styles.asideTitle}>{title}</h2>
      {item.author ? (
        <Link className={styles.author} href={designerHref(item.author.id)} prefetch={false}>
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
        <span>{item.collectCount.toLocaleString('zh-CN')} 收藏</span>
      </p>
    </aside>
  );
}

export function Paragraphs({ text }: { text: readonly string[] }) {
  return (
    <div className={styles.text}>
      {text.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

export interface DetailViewProps {
  channel: Channel;
  path: string;
  item: ItemDetail;
  crumbs: Crumb[];
  /** schema.org type of the work (VisualArtwork, Product, PublicationIssue …). */
  schemaType?: string;
  relatedTitle: string;
  /** Extra lines in the facts panel (e.g. the magazine of a periodical). */
  panelExtra?: React.ReactNode;
  /** Blocks of the main column after the description. */
  main?: React.ReactNode;
  /** Blocks after the related items (streamed secondary sections). */
  children?: React.ReactNode;
}

/** A single item page: gallery, facts panel, description, related items, JSON-LD. */
export function DetailView({ channel, path, item, crumbs, schemaType, relatedTitle, panelExtra, main, children }: DetailViewProps) {
  const description = item.description.join('');
  return (
    <>
      <JsonLd
        data={[
          breadcrumbList(channel, crumbs),
          creativeWork({
            channel,
            path,
            type: schemaType,
            name: item.title,
            description: description || item.seo?.description,
            images: item.images.length ? item.images : [item.cover],
            creator: item.author?.name,
            creatorPath: item.author ? designerHref(item.author.id) : undefined,
            datePublished: item.createdAt,
            dateModified: item.updatedAt,
            keywords: item.seo?.keywords,
            genre: item.classifyName,
          }),
        ]}
      />
      <PageHeading crumbs={crumbs} title={item.title} />
      <div className={styles.layout} {...detailAttrs({ kind: item.kind, id: item.id, authorId: item.author?.id, parentId: item.parentId })}>
        <div>
          <Gallery item={item} />
          {item.description.length ? (
            <Section title="介绍">
              <Paragraphs text={item.description} />
            </Section>
          ) : null}
          {main}
        </div>
        <ItemFactsPanel item={item}>
          <CollectPanel itemId={item.id} title={item.title} />
          <ShareButton itemId={item.id} path={path} />
          {panelExtra}
        </ItemFactsPanel>
      </div>
      <DetailEnd />
      {item.related.length ? (
        <Section title={relatedTitle}>
          <CardGrid items={item.related} label={relatedTitle} />
        </Section>
      ) : null}
      {children}
    </>
  );
}

export const detailLinkClass = styles.link;
