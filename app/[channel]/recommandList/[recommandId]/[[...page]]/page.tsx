import type { Metadata } from 'next';
import { homeOfItem } from '@/lib/channel/audience';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import type { CollectionDetail } from '@/lib/api/contract/collections';
import { getRecommendDetail, getRecommendList } from '@/lib/api/recommend';
import type { Channel } from '@/lib/channel/hosts';
import { itemHref } from '@/lib/content/item-href';
import { pageCount, pagePath, parsePageSegment } from '@/lib/content/pagination';
import { breadcrumbList, itemList, JsonLd, pageMetadata } from '@/lib/seo';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { ChipNav } from '@/components/content/chip-nav';
import { PageHead } from '@/components/content/page-head';
import { Section } from '@/components/content/section';
import { PagedWaterfall } from '@/components/list';
import { PageErrorState } from '@/components/states/error-state';
import { WaterfallSkeleton } from '@/components/waterfall/waterfall-skeleton';
import content from '@/components/content/content.module.css';
import { parseId } from '@/lib/route/params';
import { loadOr404, pagedRoute } from '@/lib/route/page-params';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

type Props = { params: Promise<{ channel: string; recommandId: string; page?: string[] }> };
type Route = { channel: Channel; id: number; page: number; base: string };

const resolve = (props: Props): Promise<Route> =>
  pagedRoute(props, (p) => {
    const id = parseId(p.recommandId);
    return id === null ? null : { id, page: parsePageSegment(p.page), base: `/recommandList/${id}` };
  });

/** The list and one page of its members; a wrong id or a page past the end is a 404. null: API unavailable. */
async function load(r: Route): Promise<CollectionDetail | null> {
  const data = await loadOr404(getRecommendDetail(r.id, r.page));
  if (data && r.page > pageCount(data.list.total)) notFound();
  return data;
}

const titleOf = (data: CollectionDetail, page: number) => `${data.info.title}${page > 1 ? `（第 ${page} 页）` : ''}`;

function crumbs(r: Route, data: CollectionDetail) {
  const list = [
    { name: '首页', path: '/' },
    { name: data.info.title, path: r.base },
  ];
  return r.page > 1 ? [...list, { name: `第 ${r.page} 页`, path: pagePath(r.base, r.page) }] : list;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await resolve(props);
  const data = await load(r);
  if (!data) return { title: '榜单暂时无法加载', robots: { index: false, follow: true } };
  return pageMetadata({
    channel: r.channel,
    home: homeOfItem(data.info, r.channel),
    path: pagePath(r.base, r.page),
    title: `${titleOf(data, r.page)} - 推荐榜单`,
    description: `${data.info.seo.description || data.info.description[0] || data.info.title}（共 ${data.list.total} 项${r.page > 1 ? `，第 ${r.page} 页` : ''}）`,
    image: { url: data.info.cover.url, width: data.info.cover.width, height: data.info.cover.height, alt: data.info.title },
  });
}

export default async function RecommendListPage(props: Props) {
  const r = await resolve(props);
  const data = await load(r);
  if (!data) {
    return <PageErrorState retryHref={pagePath(r.base, r.page)} />;
  }
  const pages = pageCount(data.list.total);
  const title = titleOf(data, r.page);
  return (
    <div className={`container ${content.page}`} data-testid="recommend-list">
      <JsonLd data={[breadcrumbList(r.channel, crumbs(r, data)), itemList(r.channel, title, data.list.list.map((i) => ({ name: i.title, path: itemHref(i) })))]} />
      <Breadcrumbs crumbs={crumbs(r, data)} />
      <PageHead title={title} sub={data.info.description[0]} />
      <p className={content.count}>共 {data.list.total} 项 · {data.info.viewCount.toLocaleString('en-US')} 次浏览</p>
      <div className={content.section}>
        <PagedWaterfall
          label={data.info.title}
          items={data.list.list}
          source={{ type: 'recommend', id: r.id }}
          page={r.page}
          totalPages={pages}
          href={(n) => pagePath(r.base, n)}
          empty={{ text: '这个榜单暂时没有内容。', actions: [{ href: '/', label: '返回首页' }] }}
        />
      </div>
      <Suspense fallback={<WaterfallSkeleton count={4} />}>
        <OtherLists current={r.id} />
      </Suspense>
    </div>
  );
}

/** The other recommend lists, as links (a second, non-critical request). */
async function OtherLists({ current }: { current: number }) {
  const lists = await getRecommendList();
  if (!lists.ok) return null;
  const others = lists.data.list.filter((l) => l.id !== current);
  if (others.length === 0) return null;
  return (
    <Section id="more-lists" title="更多榜单">
      <ChipNav label="更多榜单" chips={others.map((l) => ({ key: l.id, label: l.title, href: itemHref(l) }))} tracked />
    </Section>
  );
}
