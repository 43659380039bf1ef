import { notFound } from 'next/navigation';
import type { ItemDetail } from '@/lib/api/contract/content';
import type { ApiResult } from '@/lib/api/load';
import type { Channel } from '@/lib/channel/hosts';
import { isMissing } from '@/lib/editorial/result';
import type { Crumb } from '@/lib/seo';
import { DetailView } from './detail-view';
import { ErrorState } from '@/components/states/error-state';

export interface ItemDetailContentProps {
  channel: Channel;
  path: string;
  res: ApiResult<ItemDetail>;
  /** Crumbs above the item, from its loaded data (home, area, category …). */
  parents: (item: ItemDetail) => Crumb[];
  schemaType?: string;
  relatedTitle: string;
  panelExtra?: (item: ItemDetail) => React.ReactNode;
  /** Blocks of the main column after the description (a periodical's table of contents). */
  main?: (item: ItemDetail) => React.ReactNode;
  /** Streamed extras after the related items. */
  secondary?: React.ReactNode;
}

/** The body of a single-item page: 404 for unknown ids, error state when the API is down. */
export function ItemDetailContent({ channel, path, res, parents, schemaType, relatedTitle, panelExtra, main, secondary }: ItemDetailContentProps) {
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return <ErrorState retryHref={path} />;
  }
  const item = res.data;
  return (
    <DetailView
      channel={channel}
      path={path}
      item={item}
      crumbs={[...parents(item), { name: item.title, path }]}
      schemaType={schemaType}
      relatedTitle={relatedTitle}
      panelExtra={panelExtra?.(item)}
      main={main?.(item)}
    >
      {secondary}
    </DetailView>
  );
}
