import Link from 'next/link';
import { getPeriodical, listPeriodicals } from '@/lib/api/magazines';
import { MAGAZINE_HOME, magazinePath } from '@/lib/editorial/list-paths';
import { ItemsSection } from '@/components/editorial/deferred';
import { detailLinkClass } from '@/components/detail';
import { itemDetailPage } from '@/app/[channel]/_controllers/item-detail-page';
import { DeferredDownloadPanel } from '@/components/download';
import { PeriodicalContents } from '@/components/editorial/periodical-contents';
import { areaAttrs, trackAttrs } from '@/components/tracking/server';

const page = itemDetailPage({
  param: 'periodicalId',
  base: '/periodicalDetail',
  load: getPeriodical,
  area: '期刊',
  description: (item) => `${item.title}：${item.description.join('')}`,
  parents: (item) => [{ name: '首页', path: '/' }, { name: '设计杂志', path: magazinePath(MAGAZINE_HOME) }, ...(item.parent ? [{ name: item.parent.title, path: `/magazineDetail/${item.parent.id}` }] : [])],
  schemaType: 'PublicationIssue',
  relatedTitle: '同类期刊',
  main: (item) => <PeriodicalContents item={item} />,
  recommend: (item, id) => <ItemsSection title={item.parent ? `${item.parent.title} 往期` : '更多期刊'} load={listPeriodicals({ parentId: item.parentId ?? undefined, sort: 'new', pageSize: 16 })} exclude={[id, ...item.related.map((r) => r.id)]} ratio={5 / 7} />,
  panelExtra: (item) => (
    <>
      {item.parent && (
        <p>
          所属杂志：
          <Link className={detailLinkClass} href={`/magazineDetail/${item.parent.id}`} prefetch={false} {...areaAttrs('所属')} {...trackAttrs({ kind: 'magazine', id: item.parent.id })}>
            {item.parent.title}
          </Link>
        </p>
      )}
      <DeferredDownloadPanel itemId={item.id} title={item.title} />
    </>
  ),
});

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';
export const generateMetadata = page.generateMetadata;
export default page.Page;
