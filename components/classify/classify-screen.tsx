import { notFound } from 'next/navigation';
import type { Channel } from '@/lib/channel/hosts';
import { getContentList } from '@/lib/api/content';
import { classifyHref, type ClassifyParams } from '@/lib/content/classify-param';
import { classifyQuery } from '@/lib/content/classify-query';
import { classifyCrumbs, classifyTitle } from '@/lib/content/classify-seo';
import { itemHref } from '@/lib/content/item-href';
import { KIND_LABELS } from '@/lib/content/kinds';
import type { CategoryContext } from '@/lib/content/load-classify';
import { pageCount } from '@/lib/content/pagination';
import { breadcrumbList, itemList, JsonLd } from '@/lib/seo';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { PageHead } from '@/components/content/page-head';
import { Pagination } from '@/components/pagination/pagination';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { InfiniteWaterfall } from '@/components/waterfall/infinite-waterfall';
import { WaterfallItems } from '@/components/waterfall/waterfall-item';
import { ClassifyFilters } from './classify-filters';
import styles from './classify.module.css';
import content from '@/components/content/content.module.css';

/** /classify: a category page (ids) or, with a keyword, the case search in the same layout. */
export function ClassifyScreen({ channel, p, ctx }: { channel: Channel; p: ClassifyParams; ctx: CategoryContext | null }) {
  const crumbs = classifyCrumbs(p, ctx);
  return (
    <div className={`container ${content.page}`} data-testid={p.keyword === null ? 'classify' : 'classify-search'}>
      <JsonLd data={breadcrumbList(channel, crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHead title={classifyTitle(p, ctx)} />
      <ClassifyFilters p={p} ctx={ctx} />
      {/* Awaited, not behind a Suspense boundary: the results hold the LCP image, and a boundary's
          content is revealed by script at least 300 ms after the first paint. */}
      <ClassifyResults channel={channel} p={p} ctx={ctx} />
    </div>
  );
}

async function ClassifyResults({ channel, p, ctx }: { channel: Channel; p: ClassifyParams; ctx: CategoryContext | null }) {
  const query = classifyQuery(p, ctx);
  const result = await getContentList({ ...query, page: p.page });
  if (!result.ok) {
    if (result.error !== 'unavailable') notFound();
    return <ErrorState retryHref={classifyHref(p)} />;
  }
  const { list, total } = result.data;
  const pages = pageCount(total);
  // A page past the end does not exist: a real 404, not an empty list.
  if (p.page > pages) notFound();
  const kind = ctx ? KIND_LABELS[ctx.kind] : '案例';
  if (list.length === 0) {
    return (
      <EmptyState
        title={p.keyword !== null ? `没有找到与“${p.keyword}”相关的${kind}` : `暂无${kind}`}
        text={p.keyword !== null ? '换个关键词试试，或浏览热门分类。' : '这个分类还没有内容，看看其他分类吧。'}
        actions={[{ href: '/news', label: '浏览全球案例' }]}
      />
    );
  }
  const tag = p.tagId ? list.flatMap((i) => i.tags).find((t) => t.id === p.tagId) : undefined;
  const label = classifyTitle(p, ctx, tag?.name);
  return (
    <>
      <JsonLd data={itemList(channel, label, list.map((i) => ({ name: i.title, path: itemHref(i) })))} />
      <p className={styles.summary} data-testid="classify-summary">
        <span>
          共 {total.toLocaleString('en-US')}
          {result.data.totalCapped ? '+' : ''} 个{kind}
        </span>
        {p.tagId > 0 && (
          <span className={styles.tag}>
            标签：{tag?.name ?? `#${p.tagId}`} <a href={classifyHref({ ...p, page: 1, tagId: 0 })} aria-label="取消标签筛选">×</a>
          </span>
        )}
      </p>
      <InfiniteWaterfall label={label} source={{ type: 'list', query }} page={p.page} totalPages={pages} initialKeys={list.map((i) => `${i.kind}-${i.id}`)} headingLevel={2}>
        <WaterfallItems items={list} lcp headingLevel={2} />
      </InfiniteWaterfall>
      <Pagination page={p.page} totalPages={pages} href={(n) => classifyHref(p, { page: n })} />
    </>
  );
}
