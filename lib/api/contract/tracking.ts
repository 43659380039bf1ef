/**
 * Contract: behaviour-tracking events (SPEC §3 "Behaviour tracking event fields", §7 "Tracking").
 * The site builds events in components/tracking and sends them as image GETs to three beacons; the
 * reference API stores them (backend/src/db/tracking-schema.ts). Pure data, no imports: the API
 * reads this file too.
 */

/** SPEC §3's 17 behaviour types, as the site names them. */
export const BEHAVIOUR_TYPES = [
  'exposure',
  'click',
  'stay',
  'favorite',
  'share',
  'follow',
  'search',
  'download',
  'prepay',
  'dislike',
  'enlarge_img',
  'similar_img',
  'switch_img',
  'slide',
  'browse_finish',
  'single_play',
  'single_favorite',
] as const;
export type BehaviourType = (typeof BEHAVIOUR_TYPES)[number];

/** The bhv_type value on the wire: SPEC §3 "download (sent as auto_play)"; every other type as named. */
export function wireBhvType(type: BehaviourType): string {
  return type === 'download' ? 'auto_play' : type;
}

/** Every bhv_type value a beacon accepts (the wire names). */
export const WIRE_BHV_TYPES: readonly string[] = /* @__PURE__ */ BEHAVIOUR_TYPES.map(wireBhvType);

/** SPEC §3's field list, in its order (batch_id, case_id, ins_id optional). */
export const EVENT_FIELDS = [
  'bhv_type',
  'bhv_time',
  'bhv_time_ms',
  'doc_id',
  'user_id',
  'device_id',
  'spm',
  'scm',
  'request_id',
  'query',
  'parent_doc_id',
  'stay_time',
  'author_id',
  'trans_data',
  'st',
  'client_version',
  'device_model',
  'os',
  'os_version',
  'network',
  'country',
  'province',
  'city',
  'platform',
  'order_id',
  'pay_amount',
  'current_price',
  'redownload',
  'is_vip_conversion',
  'prepay_type',
  'prepay_amount',
  'goods_type',
  'filters',
  'play_duration',
  'series_id',
  'doc_type',
  'source_spm',
  'experiment_id',
  'recall_id',
  'batch_id',
  'case_id',
  'ins_id',
] as const;
export type EventField = (typeof EVENT_FIELDS)[number];

/** The id every event carries so the collector drops a resent copy (query parameter `event_id`). */
export const EVENT_ID_FIELD = 'event_id';

/**
 * One event as sent: every value a string (they travel in a query string); absent fields are
 * omitted. `event_id` is required, `bhv_type` too.
 */
export type TrackEvent = Partial<Record<EventField, string>> & { event_id: string; bhv_type: string };

/** The three beacons of SPEC §7. */
export const BEACONS = ['case', 'ins', 'main'] as const;
export type Beacon = (typeof BEACONS)[number];

/**
 * Beacon paths on the reference API: `GET {path}?{fields}` (one event, an image request) and
 * `POST {path}` with a text body of one query string per line (a batch, navigator.sendBeacon on
 * pagehide). Both answer a 1×1 GIF at once.
 */
export const BEACON_PATHS: Record<Beacon, string> = {
  case: '/track/case.gif',
  ins: '/track/ins.gif',
  main: '/track/main.gif',
};

/** Longest accepted value of any field (longer values are cut, not rejected). */
export const MAX_FIELD_LENGTH = 512;
/** Most events one POST batch may carry; the rest of a longer body is ignored. */
export const MAX_BATCH_EVENTS = 100;

/** The parameter that carries one event of a GET batch: its own fields, as a query string. */
export const BATCH_PARAM = 'e';
/**
 * A GET batch's shared beginning of a field: `p.spm=室内-首页.list.` once, and each event's own
 * `spm=3` in its `e` part; the collector puts them back together (event ids and spm of one
 * screen share most of their characters).
 */
export const PREFIX_PARAM = 'p.';

/** A stored event as the test read-back (GET /test/trackEvents) returns it. */
export interface StoredTrackEvent extends TrackEvent {
  beacon: Beacon;
  /** When the collector received it (epoch ms). */
  received_at: number;
}
