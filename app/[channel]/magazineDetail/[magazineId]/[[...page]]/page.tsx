import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMagazine, listMagazines } from '@/lib/api/magazines';
import type { Channel } from '@/lib/channel/hosts';
import { pagePath, parseChannel, parseId, parsePageSegment } from '@/lib/editorial/params';
import { isMissing } from '@/lib/editorial/result';
import { pageMetadata } from '@/lib/seo';
import { MAGAZINE_HOME, magazinePath } from '@/lib/editorial/list-paths';
import { CollectionView } from '@/components/editorial/collection-view';
import { Deferred, ItemsSection } from '@/components/editorial/deferred';
import { pageClass } from '@/components/editorial/page-heading';

export const revalidate = 300;
// Rendered on first visit and cached (ISR); no id is fetched at build time.
export function generateStaticParams() {
  return [];
}

const PAGE_SIZE = 24;
const COVER_RATIO = 5 / 7;
type Props = { params: Promise<{ channel: string; magazineId: string; page?: string[] }> };
type Route = { channel: Channel; id: number; page: number };

async function route(props: Props): Promise<Route> {
  const p = await props.params;
  const channel = parseChannel(p.channel);
  const id = parseId(p.magazineId);
  const page = parsePageSegment(p.page);
  if (!channel || id === null || page === null) notFound();
  return { channel, id, page };
}

const pathOf = (id: number, page: number) => pagePath(`/magazineDetail/${id}`, page);

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { channel, id, page } = await route(props);
  const res = await getMagazine(id, page, PAGE_SIZE);
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return { title: '设计杂志' };
  }
  const { info, list } = res.data;
  const suffix = page > 1 ? `（第 ${page} 页）` : '';
  return pageMetadata({
    channel,
    path: pathOf(id, page),
    title: `${info.title}杂志 - 往期期刊${suffix}`,
    description: `${info.title}：${info.description.join('')} 共 ${list.total} 期期刊在线阅读${suffix}。`,
    image: { ...info.cover, alt: info.title },
    keywords: [info.title, info.classifyName, '设计杂志'],
  });
}

export default async function Page(props: Props) {
  const { channel, id, page } = await route(props);
  // The main content is awaited here, not behind Suspense: inline HTML and a real 404.
  const res = await getMagazine(id, page, PAGE_SIZE);
  return (
    <div className={pageClass}>
      <CollectionView
        channel={channel}
        res={res}
        page={page}
        pageSize={PAGE_SIZE}
        pathOf={(p) => pathOf(id, p)}
        parents={[{ name: '首页', path: '/' }, { name: '设计杂志', path: magazinePath(MAGAZINE_HOME) }]}
        childLabel="往期期刊"
        childUnit="期"
        childRatio={COVER_RATIO}
        schemaType="Periodical"
      >
        {res.ok ? (
          <Deferred label="正在加载同类杂志">
            <ItemsSection title="同类杂志" load={listMagazines({ classifyId: res.data.info.topClassifyId, sort: 'hot', pageSize: 12 })} exclude={[id]} limit={6} ratio={COVER_RATIO} />
          </Deferred>
        ) : null}
      </CollectionView>
    </div>
  );
}
