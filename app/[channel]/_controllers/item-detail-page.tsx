import type { Metadata } from 'next';
import { homeOfItem } from '@/lib/channel/audience';
import type { ItemDetail } from '@/lib/api/contract/content';
import type { ApiResult } from '@/lib/api/load';
import type { Crumb } from '@/lib/seo';
import { loadOr404, pagedRoute } from '@/lib/route/page-params';
import { parseId } from '@/lib/route/params';
import { pageMetadata } from '@/lib/seo';
import { Deferred } from '@/components/editorial/deferred';
import { DetailScreen, type EditorialDetail } from '@/components/detail';
import { ErrorState } from '@/components/states/error-state';
import { pageClass } from '@/components/content/page-head';

type Props<K extends string> = { params: Promise<{ channel: string } & Record<K, string>> };

interface ItemDetailPageOptions<K extends string> extends Pick<EditorialDetail, 'schemaType' | 'relatedTitle'> {
  /** Crumbs above the item, from its loaded data (home, area, category …). */
  parents: (item: ItemDetail) => Crumb[];
  /** Extra lines in the facts panel (e.g. the magazine of a periodical). */
  panelExtra?: (item: ItemDetail) => React.ReactNode;
  /** Blocks of the main column after the description (a periodical's table of contents). */
  main?: (item: ItemDetail) => React.ReactNode;
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
    const item = await loadOr404(o.load(id));
    const path = pathOf(id);
    return (
      <div className={pageClass}>
        {item ? (
          <DetailScreen
            channel={channel}
            item={item}
            editorial={{
              path,
              crumbs: [...o.parents(item), { name: item.title, path }],
              schemaType: o.schemaType,
              relatedTitle: o.relatedTitle,
              panelExtra: o.panelExtra?.(item),
              main: o.main?.(item),
              after: <Deferred label="正在加载推荐">{o.recommend(item, id)}</Deferred>,
            }}
          />
        ) : (
          <ErrorState retryHref={path} />
        )}
      </div>
    );
  }

  return { generateMetadata, Page };
}
