import type { ItemDetail } from '@/lib/api/contract/content';
import type { Channel } from '@/lib/channel/hosts';
import { getContentList } from '@/lib/api/content';
import { categoryHref } from '@/lib/content/classify-param';
import { detailCrumbs, detailJsonLd } from '@/lib/content/detail-seo';
import { designerHref, itemHref } from '@/lib/content/item-href';
import { CATEGORY_KINDS, KIND_LABELS } from '@/lib/content/kinds';
import { imageUrl } from '@/lib/image';
import { breadcrumbList, creativeWork, JsonLd, type Crumb } from '@/lib/seo';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { InlineWhenQuick } from '@/components/content/inline-when-quick';
import { CardGrid } from '@/components/content/card-grid';
import { PageHeading } from '@/components/content/page-head';
import { RelatedTopics } from '@/components/content/related-topics';
import { Section } from '@/components/content/section';
import { TimeAgo } from '@/components/content/time-ago';
import { CollectPanel } from '@/components/collect';
import { ShareButton } from '@/components/share/share-button';
import { Waterfall } from '@/components/waterfall/waterfall';
import { WaterfallItems } from '@/components/waterfall/waterfall-item';
import { WaterfallSkeleton } from '@/components/waterfall/waterfall-skeleton';
import { DetailAside } from './detail-aside';
import { DetailGallery } from './detail-gallery';
import { ItemFactsPanel, Paragraphs } from './facts-panel';
import { RecordHistory } from './record-history';
import { DetailEnd, detailAttrs } from '@/components/tracking/server';
import styles from './detail.module.css';
import editorialStyles from './editorial.module.css';
import content from '@/components/content/content.module.css';

/** What an editorial item's page (…Detail/{id}) puts around the item. */
export interface EditorialDetail {
  /** The item's own URL. */
  path: string;
  crumbs: Crumb[];
  /** schema.org type of the work (VisualArtwork, Product, PublicationIssue …). */
  schemaType?: string;
  relatedTitle: string;
  /** Extra lines in the facts panel (e.g. the magazine of a periodical). */
  panelExtra?: React.ReactNode;
  /** Blocks of the main column after the description. */
  main?: React.ReactNode;
  /** Blocks after the related items (streamed secondary sections). */
  after?: React.ReactNode;
}

/**
 * The one detail screen: the item's pictures (DetailGallery), its facts and actions beside them,
 * its description, related items, and the tracking marks (detailAttrs, DetailEnd) — for every
 * detail route.
 * - Without `editorial`, the catalogue's /detail page: title with kind and date, the aside with
 *   numbers, download and gather, more of the category and related topics (both streamed);
 *   records itself in the history.
 * - With `editorial`, an editorial item's page: crumbs heading, facts panel, the route's blocks.
 */
export function DetailScreen({ channel, item, editorial }: { channel: Channel; item: ItemDetail; editorial?: EditorialDetail }) {
  const attrs = detailAttrs({ kind: item.kind, id: item.id, authorId: item.author?.id, parentId: item.parentId });
  if (editorial) return <EditorialDetailScreen channel={channel} item={item} attrs={attrs} {...editorial} />;
  const more = moreInCategoryCall(item);
  return (
    <div className={`container ${content.page}`} data-testid="detail" data-kind={item.kind} {...attrs}>
      <JsonLd data={detailJsonLd(channel, item)} />
      <Breadcrumbs crumbs={detailCrumbs(item)} />
      <article className={styles.article}>
        <header className={styles.head}>
          <h1 className={styles.title}>{item.title}</h1>
          <p className={styles.meta}>
            <span>{KIND_LABELS[item.kind]}</span>
            {item.topClassifyName && <span>{[item.topClassifyName, item.classifyName].filter((n, i, a) => n && a.indexOf(n) === i).join(' · ')}</span>}
            <span>
              <TimeAgo ms={item.updatedAt} style="updated-at" />
            </span>
          </p>
        </header>
        <div className={styles.layout}>
          {item.description.length > 0 && (
            <section className={styles.description} aria-labelledby="detail-description">
              <h2 id="detail-description" className={styles.h2}>
                {item.kind === 'case' ? '设计说明' : '简介'}
              </h2>
              {item.description.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </section>
          )}
          <DetailAside item={item} />
          <DetailGallery item={item} form="catalogue" />
        </div>
      </article>
      <DetailEnd />
      {item.related.length > 0 && (
        // Below the gallery on every screen: laid out and made interactive as the reader nears it (issue 40).
        <Section id="related" title="相关推荐" testId="detail-related" deferRender>
          <CardGrid items={item.related} label="相关推荐" dislike />
        </Section>
      )}
      {more && (
        <InlineWhenQuick wait={more} fallback={<WaterfallSkeleton count={8} />}>
          <MoreInCategory item={item} load={more} />
        </InlineWhenQuick>
      )}
      <RelatedTopics of={{ itemId: item.id }} />
      <RecordHistory item={{ id: item.id, kind: item.kind, title: item.title, url: itemHref(item), cover: imageUrl(item.cover.url, { mode: 'fill', width: 128, height: 96, format: 'webp' }) }} />
    </div>
  );
}

function EditorialDetailScreen({ channel, item, attrs, path, crumbs, schemaType, relatedTitle, panelExtra, main, after }: EditorialDetail & { channel: Channel; item: ItemDetail; attrs: ReturnType<typeof detailAttrs> }) {
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
      <div className={editorialStyles.layout} {...attrs}>
        <div>
          <DetailGallery item={item} form="editorial" />
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
      {after}
    </>
  );
}

/** The call for more of the item's category, most viewed first; null for a kind without categories. */
function moreInCategoryCall(item: ItemDetail) {
  const kindWithTree = item.kind === 'pics' ? 'pin' : item.kind;
  if (!(CATEGORY_KINDS as readonly string[]).includes(kindWithTree) || !item.classifyId) return null;
  return getContentList({ classifyId: item.classifyId, sort: 'hot', page: 1, pageSize: 13 });
}

/** More of the same category: a second request, made once the item itself is known. */
async function MoreInCategory({ item, load }: { item: ItemDetail; load: NonNullable<ReturnType<typeof moreInCategoryCall>> }) {
  const more = await load;
  if (!more.ok) return null;
  const seen = new Set([item.id, ...item.related.map((r) => r.id)]);
  const list = more.data.list.filter((i) => !seen.has(i.id)).slice(0, 12);
  if (list.length === 0) return null;
  const title = `更多${item.classifyName || KIND_LABELS[item.kind]}`;
  return (
    <Section id="more" title={title} moreHref={categoryHref(item.topClassifyId, item.classifyId === item.topClassifyId ? 0 : item.classifyId)} testId="detail-more" deferRender>
      <Waterfall label={title}>
        <WaterfallItems items={list} />
      </Waterfall>
    </Section>
  );
}
