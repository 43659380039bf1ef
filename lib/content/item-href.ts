import type { ContentKind } from '@/lib/api/contract/kinds';
import { topicHref } from './topics';

/** The fields a link needs: any ItemSummary fits. */
interface ItemRef {
  id: number;
  kind: ContentKind | string;
}

/**
 * The site path of an item, by kind: one canonical page per item. Cases live under
 * /detail_news (the 案例详情页 of SPEC §2's page types); the other catalogue kinds under
 * /detail/{id}/{kind}; the rest have screens of their own (SPEC §2 route table).
 */
export function itemHref(item: ItemRef): string {
  const id = item.id;
  switch (item.kind) {
    case 'case':
      return `/detail_news/detail/${id}/case`;
    case 'art':
      return `/artDesignDetail/${id}`;
    case 'product':
      return `/productDesign/${id}`;
    case 'material':
      return `/materialDetail/${id}`;
    case 'magazine':
      return `/magazineDetail/${id}`;
    case 'periodical':
      return `/periodicalDetail/${id}`;
    case 'award':
      return `/awardsDetail/${id}`;
    case 'publicAccount':
      return `/publicAccount/${id}`;
    case 'recommend':
      return `/recommandList/${id}`;
    case 'jhy':
      return topicHref(id);
    case 'bk':
      return `/bk/${id}.html`;
    case 'site':
      return `/tranferPage/${id}`;
    default:
      return `/detail/${id}/${encodeURIComponent(item.kind)}`;
  }
}

/** A designer's (or item author's) page. */
export const designerHref = (id: number): string => `/designerDetail/${id}`;

