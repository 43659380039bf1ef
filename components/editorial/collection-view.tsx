import { notFound } from 'next/navigation';
import type { CollectionDetail } from '@/lib/api/contract/collections';
import type { ApiResult } from '@/lib/api/load';
import type { Channel } from '@/lib/channel/hosts';
import { factRows } from '@/lib/content/facts';
import { pageCount } from '@/lib/content/pagination';
import { isMissing } from '@/lib/editorial/result';
import { breadcrumbList, creativeWork, JsonLd, type Crumb } from '@/lib/seo';
import { Paragraphs } from '@/components/detail';
import { CardGrid } from '@/components/content/card-grid';
import { PageHeading, countClass } from '@/components/content/page-head';
import { Section } from '@/components/content/section';
import { Pagination } from '@/components/list';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';

export interface CollectionViewProps {
  channel: Channel;
  res: ApiResult<CollectionDetail>;
  page: number;
  pageSize: number;
  /** Path of a page of this collection. */
  pathOf: (page: number) => string;
  /** Crumbs above the collection itself. */
  parents: Crumb[];
  /** "获奖作品", "文章", "期刊" … */
  childLabel: string;
  childUnit: string;
  /** Cover ratio of the children and of the related collections. */
  childRatio?: number;
  schemaType?: string;
  /** Extra blocks after the children (streamed secondary sections). */
  children?: React.ReactNode;
}

/**
 * A container page (award, public account, magazine): the container's facts and text, one
 * page of its children with crawlable pagination. A page past the last one is a 404, never an
 * empty 200.
 */
export function CollectionView(props: CollectionViewProps) {
  const { channel, res, page, pageSize, pathOf, parents, childLabel, childUnit } = props;
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return <ErrorState retryHref={pathOf(page)} />;
  }
  const { info, list } = res.data;
  const pages = pageCount(list.total, pageSize);
  if (page > pages) notFound();
  const crumbs = [...parents, { name: info.title, path: pathOf(page) }];
  const facts = factRows(info.facts);
  const lead = facts.map((f) => `${f.label}：${f.value}`).join(' ｜ ') || info.classifyName;
  return (
    <>
      <JsonLd
        data={[
          breadcrumbList(channel, crumbs),
          creativeWork({ channel, path: pathOf(1), type: props.schemaType, name: info.title, description: info.description.join(''), images: [info.cover], datePublished: info.createdAt, dateModified: info.updatedAt, genre: info.classifyName }),
        ]}
      />
      <PageHeading crumbs={crumbs} title={info.title} lead={lead} />
      <Paragraphs text={info.description} />
      <Section title={childLabel} id="children">
        <p className={countClass}>
          共 {list.total.toLocaleString('zh-CN')} {childUnit}
          {pages > 1 ? `，第 ${page} / ${pages} 页` : ''}
        </p>
        {list.list.length ? (
          <CardGrid items={list.list} label={childLabel} ratio={props.childRatio} eager={4} />
        ) : (
          <EmptyState title={`暂无${childLabel}`} text="内容正在整理中，稍后再来看看。" actions={[{ href: parents[parents.length - 1]?.path ?? '/', label: '返回上一级' }]} />
        )}
        <Pagination page={page} totalPages={pages} href={pathOf} />
      </Section>
      {props.children}
    </>
  );
}
