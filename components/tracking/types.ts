import type { ContentKind } from '@/lib/api/contract/kinds';

export type { BehaviourType } from '@/lib/api/contract/tracking';

/**
 * What an event is about: a catalogue kind, or one of the SPEC §3 channel-table entries the
 * catalogue has no kind for (a designer page, an author, a term, one picture of a case, a
 * rendering/sketch image). Decides goods_type / doc_type / st and the beacon.
 */
export type TrackKind = ContentKind | 'designer' | 'author' | 'term' | 'caseImage' | 'render';

type Id = string | number;

/**
 * The caller's part of an event: the item and where it sat on the page. Everything else
 * (time, ids, device, location, spm label, experiment, channel table) the module fills in.
 * Field names follow SPEC §3 where they map one to one.
 */
export interface TrackInput {
  kind?: TrackKind;
  doc_id?: Id;
  /** Position on the page: spm = `{page label}.{area}.{index}` (index counted from 1). */
  area?: string;
  index?: number;
  parent_doc_id?: Id;
  author_id?: Id;
  series_id?: Id;
  batch_id?: Id;
  case_id?: Id;
  ins_id?: Id;
  /** Search: the keyword and the filters in force (an object is sent as JSON). */
  query?: string;
  filters?: Record<string, unknown> | string;
  /** From a search answer; when absent the module uses the last search's, if this page made one. */
  request_id?: string;
  recall_id?: string;
  scm?: string;
  /** Milliseconds. */
  stay_time?: number;
  play_duration?: number;
  trans_data?: Record<string, unknown> | string;
  order_id?: Id;
  /** Money in yuan. */
  pay_amount?: number;
  current_price?: number;
  prepay_type?: string | number;
  prepay_amount?: number;
  is_vip_conversion?: boolean;
  redownload?: boolean;
}
