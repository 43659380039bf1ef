import type { Metadata } from 'next';
import { homeOfItem } from '@/lib/channel/audience';
import type { CollectionDetail } from '@/lib/api/contract/collections';
import type { ItemPage } from '@/lib/api/contract/content';
import type { ApiResult } from '@/lib/api/load';
import { loadOr404, pagedRoute } from '@/lib/route/page-params';
import { pagePath, parseId, parsePageSegment } from '@/lib/route/params';
import { pageMetadata } from '@/lib/seo';
import { CollectionView, type CollectionViewProps } from '@/components/editorial/collection-view';
import { Deferred, ItemsSection } from '@/components/editorial/deferred';
import { pageClass } from '@/components/content/page-head';
import { PAGE_SIZE } from '@/lib/policy';

type CollectionInfo = CollectionDetail['info'];

type Props<K extends string> = { params: Promise<{ channel: string; page?: string[] } & Record<K, string>> };

interface CollectionPageOptions<K extends string> extends Pick<CollectionViewProps, 'parents' | 'childLabel' | 'childUnit' | 'childRatio' | 'schemaType'> {
  /** The route's id segment. */
  param: K;
  /** '/awardsDetail': pages are `${base}/${id}[/${page}]`. */
  base: string;
  load: (id: number, page: number, pageSize: number) => Promise<ApiResult<CollectionDetail>>;
  /** '国际设计奖项': keyword, and the title when the API is down. */
  area: string;
  /** Title and description; `suffix` is '（第 n 页）' past page 1. */
  meta: (info: CollectionInfo, total: number, suffix: string) => { title: string; description: string };
  /** The streamed "same kind" section: its title, list and cover ratio. */
  related: { title: string; load: (info: CollectionInfo) => Promise<ApiResult<ItemPage>>; ratio: number };
}

/** generateMetadata and the page of a container (award, public account, magazine). */
export function collectionPage<K extends string>(o: CollectionPageOptions<K>) {
  const pathOf = (id: number, page: number) => pagePath(`${o.base}/${id}`, page);

  const route = (props: Props<K>) => pagedRoute(props, (p) => ({ id: parseId(p[o.param]), page: parsePageSegment(p.page) }));

  async function generateMetadata(props: Props<K>): Promise<Metadata> {
    const { channel, id, page } = await route(props);
    const data = await loadOr404(o.load(id, page, PAGE_SIZE));
    if (!data) return { title: o.area };
    const { info, list } = data;
    const suffix = page > 1 ? `（第 ${page} 页）` : '';
    return pageMetadata({
      channel,
      home: homeOfItem(info, channel),
      path: pathOf(id, page),
      ...o.meta(info, list.total, suffix),
      image: { ...info.cover, alt: info.title },
      keywords: [info.title, info.classifyName, o.area],
    });
  }

  async function Page(props: Props<K>) {
    const { channel, id, page } = await route(props);
    // The main content is awaited here, not behind Suspense: inline HTML and a real 404.
    const res = await o.load(id, page, PAGE_SIZE);
    return (
      <div className={pageClass}>
        <CollectionView channel={channel} res={res} page={page} pageSize={PAGE_SIZE} pathOf={(p) => pathOf(id, p)} parents={o.parents} childLabel={o.childLabel} childUnit={o.childUnit} childRatio={o.childRatio} schemaType={o.schemaType}>
          {res.ok ? (
            <Deferred label={`正在加载${o.related.title}`}>
              <ItemsSection title={o.related.title} load={o.related.load(res.data.info)} exclude={[id]} limit={6} ratio={o.related.ratio} />
            </Deferred>
          ) : null}
        </CollectionView>
      </div>
    );
  }

  return { generateMetadata, Page };
}
