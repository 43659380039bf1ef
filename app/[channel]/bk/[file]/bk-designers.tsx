import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getBkDesigners } from '@/lib/api/seo';
import type { Channel } from '@/lib/channel/hosts';
import { designerHref } from '@/lib/content/item-href';
import { pageCount } from '@/lib/content/pagination';
import { BK_HOME_PATH, bkDesignersPath } from '@/lib/editorial/bk-path';
import { BK_PAGE_SIZE } from '@/lib/policy';
import { isMissing } from '@/lib/editorial/result';
import { breadcrumbList, itemList, JsonLd, pageMetadata } from '@/lib/seo';
import { DesignerGrid } from '@/components/editorial/designer-card';
import { BkHotPanel } from '@/components/bk/bk-hot';
import { Deferred } from '@/components/editorial/deferred';
import { PageHeading, countClass } from '@/components/content/page-head';
import { Section } from '@/components/content/section';
import { Pagination } from '@/components/list';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';

const titleOf = (name: string, page: number) => `${name}名录 - 设计百科${page > 1 ? `（第 ${page} 页）` : ''}`;

export async function bkDesignersMetadata(channel: Channel, classifyId: number, page: number): Promise<Metadata> {
  const res = await getBkDesigners(classifyId, page, BK_PAGE_SIZE);
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return { title: '设计师名录' };
  }
  const { classify, list, total } = res.data;
  if (page > pageCount(total, BK_PAGE_SIZE)) notFound();
  const sample = list.slice(0, 6).map((d) => d.name).join('、');
  return pageMetadata({
    channel,
    path: bkDesignersPath(classifyId, page),
    title: titleOf(classify.name, page),
    description: `${classify.name}名录${page > 1 ? `第 ${page} 页` : ''}，共 ${total} 位：${sample}等，查看设计师简介、所在机构与代表作品。`,
    keywords: [classify.name, '设计师名录', ...list.slice(0, 5).map((d) => d.name)],
  });
}

/** Loads one page of a designer category (awaited by the page before render). */
export const loadBkDesigners = (classifyId: number, page: number) => getBkDesigners(classifyId, page, BK_PAGE_SIZE);

export function BkDesignersContent({ channel, classifyId, page, res }: { channel: Channel; classifyId: number; page: number; res: Awaited<ReturnType<typeof loadBkDesigners>> }) {
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return <ErrorState retryHref={bkDesignersPath(classifyId, page)} />;
  }
  const { classify, list, total } = res.data;
  const pages = pageCount(total, BK_PAGE_SIZE);
  if (page > pages) notFound();
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '设计百科', path: BK_HOME_PATH },
    { name: page > 1 ? `${classify.name}（第 ${page} 页）` : classify.name, path: bkDesignersPath(classifyId, page) },
  ];
  return (
    <>
      <JsonLd data={[breadcrumbList(channel, crumbs), itemList(channel, titleOf(classify.name, page), list.map((d) => ({ name: d.name, path: designerHref(d.id) })))]} />
      <PageHeading crumbs={crumbs} title={titleOf(classify.name, page)} lead={`收录的${classify.name}，按关注度排列。`} />
      <p className={countClass}>
        共 {total.toLocaleString('zh-CN')} 位{pages > 1 ? `，第 ${page} / ${pages} 页` : ''}
      </p>
      {list.length ? (
        <DesignerGrid designers={list} headingLevel="h2" />
      ) : (
        <EmptyState title="暂无设计师" text="这个分类的设计师正在整理中。" actions={[{ href: BK_HOME_PATH, label: '返回设计百科' }]} />
      )}
      <Pagination page={page} totalPages={pages} href={(p) => bkDesignersPath(classifyId, p)} />
      <Section title="设计百科" id="bk-hot">
        <Deferred label="正在加载热门词条" count={2}>
          <BkHotPanel limit={12} />
        </Deferred>
      </Section>
    </>
  );
}
