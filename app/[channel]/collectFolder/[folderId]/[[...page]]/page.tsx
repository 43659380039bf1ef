import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { FolderPage } from '@/lib/api/contract/collect';
import type { Channel } from '@/lib/channel/hosts';
import { collectFolderPath, loadPublicFolder } from '@/components/collect';
import { itemHref } from '@/lib/content/item-href';
import { pageCount, parsePageSegment } from '@/lib/content/pagination';
import { parseId } from '@/lib/route/params';
import { loadOr404, pagedRoute } from '@/lib/route/page-params';
import { breadcrumbList, itemList, JsonLd, pageMetadata } from '@/lib/seo';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { CardGrid } from '@/components/content/card-grid';
import { PageHead } from '@/components/content/page-head';
import { Pagination } from '@/components/list';
import { EmptyState } from '@/components/states/empty-state';
import { PageErrorState } from '@/components/states/error-state';
import content from '@/components/content/content.module.css';

// A public collect folder: cached a minute (a folder made private leaves the cache within it).
export const revalidate = 60;

export { generateStaticParams } from '@/lib/route/on-demand';

type Props = { params: Promise<{ channel: string; folderId: string; page?: string[] }> };
type Route = { channel: Channel; id: number; page: number };

const resolve = (props: Props): Promise<Route> => pagedRoute(props, (p) => ({ id: parseId(p.folderId), page: parsePageSegment(p.page) }));

/** The folder's page; missing, private, or a page past the end → 404. null: the API is unavailable. */
async function load(r: Route): Promise<FolderPage | null> {
  const data = await loadOr404(loadPublicFolder(r.id, r.page));
  if (data && r.page > pageCount(data.list.total, data.list.pageSize)) notFound();
  return data;
}

const titleOf = (d: FolderPage, page: number) => `${d.folder.name} - ${d.ownerName}的收藏夹${page > 1 ? `（第 ${page} 页）` : ''}`;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await resolve(props);
  const data = await load(r);
  if (!data) return { title: '收藏夹暂时无法加载', robots: { index: false, follow: true } };
  const sample = data.list.list.slice(0, 4).map((i) => i.title).join('、');
  return pageMetadata({
    channel: r.channel,
    path: collectFolderPath(r.id, r.page),
    title: titleOf(data, r.page),
    description: `${data.ownerName}收藏的 ${data.folder.count} 个设计作品${sample ? `：${sample}等` : ''}。`,
    image: data.folder.cover ? { ...data.folder.cover, alt: data.folder.name } : null,
  });
}

export default async function CollectFolderPage(props: Props) {
  const r = await resolve(props);
  const data = await load(r);
  if (!data) {
    return <PageErrorState retryHref={collectFolderPath(r.id, r.page)} />;
  }
  const title = titleOf(data, r.page);
  const crumbs = [
    { name: '首页', path: '/' },
    { name: data.folder.name, path: collectFolderPath(r.id) },
  ];
  const pages = pageCount(data.list.total, data.list.pageSize);
  return (
    <div className={`container ${content.page}`} data-testid="collect-folder-page">
      <JsonLd data={[breadcrumbList(r.channel, crumbs), itemList(r.channel, title, data.list.list.map((i) => ({ name: i.title, path: itemHref(i) })))]} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHead title={data.folder.name} sub={`${data.ownerName}的公开收藏夹 · 共 ${data.folder.count} 个作品`} />
      {data.list.list.length ? (
        <>
          <CardGrid items={data.list.list} label={data.folder.name} />
          <Pagination page={r.page} totalPages={pages} href={(n) => collectFolderPath(r.id, n)} />
        </>
      ) : (
        <EmptyState text="这个收藏夹还是空的。" actions={[{ href: '/', label: '返回首页' }]} />
      )}
    </div>
  );
}
