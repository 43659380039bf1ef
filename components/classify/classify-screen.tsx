import { CHANNELS, type Channel } from '@/lib/channel/hosts';
import { channelsHaving } from '@/lib/channel/audience';
import { ChannelSwitchHint } from '@/components/layout/channel-switch';
import { classifyHref } from '@/lib/content/classify-param';
import { classifyQuery } from '@/lib/content/classify-query';
import { classifyCrumbs, classifyTitle, tagNameOf } from '@/lib/content/classify-seo';
import { itemHref } from '@/lib/content/item-href';
import { KIND_LABELS } from '@/lib/content/kinds';
import type { CategoryView } from '@/lib/content/load-classify';
import { pageCount, pageLinks } from '@/lib/content/pagination';
import { breadcrumbList, itemList, JsonLd } from '@/lib/seo';
import { RelatedTopics } from '@/components/content/related-topics';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { PageHead } from '@/components/content/page-head';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { InfiniteWaterfall } from '@/components/list';
import { WaterfallItems } from '@/components/waterfall/waterfall-item';
import { ClassifyFilters } from './classify-filters';
import styles from './classify.module.css';
import content from '@/components/content/content.module.css';

/** /classify: a category page (the case search in the same path is drawn by components/search). */
export function ClassifyScreen({ channel, view }: { channel: Channel; view: CategoryView }) {
  const { url } = view;
  // Categories in the API's order: SPEC §3 reorders case categories on caseNewHome URLs only.
  const ctx = view.ctx;
  const crumbs = classifyCrumbs(url, ctx);
  return (
    <div className={`container ${content.page}`} data-testid="classify">
      <ChannelSwitchHint path={classifyHref(url)} channels={channelsHaving(ctx.kind, ctx.top?.slug, CHANNELS)} />
      <JsonLd data={breadcrumbList(channel, crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHead title={classifyTitle(url, ctx)} />
      <ClassifyFilters url={url} ctx={ctx} />
      {/* Awaited before render, not behind a Suspense boundary: the results hold the LCP image,
          and a boundary's content is revealed by script at least 300 ms after the first paint. */}
      <ClassifyResults channel={channel} view={view} />
      {url.top > 0 && (
        <RelatedTopics of={{ kind: ctx.kind, classifyId: url.sub || url.top }} />
      )}
    </div>
  );
}

function ClassifyResults({ channel, view }: { channel: Channel; view: CategoryView }) {
  const { url, ctx, list: result } = view;
  if (!result.ok) return <ErrorState retryHref={classifyHref(url)} />;
  const { list, total } = result.data;
  const pages = pageCount(total);
  const kind = KIND_LABELS[ctx.kind];
  if (list.length === 0) {
    return <EmptyState title={`暂无${kind}`} text="这个分类还没有内容，看看其他分类吧。" actions={[{ href: '/news', label: '浏览全球案例' }]} />;
  }
  const tagName = tagNameOf(url.tagId, list);
  const label = classifyTitle(url, ctx, tagName);
  return (
    <>
      <JsonLd data={itemList(channel, label, list.map((i) => ({ name: i.title, path: itemHref(i) })))} />
      <p className={styles.summary} data-testid="classify-summary">
        <span>
          共 {total.toLocaleString('en-US')}
          {result.data.totalCapped ? '+' : ''} 个{kind}
        </span>
        {url.tagId > 0 && (
          <span className={styles.tag}>
            标签：{tagName ?? `#${url.tagId}`} <a href={classifyHref(url, { page: 1, tagId: 0 })} aria-label="取消标签筛选">×</a>
          </span>
        )}
      </p>
      <InfiniteWaterfall label={label} source={{ type: 'list', query: classifyQuery(url, ctx) }} page={url.page} totalPages={pages} links={pageLinks((n) => classifyHref(url, { page: n }))} initialKeys={list.map((i) => `${i.kind}-${i.id}`)} headingLevel={2}>
        <WaterfallItems items={list} lcp headingLevel={2} />
      </InfiniteWaterfall>
    </>
  );
}
