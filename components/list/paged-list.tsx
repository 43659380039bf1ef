import { notFound } from 'next/navigation';
import type { ItemPage } from '@/lib/api/contract/content';
import type { ApiResult } from '@/lib/api/load';
import type { Channel } from '@/lib/channel/hosts';
import { itemHref } from '@/lib/content/item-href';
import { pageCount } from '@/lib/content/pagination';
import { isMissing } from '@/lib/editorial/result';
import { PAGE_SIZE } from '@/lib/policy';
import { itemList, JsonLd } from '@/lib/seo';
import { CardGrid } from '@/components/content/card-grid';
import { countClass } from '@/components/content/page-head';
import { Pagination } from './pagination';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';

export interface PagedListProps {
  channel: Channel;
  /** Name of the list for its ItemList JSON-LD. */
  name: string;
  res: ApiResult<ItemPage>;
  page: number;
  pathOf: (page: number) => string;
  ratio?: number;
  unit: string;
  empty: { title: string; text: string; href: string; label: string };
}

/**
 * The list's paged mode for items: one page of a list (PAGE_SIZE items, as its page loaded them) with its count, crawlable pagination, empty and error states. An unknown
 * filter (the API's 404/400) and a page past the end are 404s, not empty 200 pages.
 */
export function PagedList({ channel, name, res, page, pathOf, ratio, unit, empty }: PagedListProps) {
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return <ErrorState retryHref={pathOf(page)} />;
  }
  const pages = pageCount(res.data.total, PAGE_SIZE);
  if (page > pages) notFound();
  const { list, total } = res.data;
  return (
    <>
      <JsonLd data={itemList(channel, name, list.map((i) => ({ name: i.title, path: itemHref(i) })))} />
      <p className={countClass}>
        共 {total.toLocaleString('zh-CN')} {unit}
        {pages > 1 ? `，第 ${page} / ${pages} 页` : ''}
      </p>
      {list.length ? <CardGrid items={list} label={name} ratio={ratio} eager={4} headingLevel={2} /> : <EmptyState title={empty.title} text={empty.text} actions={[{ href: empty.href, label: empty.label }]} />}
      <Pagination page={page} totalPages={pages} href={pathOf} />
    </>
  );
}
