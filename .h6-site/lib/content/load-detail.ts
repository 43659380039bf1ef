import { notFound } from 'next/navigation';
import { getItemDetail } from '@/lib/api/content';
import type { ItemDetail } from '@/lib/api/contract/content';
import type { ContentKind } from '@/lib/api/contract/kinds';

/**
 * The item for a detail page, or notFound() when the API says it does not exist (or is another
 * kind): awaited before anything streams, so a wrong id is a real 404. null: API unavailable.
 */
export async function loadDetail(id: number, kind: ContentKind): Promise<ItemDetail | null> {
  const result = await getItemDetail(id, kind);
  if (result.ok) return result.data;
  if (result.error === 'unavailable') return null;
  notFound();
}
