import { wireBhvType, type Beacon, type TrackEvent } from '@/lib/api/contract/tracking';
import type { IpLocation } from '@/lib/api/contract/system';
import type { Channel } from '@/lib/channel/hosts';
import { pageTypeLabel } from '@/lib/channel/page-type';
import { chinaDateTime } from '@/lib/time/days';
import { CHANNEL_CODES, beaconOf } from './channel-table';
import type { DeviceInfo } from './device';
import type { TrackCall } from './index';
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
export const PAGE_AREA = 'page';

/** Keeps area names to one spm part: no dots (the separator), short. */
const spmPart = (s: string) => s.replace(/[.\s]+/g, '_').slice(0, 40);

const labels = new Map<string, string>();

/** The page label, parsed once per page (a screen of exposures shares it). */
function labelOf(channel: Channel, href: string): string {
  const key = `${channel} ${href}`;
  let label = labels.get(key);
  if (label === undefined) {
    if (labels.size > 50) labels.clear();
    label = pageTypeLabel(channel, href);
    labels.set(key, label);
  }
  return label;
}

/** spm = `{channel name-page type}.{area}.{index}` (SPEC §2 label; index from 1, 0 for none). */
export function buildSpm(channel: Channel, href: string, area?: string, index?: number): string {
  const i = Number.isInteger(index) && index! > 0 ? index! : 0;
  return `${labelOf(channel, href)}.${spmPart(area || PAGE_AREA)}.${i}`;
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
const PASS_THROUGH = [
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
] as const satisfies readonly (keyof TrackInput)[];

/** One call → the event and the beacon it goes to (SPEC §3 fields, §7 routing). Pure. */
export function buildEvent(call: TrackCall, ctx: EventContext): { beacon: Beacon; event: TrackEvent } {
  const { input } = call;
  const code = input.kind ? String(CHANNEL_CODES[input.kind]) : undefined;
  const fields: Record<string, string | undefined> = {
    event_id: ctx.eventId(),
    bhv_type: wireBhvType(call.type),
    bhv_time: chinaDateTime(call.at),
    bhv_time_ms: String(call.at),
    user_id: ctx.userId ?? undefined,
    device_id: ctx.deviceId ?? undefined,
    spm: buildSpm(ctx.channel, call.href, input.area, input.index),
    scm: input.scm ?? ctx.search?.scm,
    request_id: input.request_id ?? ctx.search?.request_id,
    recall_id: input.recall_id ?? ctx.search?.recall_id,
    st: code,
    goods_type: code,
    doc_type: code,
    client_version: ctx.clientVersion,
    ...ctx.device,
    country: ctx.location?.country,
    province: ctx.location?.province,
    city: ctx.location?.city,
    platform: PLATFORM,
    source_spm: ctx.sourceSpm ?? undefined,
    experiment_id: ctx.experimentId || undefined,
  };
  for (const key of PASS_THROUGH) fields[key] = str(input[key]);
  const event = {} as TrackEvent;
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') (event as Record<string, string>)[k] = v;
  return { beacon: beaconOf(input.kind), event };
}

/** The query string of one event (SPEC §7: the fields in the query string). */
export function eventQuery(event: TrackEvent): string {
  return new URLSearchParams(event as Record<string, string>).toString();
}
