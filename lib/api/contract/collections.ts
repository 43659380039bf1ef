/** Contract types: containers (recommend lists, awards, public accounts, magazines). */
import type { Page } from '../envelope';
import type { ItemDetail, ItemSummary } from './content';

/**
 * GET /case/api/recommend/detail?id=&page=&pageSize= → data (/recommandList/{id}),
 * GET /case/api/award/detail?id=&page= (/awardsDetail/{id}, winners),
 * GET /case/api/publicAccount/detail?id=&page= (/publicAccount/{id}, articles),
 * GET /case/api/magazine/detail?id=&page= (/magazineDetail/{id}, periodicals).
 */
export interface CollectionDetail {
  info: ItemDetail;
  list: Page<ItemSummary>;
}
