import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { StoredTrackEvent } from '../../../lib/api/contract/tracking';
import { CHANNEL_CODES, beaconOf } from '../../../components/tracking/channel-table';
import type { TrackKind } from '../../../components/tracking/types';
import { pinDevice } from './groups';

// Behaviour tracking in e2e: each test pins its own device id, so the API's test read-back
// (GET /test/trackEvents?device_id=) shows exactly the events this browser sent.
const API = `http://localhost:${process.env.API_PORT ?? 4000}`;
/** Events are batched (1 s) and wait up to 3 s for the groups and the location. */
export const ARRIVAL = { timeout: 20_000, intervals: [500, 1000] };

export async function trackedDevice(context: BrowserContext, baseURL: string): Promise<string> {
  const id = `e2etrk${Math.random().toString(36).slice(2, 12)}`;
  await pinDevice(context, baseURL, id);
  return id;
}

export async function events(page: Page, deviceId: string, type?: string): Promise<StoredTrackEvent[]> {
  const q = new URLSearchParams({ device_id: deviceId, limit: '2000', ...(type ? { bhv_type: type } : {}) });
  const res = await page.request.get(`${API}/test/trackEvents?${q}`);
  return ((await res.json()) as { data: StoredTrackEvent[] }).data;
}

/** Waits until events of a type matching `match` arrived; returns them. */
export async function arrived(page: Page, deviceId: string, type: string, match: (e: StoredTrackEvent) => boolean = () => true, min = 1): Promise<StoredTrackEvent[]> {
  let got: StoredTrackEvent[] = [];
  await expect
    .poll(async () => {
      got = (await events(page, deviceId, type)).filter(match);
      return got.length;
    }, ARRIVAL)
    .toBeGreaterThanOrEqual(min);
  return got;
}

const KIND_OF_CODE = new Map<string, TrackKind>();
for (const [kind, code] of Object.entries(CHANNEL_CODES) as [TrackKind, number][]) if (!KIND_OF_CODE.has(String(code))) KIND_OF_CODE.set(String(code), kind);

/** The beacon SPEC §7 sends an event with this goods_type to. */
export const beaconOfCode = (code: string | undefined) => beaconOf(code === undefined ? undefined : KIND_OF_CODE.get(code));

/** The fields every event carries, with real values from this browser and the API. */
export function expectCommonFields(e: StoredTrackEvent, deviceId: string, label: RegExp) {
  expect(e.event_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(e.device_id).toBe(deviceId);
  expect(e.platform).toBe('WEB');
  expect(e.client_version).toMatch(/^\d+\.\d+\.\d+/);
  expect(e.os).toBe('Linux');
  expect(e.device_model).toBeTruthy();
  expect(e.network).toBeTruthy();
  expect(Number(e.bhv_time_ms)).toBeGreaterThan(Date.now() - 10 * 60_000);
  expect(e.bhv_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect(e.spm).toMatch(label);
  // The reference API places loopback in Hangzhou (GET /address/ip).
  expect([e.country, e.province, e.city]).toEqual(['中国', '浙江省', '杭州市']);
  expect(e.experiment_id).toMatch(/newerHomeCutUser:\d/);
  expect(e.beacon).toBe(beaconOfCode(e.goods_type));
  if (e.goods_type !== undefined) expect([e.doc_type, e.st]).toEqual([e.goods_type, e.goods_type]);
}
