import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getBkDesigners, getBkList } from '@/lib/api/seo';
import type { ItemSummary } from '@/lib/api/contract/content';
import type { DesignerSummary } from '@/lib/api/contract/designer';
import type { ApiResult } from '@/lib/api/load';
import type { Channel } from '@/lib/channel/hosts';
import { designerHref } from '@/lib/content/item-href';
import { pageCount } from '@/lib/content/pagination';
import { BK_HOME_PATH, bkDesignersPath, bkEntryPath, bkListPath } from '@/lib/editorial/bk-path';
import { BK_PAGE_SIZE } from '@/lib/policy';
import { loadOr404 } from '@/lib/route/page-params';
import { breadcrumbList, itemList, JsonLd, pageMetadata } from '@/lib/seo';
import { DesignerGrid } from '@/components/editorial/designer-card';
import { BkEntryList, bkStyles } from '@/components/bk/bk-entry-list';
import { BkHotPanel } from '@/components/bk/bk-hot';
import { Deferred } from '@/components/editorial/deferred';
import { PageHeading, countClass } from '@/components/content/page-head';
import { Section } from '@/components/content/section';
import { Pagination } from '@/components/list';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';

/** One page of a /bk category: its name, its members, how many there are. */
type CategoryPage<T> = { classify: { name: string }; list: T[]; total: number };

/** What differs between a category of entries (/bk/fl_…) and one of designers (/bk/sjs_…). */
interface BkCategoryKind<T> {
  load: (classifyId: number, page: number, pageSize: number) => Promise<ApiResult<CategoryPage<T>>>;
  path: (classifyId: number, page: number) => string;
  title: (name: string) => string;
  /** The title while the API is down. */
  fallbackTitle: string;
  description: (name: string, page: number, total: number, list: T[]) => string;
  keywords: (name: string, list: T[]) => string[];
  member: (m: T) => { name: string; path: string };
  lead: (name: string) => string;
  /** The count's unit: 共 n 条词条, 共 n 位. */
  count: string;
  /** The members and the page links under them (with the hot entries beside or below). */
  body: (list: T[], links: React.ReactNode) => React.ReactNode;
}

const ENTRIES: BkCategoryKind<ItemSummary> = {
  load: getBkList,
  path: bkListPath,
  title: (name) => `${name} - 设计百科`,
  fallbackTitle: '设计百科',
  description: (name, page, total, list) => `${name}百科词条${page > 1 ? `第 ${page} 页` : ''}，共 ${total} 条：${list.slice(0, 5).map((e) => e.title).join('、')}等，解释定义、历史、常见做法与典型案例。`,
  keywords: (name, list) => [name, '设计百科', ...list.slice(0, 5).map((e) => e.title)],
  member: (e) => ({ name: e.title, path: bkEntryPath(e.id) }),
  lead: (name) => `${name}相关的设计百科词条，按更新时间排列。`,
  count: '条词条',
  body: (list, links) => (
    <div className={bkStyles.columns}>
      <div>
        {list.length ? (
          <div className={bkStyles.panel}>
            <BkEntryList entries={list} />
          </div>
        ) : (
          <EmptyState title="暂无词条" text="这个分类的词条正在编写中。" actions={[{ href: BK_HOME_PATH, label: '返回设计百科' }]} />
        )}
        {links}
      </div>
      <Deferred label="正在加载热门词条" count={2}>
        <BkHotPanel exclude={list.map((e) => e.id)} />
      </Deferred>
    </div>
  ),
};

const DESIGNERS: BkCategoryKind<DesignerSummary> = {
  load: getBkDesigners,
  path: bkDesignersPath,
  title: (name) => `${name}名录 - 设计百科`,
  fallbackTitle: '设计师名录',
  description: (name, page, total, list) => `${name}名录${page > 1 ? `第 ${page} 页` : ''}，共 ${total} 位：${list.slice(0, 6).map((d) => d.name).join('、')}等，查看设计师简介、所在机构与代表作品。`,
  keywords: (name, list) => [name, '设计师名录', ...list.slice(0, 5).map((d) => d.name)],
  member: (d) => ({ name: d.name, path: designerHref(d.id) }),
  lead: (name) => `收录的${name}，按关注度排列。`,
  count: '位',
  body: (list, links) => (
    <>
      {list.length ? (
        <DesignerGrid designers={list} headingLevel="h2" />
      ) : (
        <EmptyState title="暂无设计师" text="这个分类的设计师正在整理中。" actions={[{ href: BK_HOME_PATH, label: '返回设计百科' }]} />
      )}
      {links}
      <Section title="设计百科" id="bk-hot">
        <Deferred label="正在加载热门词条" count={2}>
          <BkHotPanel limit={12} />
        </Deferred>
      </Section>
    </>
  ),
};

const titleOf = <T,>(k: BkCategoryKind<T>, name: string, page: number) => `${k.title(name)}${page > 1 ? `（第 ${page} 页）` : ''}`;

/** 'list': /bk/fl_{classifyId}_{page}.html; 'designers': /bk/sjs_{classifyId}_{page}.html. */
type BkCategoryType = 'list' | 'designers';

export function bkCategoryMetadata(type: BkCategoryType, channel: Channel, classifyId: number, page: number): Promise<Metadata> {
  return type === 'list' ? categoryMetadata(ENTRIES, channel, classifyId, page) : categoryMetadata(DESIGNERS, channel, classifyId, page);
}

/** A category page's body, its page loaded first (awaited by the page before render: a real 404). */
export function bkCategoryBody(type: BkCategoryType, channel: Channel, classifyId: number, page: number): Promise<React.ReactNode> {
  return type === 'list' ? categoryBody(ENTRIES, channel, classifyId, page) : categoryBody(DESIGNERS, channel, classifyId, page);
}

async function categoryMetadata<T>(k: BkCategoryKind<T>, channel: Channel, classifyId: number, page: number): Promise<Metadata> {
  const data = await loadOr404(k.load(classifyId, page, BK_PAGE_SIZE));
  if (!data) return { title: k.fallbackTitle };
  const { classify, list, total } = data;
  if (page > pageCount(total, BK_PAGE_SIZE)) notFound();
  return pageMetadata({
    channel,
    path: k.path(classifyId, page),
    title: titleOf(k, classify.name, page),
    description: k.description(classify.name, page, total, list),
    keywords: k.keywords(classify.name, list),
  });
}

async function categoryBody<T>(k: BkCategoryKind<T>, channel: Channel, classifyId: number, page: number): Promise<React.ReactNode> {
  const data = await loadOr404(k.load(classifyId, page, BK_PAGE_SIZE));
  if (!data) return <ErrorState retryHref={k.path(classifyId, page)} />;
  const { classify, list, total } = data;
  const pages = pageCount(total, BK_PAGE_SIZE);
  if (page > pages) notFound();
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '设计百科', path: BK_HOME_PATH },
    { name: page > 1 ? `${classify.name}（第 ${page} 页）` : classify.name, path: k.path(classifyId, page) },
  ];
  return (
    <>
      <JsonLd data={[breadcrumbList(channel, crumbs), itemList(channel, titleOf(k, classify.name, page), list.map(k.member))]} />
      <PageHeading crumbs={crumbs} title={titleOf(k, classify.name, page)} lead={k.lead(classify.name)} />
      <p className={countClass}>
        共 {total.toLocaleString('zh-CN')}{` ${k.count}`}
        {pages > 1 ? `，第 ${page} / ${pages} 页` : ''}
      </p>
      {k.body(list, <Pagination page={page} totalPages={pages} href={(p) => k.path(classifyId, p)} />)}
    </>
  );
}
