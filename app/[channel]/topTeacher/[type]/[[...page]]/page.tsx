import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listTopDesigners } from '@/lib/api/designers';
import type { Channel } from '@/lib/channel/hosts';
import { designerHref } from '@/lib/content/item-href';
import { DESIGNER_FIELD_NAMES, parseTopTeacherType, topTeacherPath } from '@/lib/editorial/list-paths';
import { pageCount, parsePageSegment } from '@/lib/route/params';
import { pagedRoute } from '@/lib/route/page-params';
import { isMissing } from '@/lib/editorial/result';
import { breadcrumbList, itemList, JsonLd, pageMetadata } from '@/lib/seo';
import { DesignerGrid } from '@/components/editorial/designer-card';
import { ChipNav } from '@/components/content/chip-nav';
import { PageHeading, countClass, pageClass } from '@/components/content/page-head';
import { Pagination } from '@/components/list';
import { Deferred, DesignersSection } from '@/components/editorial/deferred';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { PAGE_SIZE } from '@/lib/policy';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

type Props = { params: Promise<{ channel: string; type: string; page?: string[] }> };
type Route = { channel: Channel; field: number; page: number };

const route = (props: Props): Promise<Route> => pagedRoute(props, (p) => ({ field: parseTopTeacherType(p.type), page: parsePageSegment(p.page) }));

function titleOf(field: number, page: number): string {
  const base = field === 0 ? '全球顶尖设计师' : `顶尖${DESIGNER_FIELD_NAMES[field]}设计师`;
  return page > 1 ? `${base}（第 ${page} 页）` : base;
}

const load = ({ field, page }: Route) => listTopDesigners({ type: field, sort: 'hot', page, pageSize: PAGE_SIZE });

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await route(props);
  const res = await load(r);
  if (!res.ok && isMissing(res)) notFound();
  const total = res.ok ? res.data.total : 0;
  const names = res.ok ? res.data.list.slice(0, 6).map((d) => d.name).join('、') : '';
  return pageMetadata({
    channel: r.channel,
    path: topTeacherPath(r.field, r.page),
    title: titleOf(r.field, r.page),
    description: `${titleOf(r.field, r.page)}：共 ${total} 位${r.field ? DESIGNER_FIELD_NAMES[r.field] : ''}领域大师，${names ? `包括${names}等，` : ''}浏览设计师简介与代表作品。`,
  });
}

function TopContent({ channel, field, page, res }: Route & { res: Awaited<ReturnType<typeof load>> }) {
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return <ErrorState retryHref={topTeacherPath(field, page)} />;
  }
  const pages = pageCount(res.data.total, PAGE_SIZE);
  if (page > pages) notFound();
  const { list, total } = res.data;
  return (
    <>
      <JsonLd data={itemList(channel, titleOf(field, page), list.map((d) => ({ name: d.name, path: designerHref(d.id) })))} />
      <p className={countClass}>共 {total.toLocaleString('zh-CN')} 位设计师</p>
      {list.length ? (
        <DesignerGrid designers={list} headingLevel="h2" />
      ) : (
        <EmptyState title="暂无设计师" text="这个领域还没有收录大师，看看其他领域吧。" actions={[{ href: topTeacherPath(0), label: '全部领域' }]} />
      )}
      <Pagination page={page} totalPages={pages} href={(p) => topTeacherPath(field, p)} />
    </>
  );
}

export default async function TopTeacherPage(props: Props) {
  const r = await route(props);
  // Main content awaited before render: inline HTML, and 404 before the first byte.
  const res = await load(r);
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '设计师入口', path: '/designerEntrance' },
    { name: titleOf(r.field, r.page), path: topTeacherPath(r.field, r.page) },
  ];
  const tabs = Object.entries(DESIGNER_FIELD_NAMES).map(([f, name]) => ({ key: f, label: name, href: topTeacherPath(Number(f)), current: Number(f) === r.field }));
  return (
    <div className={pageClass}>
      <JsonLd data={breadcrumbList(r.channel, crumbs)} />
      <PageHeading crumbs={crumbs} title={titleOf(r.field, r.page)} lead="按关注度排序的建筑、室内、景观、产品与艺术领域大师。" />
      <ChipNav chips={tabs} label="设计领域" />
      <TopContent {...r} res={res} />
      <Deferred label="正在加载新晋大师" people count={3}>
        <DesignersSection title="新晋大师" load={listTopDesigners({ type: r.field, sort: 'new', page: 1, pageSize: 30 })} exclude={res.ok ? res.data.list.map((d) => d.id) : []} />
      </Deferred>
    </div>
  );
}
