import type { Metadata } from 'next';
import { designerHome } from '@/lib/channel/audience';
import { notFound } from 'next/navigation';
import { getContentList } from '@/lib/api/content';
import type { DesignerDetail } from '@/lib/api/contract/designer';
import { getDesigner, listTopDesigners } from '@/lib/api/designers';
import type { Channel } from '@/lib/channel/hosts';
import { designerHref } from '@/lib/content/item-href';
import { KIND_LABELS } from '@/lib/content/kinds';
import { topTeacherPath } from '@/lib/editorial/list-paths';
import { pageCount, pagePath, parseId, parsePageSegment } from '@/lib/route/params';
import { loadOr404, pagedRoute } from '@/lib/route/page-params';
import { isMissing } from '@/lib/editorial/result';
import { breadcrumbList, JsonLd, pageMetadata, profilePage } from '@/lib/seo';
import { DesignerProfile } from '@/components/editorial/designer-profile';
import { DesignerGrid } from '@/components/editorial/designer-card';
import { CardGrid } from '@/components/content/card-grid';
import { countClass, pageClass } from '@/components/content/page-head';
import { Section } from '@/components/content/section';
import { Pagination } from '@/components/list';
import { Deferred, DesignersSection } from '@/components/editorial/deferred';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { PAGE_SIZE } from '@/lib/policy';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

type Props = { params: Promise<{ channel: string; designId: string; page?: string[] }> };
type Route = { channel: Channel; id: number; page: number };

const route = (props: Props): Promise<Route> => pagedRoute(props, (p) => ({ id: parseId(p.designId), page: parsePageSegment(p.page) }));

const pathOf = (id: number, page: number) => pagePath(designerHref(id), page);

function summaryOf(d: DesignerDetail): string {
  const kinds = Object.entries(d.workKinds)
    .map(([k, n]) => `${KIND_LABELS[k as keyof typeof KIND_LABELS] ?? k} ${n}`)
    .join('、');
  return `${d.name}${d.enName ? `（${d.enName}）` : ''}，${[d.city, d.country].filter(Boolean).join('，')}${d.fieldName}领域${d.title}${d.firm ? `，${d.firm}` : ''}。${d.bio.join('')}共 ${d.workCount} 件作品${kinds ? `：${kinds}` : ''}。`;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { channel, id, page } = await route(props);
  const d = await loadOr404(getDesigner(id));
  if (!d) return { title: '设计师' };
  const suffix = page > 1 ? `作品（第 ${page} 页）` : '的作品与简介';
  return pageMetadata({
    channel,
    home: designerHome(d.field),
    path: pathOf(id, page),
    title: `${d.name} ${d.title}${suffix}`,
    description: summaryOf(d),
    image: { ...d.avatar, alt: d.name },
    type: 'website',
    keywords: [d.name, d.enName, d.title, d.firm, `${d.fieldName}设计师`].filter(Boolean),
  });
}

type Works = Awaited<ReturnType<typeof getContentList>>;

/** One page of the designer's works. */
function WorksList({ id, page, total, works }: { id: number; page: number; total: number; works: Works }) {
  if (!works.ok) {
    if (isMissing(works)) notFound();
    return <ErrorState retryHref={pathOf(id, page)} />;
  }
  const pages = pageCount(Math.max(works.data.total, total), PAGE_SIZE);
  if (page > pages) notFound();
  if (!works.data.list.length) return <EmptyState title="暂无作品" text="这位设计师还没有发布作品。" actions={[{ href: '/designerEntrance', label: '发现更多设计师' }]} />;
  return (
    <>
      <CardGrid items={works.data.list} label="设计师作品" eager={page > 1 ? 4 : 0} />
      <Pagination page={page} totalPages={pages} href={(p) => pathOf(id, p)} />
    </>
  );
}

export default async function DesignerDetailPage(props: Props) {
  const { channel, id, page } = await route(props);
  // Main content awaited before render: inline HTML, and 404 before the first byte.
  const [res, works] = await Promise.all([getDesigner(id), getContentList({ authorId: id, sort: 'new', page, pageSize: PAGE_SIZE })]);
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return (
      <div className={pageClass}>
        <ErrorState retryHref={pathOf(id, page)} />
      </div>
    );
  }
  const d = res.data;
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '设计师入口', path: '/designerEntrance' },
    { name: `${d.fieldName}设计师`, path: topTeacherPath(d.field) },
    { name: d.name, path: pathOf(id, page) },
  ];
  return (
    <div className={pageClass}>
      <JsonLd
        data={[
          breadcrumbList(channel, crumbs),
          profilePage({ channel, path: designerHref(id), name: d.name, alternateName: d.enName, jobTitle: d.title, worksFor: d.firm, description: d.bio.join(''), image: d.avatar, address: [d.city, d.country].filter(Boolean).join('，') }),
        ]}
      />
      <DesignerProfile designer={d} crumbs={crumbs} />
      <Section title={page > 1 ? `全部作品 · 第 ${page} 页` : '全部作品'} id="works">
        <p className={countClass}>共 {d.workCount.toLocaleString('zh-CN')} 件作品</p>
        <WorksList id={id} page={page} total={d.workCount} works={works} />
      </Section>
      {d.similar.length ? (
        <Section title="相似设计师" id="similar">
          <DesignerGrid designers={d.similar} />
        </Section>
      ) : null}
      <Deferred label="正在加载同领域大师" people count={3}>
        <DesignersSection title={`${d.fieldName}领域大师`} load={listTopDesigners({ type: d.field, sort: 'hot', page: 1, pageSize: 16 })} exclude={[id, ...d.similar.map((s) => s.id)]} moreHref={topTeacherPath(d.field)} moreLabel={'查看全部'} />
      </Deferred>
    </div>
  );
}
