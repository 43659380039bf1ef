import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPeriodical, listPeriodicals } from '@/lib/api/magazines';
import type { Channel } from '@/lib/channel/hosts';
import { MAGAZINE_HOME, magazinePath } from '@/lib/editorial/list-paths';
import { detailLinkClass } from '@/components/editorial/detail-view';
import Link from 'next/link';
import { parseChannel, parseId } from '@/lib/editorial/params';
import { isMissing } from '@/lib/editorial/result';
import { pageMetadata } from '@/lib/seo';
import { ItemDetailContent } from '@/components/editorial/item-detail-content';
import { pageClass } from '@/components/editorial/page-heading';
import { Deferred, ItemsSection } from '@/components/editorial/deferred';

export const revalidate = 300;
// Rendered on first visit and cached (ISR); no id is fetched at build time.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ channel: string; periodocalId: string }> };
type Route = { channel: Channel; id: number };

async function route(props: Props): Promise<Route> {
  const p = await props.params;
  const channel = parseChannel(p.channel);
  const id = parseId(p.periodocalId);
  if (!channel || id === null) notFound();
  return { channel, id };
}

const pathOf = (id: number) => `/periodicalDetail/${id}`;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { channel, id } = await route(props);
  const res = await getPeriodical(id);
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return { title: '期刊' };
  }
  const item = res.data;
  return pageMetadata({
    channel,
    path: pathOf(id),
    title: `${item.title} - 期刊`,
    description: `${item.title}：${item.description.join('')}`,
    image: { ...item.cover, alt: item.title },
    type: 'article',
    keywords: [...(item.seo?.keywords ?? []), item.classifyName, '期刊'],
  });
}

function Content({ channel, id, res }: Route & { res: Awaited<ReturnType<typeof getPeriodical>> }) {
  return (
    <ItemDetailContent
      channel={channel}
      path={pathOf(id)}
      res={res}
      parents={(item) => [{ name: '首页', path: '/' }, { name: '设计杂志', path: magazinePath(MAGAZINE_HOME) }, ...(item.parent ? [{ name: item.parent.title, path: `/magazineDetail/${item.parent.id}` }] : [])]}
      schemaType="PublicationIssue"
      secondary={
        res.ok ? (
          <Deferred label="正在加载推荐">
            <ItemsSection title={res.data.parent ? `${res.data.parent.title} 往期` : '更多期刊'} load={listPeriodicals({ parentId: res.data.parentId ?? undefined, sort: 'new', pageSize: 16 })} exclude={[id, ...res.data.related.map((r) => r.id)]} ratio={5 / 7} />
          </Deferred>
        ) : null
      }
      relatedTitle="同类期刊"
      panelExtra={(item) =>
        item.parent ? (
          <p>
            所属杂志：
            <Link className={detailLinkClass} href={`/magazineDetail/${item.parent.id}`} prefetch={false}>
              {item.parent.title}
            </Link>
          </p>
        ) : null
      }
    />
  );
}

export default async function Page(props: Props) {
  const r = await route(props);
  // The main content is awaited here, not behind Suspense: inline HTML and a real 404.
  const res = await getPeriodical(r.id);
  return (
    <div className={pageClass}>
      <Content {...r} res={res} />
    </div>
  );
}
