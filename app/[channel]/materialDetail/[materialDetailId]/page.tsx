import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMaterial, listMaterials } from '@/lib/api/materials';
import type { Channel } from '@/lib/channel/hosts';

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

type Props = { params: Promise<{ channel: string; materialDetailId: string }> };
type Route = { channel: Channel; id: number };

async function route(props: Props): Promise<Route> {
  const p = await props.params;
  const channel = parseChannel(p.channel);
  const id = parseId(p.materialDetailId);
  if (!channel || id === null) notFound();
  return { channel, id };
}

const pathOf = (id: number) => `/materialDetail/${id}`;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { channel, id } = await route(props);
  const res = await getMaterial(id);
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return { title: '材料' };
  }
  const item = res.data;
  return pageMetadata({
    channel,
    path: pathOf(id),
    title: `${item.title} - 材料`,
    description: `${item.title}：${item.classifyName}，${item.description.join('')}`,
    image: { ...item.cover, alt: item.title },
    type: 'article',
    keywords: [...(item.seo?.keywords ?? []), item.classifyName, '材料'],
  });
}

function Content({ channel, id, res }: Route & { res: Awaited<ReturnType<typeof getMaterial>> }) {
  return (
    <ItemDetailContent
      channel={channel}
      path={pathOf(id)}
      res={res}
      parents={(item) => [{ name: '首页', path: '/' }, { name: '材料库', path: '/material/0' }, { name: item.topClassifyName, path: `/material/${item.topClassifyId}` }]}
      schemaType="Product"
      secondary={
        res.ok ? (
          <Deferred label="正在加载推荐">
            <ItemsSection title={`热门${res.data.topClassifyName}`} load={listMaterials({ classifyId: res.data.topClassifyId, sort: 'hot', pageSize: 16 })} exclude={[id, ...res.data.related.map((r) => r.id)]} />
          </Deferred>
        ) : null
      }
      relatedTitle="同类材料"
    />
  );
}

export default async function Page(props: Props) {
  const r = await route(props);
  // The main content is awaited here, not behind Suspense: inline HTML and a real 404.
  const res = await getMaterial(r.id);
  return (
    <div className={pageClass}>
      <Content {...r} res={res} />
    </div>
  );
}
