import type { TrackKind } from './types';
import { itemOfHref } from '@/lib/content/item-href';

/**
 * Data attributes that let the one tracking host (./host.ts) see what a server-rendered
 * element is, with no script per card: the host observes `[data-tk-id]` for exposures, listens
 * for clicks on their links, reads the area and search answer from ancestors, and the detail's
 * stay and browse_finish from `[data-tk-detail]` / `[data-tk-end]`. Pure, server-safe.
 */
interface TrackTarget {
  kind: TrackKind;
  id: string | number;
  authorId?: string | number | null;
  parentId?: string | number | null;
}

type DataAttrs = Record<`data-${string}`, string>;

export function trackAttrs(t: TrackTarget): DataAttrs {
  const out: DataAttrs = { 'data-tk-kind': t.kind, 'data-tk-id': String(t.id) };
  if (t.authorId !== undefined && t.authorId !== null) out['data-tk-author'] = String(t.authorId);
  if (t.parentId !== undefined && t.parentId !== null) out['data-tk-parent'] = String(t.parentId);
  return out;
}

/** The spm area of the cards inside (`{label}.{area}.{index}`). */
export const areaAttrs = (area: string): DataAttrs => ({ 'data-tk-area': area });

/** The detail a page shows: its stay and browse_finish are about this item. */
export const detailAttrs = (t: TrackTarget): DataAttrs => {
  const { 'data-tk-id': id, ...rest } = trackAttrs(t);
  return { ...rest, 'data-tk-detail': id! };
};

/**
 * A 不感兴趣 control beside a recommended card (its list item): the host (./host.ts) sends
 * `dislike` about the card and takes it out of the list, with no script of its own.
 */
export const DISLIKE_ATTRS: DataAttrs = { 'data-tk-dislike': '' };

/** The end of a detail's content: seen = browse_finish. */
export const END_ATTRS: DataAttrs = { 'data-tk-end': '' };

interface SearchMark {
  query: string;
  /** similar_img for a similar-image search (SPEC §3); search otherwise. */
  type?: 'search' | 'similar_img';
  filters?: Record<string, unknown>;
  requestId?: string;
  recallId?: string;
  scm?: string;
  /** The keyword's id (GET /searchWord/id): the event's trans_data.word_id. */
  wordId?: number | null;
}

/**
 * A search answer on the page: the host sends one search event per page view, and the cards
 * inside carry its request_id / recall_id / scm.
 */
export function searchAttrs(s: SearchMark): DataAttrs {
  const out: DataAttrs = { 'data-tk-search': s.query };
  if (s.type === 'similar_img') out['data-tk-bhv'] = 'similar_img';
  if (s.filters && Object.keys(s.filters).length) out['data-tk-filters'] = JSON.stringify(s.filters);
  if (s.requestId) out['data-tk-req'] = s.requestId;
  if (s.recallId) out['data-tk-recall'] = s.recallId;
  if (s.scm) out['data-tk-scm'] = s.scm;
  if (s.wordId) out['data-tk-word'] = String(s.wordId);
  return out;
}

/**
 * The attributes of a link given only as a site path (a banner, an editorial chip): tracked as
 * the item it leads to, nothing when it leads to no item (a category, a search).
 */
export function hrefTrackAttrs(href: string): DataAttrs {
  const item = itemOfHref(href);
  return item ? trackAttrs(item) : {};
}
