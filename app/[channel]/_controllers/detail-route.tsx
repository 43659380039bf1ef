import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import type { Channel } from '@/lib/channel/hosts';
import { parseDetailParams } from '@/lib/content/detail-params';
import { detailMetadata } from '@/lib/content/detail-seo';
import { itemHref } from '@/lib/content/item-href';
import type { DetailKind } from '@/lib/content/kinds';
import { loadDetail } from '@/lib/content/load-detail';
import { pagedRoute } from '@/lib/route/page-params';
import { PageErrorState } from '@/components/states/error-state';
import { DetailScreen } from '@/components/detail';

export type DetailRouteParams = Promise<{ channel: string; id: string; elk: string }>;

/**
 * Shared by /detail/{id}/{elk} and /detail_news/detail/{id}/{elk}: strict params (404), one URL
 * per item (the other form redirects permanently to itemHref), then the API's answer.
 */
async function resolve(params: DetailRouteParams, route: 'detail' | 'detail_news'): Promise<{ channel: Channel; id: number; kind: DetailKind }> {
  const parsed = await pagedRoute({ params }, (p) => parseDetailParams(p.id, p.elk));
  const canonical = itemHref(parsed);
  const isNews = canonical.startsWith('/detail_news/');
  if ((route === 'detail_news') !== isNews) permanentRedirect(canonical);
  return parsed;
}

export async function detailRouteMetadata(params: DetailRouteParams, route: 'detail' | 'detail_news'): Promise<Metadata> {
  const { channel, id, kind } = await resolve(params, route);
  const item = await loadDetail(id, kind);
  if (!item) return { title: '内容暂时无法加载', robots: { index: false, follow: true } };
  return detailMetadata(channel, item);
}

export async function DetailRoute({ params, route }: { params: DetailRouteParams; route: 'detail' | 'detail_news' }) {
  const { channel, id, kind } = await resolve(params, route);
  const item = await loadDetail(id, kind);
  if (!item) {
    return <PageErrorState retryHref={itemHref({ id, kind })} />;
  }
  return <DetailScreen channel={channel} item={item} />;
}
