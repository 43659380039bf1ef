import type { Metadata } from 'next';
import { homeOfItem } from '@/lib/channel/audience';
import type { ItemDetail } from '@/lib/api/contract/content';
import type { ApiResult } from '@/lib/api/load';
import { loadOr404, pagedRoute } from '@/lib/route/page-params';
import { parseId } from '@/lib/route/params';
import { pageMetadata } from '@/lib/seo';
import { Deferred } from '@/components/editorial/deferred';
import { ItemDetailContent, type ItemDetailContentProps } from '@/components/editorial/item-detail-content';
import { pageClass } from '@/components/content/page-head';

type Props<K extends string> = { params: Promise<{ channel: string } & Record<K, string>> };

export interface ItemDetailPageOptions<K extends string> extends Pick<ItemDetailContentProps, 'parents' | 'schemaType' | 'relatedTitle' | 'panelExtra' | 'main'> {
  /** The route's id segment. */
  param: K;
  /** '/artDesignDetail': the page is `${base}/${id}`. */
  base: string;
  load: (id: number) => Promise<ApiResult<ItemDetail>>;
  /** '艺术设计': title suffix, keyword, and the title when the API is down. */
  area: string;
  description: (item: ItemDetail) => string;
  /** The streamed recommendations (an ItemsSection), below the related items. */
  recommend: (item: ItemDetail, id: number) => React.ReactNode;
}

/**
 * generateMetadata and the page of a single editorial item (art work, product design,
 * material, periodical issue). Route segment config stays in each page file.
 */
export function itemDetailPage<K extends string>(o: ItemDetailPageOptions<K>) {
  const pathOf = (id: number) => `${o.base}/${id}`;

  const route = (props: Props<K>) => pagedRoute(props, (p) => ({ id: parseId(p[o.param]) }));

  async function generateMetadata(props: Props<K>): Promise<Metadata> {
    const { channel, id } = await route(props);
    const item = await loadOr404(o.load(id));
    if (!item) return { title: o.area };
    return pageMetadata({
      channel,
      home: homeOfItem(item, channel),
      path: pathOf(id),
      title: `${item.title} - ${o.area}`,
      description: o.description(item),
      image: { ...item.cover, alt: item.title },
      type: 'article',
      keywords: [...(item.seo?.keywords ?? []), item.classifyName, o.area],
    });
  }

  async function Page(props: Props<K>) {
    const { channel, id } = await route(props);
    // The main content is awaited here, not behind Suspense: inline HTML and a real 404.
    const res = await o.load(id);
    return (
      <div className={pageClass}>
        <ItemDetailContent
          channel={channel}
          path={pathOf(id)}
          res={res}
          parents={o.parents}
          schemaType={o.schemaType}
          secondary={res.ok ? <Deferred label="正在加载推荐">{o.recommend(res.data, id)}</Deferred> : null}
          relatedTitle={o.relatedTitle}
          panelExtra={o.panelExtra}
          main={o.main}
        />
      </div>
    );
  }

  return { generateMetadata, Page };
}
