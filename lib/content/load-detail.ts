import { getItemDetail } from '@/lib/api/content';
import type { ItemDetail } from '@/lib/api/contract/content';
import type { ContentKind } from '@/lib/api/contract/kinds';
import { loadOr404 } from '@/lib/route/page-params';

/**
 * The item for a detail page, or notFound() when the API says it does not exist (or is another
 * kind): awaited before anything streams, so a wrong id is a real 404. null: API unavailable.
 */
export function loadDetail(id: number, kind: ContentKind): Promise<ItemDetail | null> {
  return loadOr404(getItemDetail(id, kind));
}
