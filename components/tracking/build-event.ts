import { wireBhvType, type Beacon, type TrackEvent } from '@/lib/api/contract/tracking';
import type { IpLocation } from '@/lib/api/contract/system';
import type { Channel } from '@/lib/channel/hosts';
import { analyticsPageLabel } from '@/lib/channel/path-shape';
import { chinaDateTime } from '@/lib/time/days';
import { CHANNEL_CODES, beaconOf } from './channel-table';
import type { DeviceInfo } from './device';
import type { TrackCall } from './track';
import type { TrackInput } from './types';

/** What the page knows besides the call: who, where, on what device, in which experiment. */
export interface EventContext {
  channel: Channel;
  device: DeviceInfo;
  location: Partial<IpLocation> | null;
  userId: string | null;
  deviceId: string | null;
  experimentId: string;
  clientVersion: string;
  /** The spm of what led to this page (a tracked click, else the previous page). */
  sourceSpm: string | null;
  /** The last search answer's ids on this page (request_id, recall_id, scm). */
  search: { request_id?: string; recall_id?: string; scm?: string } | null;
  eventId: () => string;
}

export const PLATFORM = 'WEB';
/** spm area of an event that has no position on the page (a stay, a search, a download button …). */
const PAGE_AREA = 'page';

/** Keeps area names to one spm part: no dots (the separator), short. */
const spmPart = (s: string) => s.replace(/[.\s]+/g, '_').slice(0, 40);

const labels = new Map<string, string>();

/** The page label, parsed once per page (a screen of exposures shares it). */
function labelOf(channel: Channel, href: string): string {
  const key = `${channel} ${href}`;
  let label = labels.get(key);
  if (label === undefined) {
    if (labels.size > 50) labels.clear();
    label = analyticsPageLabel(channel, href);
    labels.set(key, label);
  }
  return label;
}

/** The last spm's `{label}.{area}.` (a screen of cards shares it). */
let spmHead = { channel: '', href: '', area: '', head: '' };

/** spm = `{channel name-page type}.{area}.{index}` (SPEC §2 label; index from 1, 0 for none). */
export function buildSpm(channel: Channel, href: string, area?: string, index?: number): string {
  const i = Number.isInteger(index) && index! > 0 ? index! : 0;
  const a = area || PAGE_AREA;
  if (spmHead.channel !== channel || spmHead.href !== href || spmHead.area !== a) spmHead = { channel, href, area: a, head: `${labelOf(channel, href)}.${spmPart(a)}.` };
  return spmHead.head + i;
}

function str(v: unknown): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (typeof v === 'number') return Number.isFinite(v) ? String(Math.round(v * 100) / 100) : undefined;
  if (typeof v === 'object') {
    try {
      return JSON.stringify(v);
    } catch {
      return undefined;
    }
  }
  return String(v);
}

/** Fields copied from the input as they are (after `str`). */
const PASS_THROUGH: ReadonlySet<string> = new Set<keyof TrackInput>([
  'doc_id',
  'parent_doc_id',
  'author_id',
  'series_id',
  'batch_id',
  'case_id',
  'ins_id',
  'query',
  'filters',
  'stay_time',
  'play_duration',
  'trans_data',
  'order_id',
  'pay_amount',
  'current_price',
  'prepay_type',
  'prepay_amount',
  'is_vip_conversion',
  'redownload',
]);

let lastSecond = NaN;
let lastTime = '';
/** bhv_time, formatted once per second (a screen of exposures shares it). */
function timeText(ms: number): string {
  const second = Math.floor(ms / 1000);
  if (second !== lastSecond) {
    lastSecond = second;
    lastTime = chinaDateTime(ms);
  }
  return lastTime;
}

type Fields = Record<string, string>;

const put = (event: Fields, k: string, v: string | null | undefined) => {
  if (v !== undefined && v !== null && v !== '') event[k] = v;
};

/** The last call's fields that every call of its kind, time and page context shares. */
let shared: { ctx: EventContext; type: string; at: number; code: string | undefined; scm?: string; req?: string; recall?: string; fields: Fields } | null = null;

function sharedFields(call: TrackCall, ctx: EventContext, code: string | undefined): Fields {
  const { input } = call;
  const s = shared;
  if (s && s.ctx === ctx && s.type === call.type && s.at === call.at && s.code === code && s.scm === input.scm && s.req === input.request_id && s.recall === input.recall_id) return s.fields;
  const fields: Fields = {};
  put(fields, 'bhv_type', wireBhvType(call.type));
  put(fields, 'bhv_time', timeText(call.at));
  put(fields, 'bhv_time_ms', String(call.at));
  put(fields, 'user_id', ctx.userId);
  put(fields, 'device_id', ctx.deviceId);
  put(fields, 'scm', input.scm ?? ctx.search?.scm);
  put(fields, 'request_id', input.request_id ?? ctx.search?.request_id);
  put(fields, 'recall_id', input.recall_id ?? ctx.search?.recall_id);
  put(fields, 'st', code);
  put(fields, 'goods_type', code);
  put(fields, 'doc_type', code);
  put(fields, 'client_version', ctx.clientVersion);
  for (const k in ctx.device) put(fields, k, ctx.device[k as keyof DeviceInfo]);
  put(fields, 'country', ctx.location?.country);
  put(fields, 'province', ctx.location?.province);
  put(fields, 'city', ctx.location?.city);
  put(fields, 'platform', PLATFORM);
  put(fields, 'source_spm', ctx.sourceSpm);
  put(fields, 'experiment_id', ctx.experimentId);
  shared = { ctx, type: call.type, at: call.at, code, scm: input.scm, req: input.request_id, recall: input.recall_id, fields };
  return fields;
}

/**
 * One call → the event and the beacon it goes to (SPEC §3 fields, §7 routing). Pure but for a
 * one-call memo: the fields a screen of exposures shares (who, where, on what, when) are worked
 * out once and copied, and only each event's id, item and spm are its own.
 */
export function buildEvent(call: TrackCall, ctx: EventContext): { beacon: Beacon; event: TrackEvent } {
  const { input } = call;
  const code = input.kind ? String(CHANNEL_CODES[input.kind]) : undefined;
  // A plain copy first (V8's fast object clone), then this event's own fields.
  const event: Fields = { ...sharedFields(call, ctx, code) };
  event.event_id = ctx.eventId();
  put(event, 'spm', buildSpm(ctx.channel, call.href, input.area, input.index));
  for (const key in input) if (PASS_THROUGH.has(key)) put(event, key, str(input[key as keyof TrackInput]));
  return { beacon: beaconOf(input.kind), event: event as unknown as TrackEvent };
}

/** The query string of one event (SPEC §7: the fields in the query string). */
export function eventQuery(event: TrackEvent): string {
  return new URLSearchParams(event as Record<string, string>).toString();
}
