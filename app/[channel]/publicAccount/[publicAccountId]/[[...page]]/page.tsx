import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPublicAccount, listPublicAccounts } from '@/lib/api/public-accounts';
import type { Channel } from '@/lib/channel/hosts';
import { pagePath, parseChannel, parseId, parsePageSegment } from '@/lib/editorial/params';
import { isMissing } from '@/lib/editorial/result';
import { pageMetadata } from '@/lib/seo';
import { CollectionView } from '@/components/editorial/collection-view';
import { Deferred, ItemsSection } from '@/components/editorial/deferred';
import { pageClass } from '@/components/editorial/page-heading';

export const revalidate = 300;
// Rendered on first visit and cached (ISR); no id is fetched at build time.
export function generateStaticParams() {
  return [];
}

const PAGE_SIZE = 24;
type Props = { params: Promise<{ channel: string; publicAccountId: string; page?: string[] }> };
type Route = { channel: Channel; id: number; page: number };

async function route(props: Props): Promise<Route> {
  const p = await props.params;
  const channel = parseChannel(p.channel);
  const id = parseId(p.publicAccountId);
  const page = parsePageSegment(p.page);
  if (!channel || id === null || page === null) notFound();
  return { channel, id, page };
}

const pathOf = (id: number, page: number) => pagePath(`/publicAccount/${id}`, page);

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { channel, id, page } = await route(props);
  const res = await getPublicAccount(id, page, PAGE_SIZE);
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return { title: '设计公众号' };
  }
  const { info, list } = res.data;
  const suffix = page > 1 ? `（第 ${page} 页）` : '';
  return pageMetadata({
    channel,
    path: pathOf(id, page),
    title: `${info.title} - 公众号文章${suffix}`,
    description: `${info.title}：${info.description.join('')} 已收录 ${list.total} 篇文章${suffix}。`,
    image: { ...info.cover, alt: info.title },
    keywords: [info.title, info.classifyName, '设计公众号'],
  });
}

export default async function Page(props: Props) {
  const { channel, id, page } = await route(props);
  // The main content is awaited here, not behind Suspense: inline HTML and a real 404.
  const res = await getPublicAccount(id, page, PAGE_SIZE);
  return (
    <div className={pageClass}>
      <CollectionView
        channel={channel}
        res={res}
        page={page}
        pageSize={PAGE_SIZE}
        pathOf={(p) => pathOf(id, p)}
        parents={[{ name: '首页', path: '/' }]}
        childLabel="文章"
        childUnit="篇文章"
        schemaType="Periodical"
      >
        {res.ok ? (
          <Deferred label="正在加载同类公众号">
            <ItemsSection title="同类公众号" load={listPublicAccounts({ classifyId: res.data.info.topClassifyId, sort: 'hot', pageSize: 12 })} exclude={[id]} limit={6} ratio={1} />
          </Deferred>
        ) : null}
      </CollectionView>
    </div>
  );
}
