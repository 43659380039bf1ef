import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getBkList } from '@/lib/api/seo';
import type { Channel } from '@/lib/channel/hosts';
import { pageCount } from '@/lib/content/pagination';
import { BK_HOME_PATH, bkEntryPath, bkListPath } from '@/lib/editorial/bk-path';
import { BK_PAGE_SIZE } from '@/lib/policy';
import { isMissing } from '@/lib/editorial/result';
import { breadcrumbList, itemList, JsonLd, pageMetadata } from '@/lib/seo';
import { BkEntryList, bkStyles } from '@/components/bk/bk-entry-list';
import { BkHotPanel } from '@/components/bk/bk-hot';
import { Deferred } from '@/components/editorial/deferred';
import { PageHeading, countClass } from '@/components/content/page-head';
import { Pagination } from '@/components/list';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';

const titleOf = (name: string, page: number) => `${name} - 设计百科${page > 1 ? `（第 ${page} 页）` : ''}`;

export async function bkListMetadata(channel: Channel, classifyId: number, page: number): Promise<Metadata> {
  const res = await getBkList(classifyId, page, BK_PAGE_SIZE);
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return { title: '设计百科' };
  }
  const { classify, list, total } = res.data;
  if (page > pageCount(total, BK_PAGE_SIZE)) notFound();
  const sample = list.slice(0, 5).map((e) => e.title).join('、');
  return pageMetadata({
    channel,
    path: bkListPath(classifyId, page),
    title: titleOf(classify.name, page),
    description: `${classify.name}百科词条${page > 1 ? `第 ${page} 页` : ''}，共 ${total} 条：${sample}等，解释定义、历史、常见做法与典型案例。`,
    keywords: [classify.name, '设计百科', ...list.slice(0, 5).map((e) => e.title)],
  });
}

/** Loads one page of a category's entries (awaited by the page before render). */
export const loadBkList = (classifyId: number, page: number) => getBkList(classifyId, page, BK_PAGE_SIZE);

export function BkListContent({ channel, classifyId, page, res }: { channel: Channel; classifyId: number; page: number; res: Awaited<ReturnType<typeof loadBkList>> }) {
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return <ErrorState retryHref={bkListPath(classifyId, page)} />;
  }
  const { classify, list, total } = res.data;
  const pages = pageCount(total, BK_PAGE_SIZE);
  if (page > pages) notFound();
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '设计百科', path: BK_HOME_PATH },
    { name: page > 1 ? `${classify.name}（第 ${page} 页）` : classify.name, path: bkListPath(classifyId, page) },
  ];
  return (
    <>
      <JsonLd data={[breadcrumbList(channel, crumbs), itemList(channel, titleOf(classify.name, page), list.map((e) => ({ name: e.title, path: bkEntryPath(e.id) })))]} />
      <PageHeading crumbs={crumbs} title={titleOf(classify.name, page)} lead={`${classify.name}相关的设计百科词条，按更新时间排列。`} />
      <p className={countClass}>
        共 {total.toLocaleString('zh-CN')} 条词条{pages > 1 ? `，第 ${page} / ${pages} 页` : ''}
      </p>
      <div className={bkStyles.columns}>
        <div>
          {list.length ? (
            <div className={bkStyles.panel}>
              <BkEntryList entries={list} />
            </div>
          ) : (
            <EmptyState title="暂无词条" text="这个分类的词条正在编写中。" actions={[{ href: BK_HOME_PATH, label: '返回设计百科' }]} />
          )}
          <Pagination page={page} totalPages={pages} href={(p) => bkListPath(classifyId, p)} />
        </div>
        <Deferred label="正在加载热门词条" count={2}>
          <BkHotPanel exclude={list.map((e) => e.id)} />
        </Deferred>
      </div>
    </>
  );
}
