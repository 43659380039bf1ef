import type { BrowserContext } from '@playwright/test';
import { bucket, groupDef } from '../../../backend/src/services/groups';

/**
 * Experiment groups for e2e: the reference API assigns groups by a stable hash of the device id
 * (backend/src/services/groups.ts), so a test picks a device id whose raw API values are the
 * ones it wants and hands it to the browser as the proxy's device cookie. Raw values, before the
 * site's inversion rule (upgradeSimilarSearch raw '0' is the upgraded search).
 */
export function deviceFor(raw: Record<string, string>, prefix = 'e2edev'): string {
  for (let i = 0; i < 100_000; i++) {
    const id = `${prefix}${i.toString(36).padStart(4, '0')}`;
    if (Object.entries(raw).every(([name, value]) => bucket(id, name, groupDef(name).variants) === value)) return id;
  }
  throw new Error(`no device id for ${JSON.stringify(raw)}`);
}

/** Sets the device cookie (and the kept device uuid) for a host before the first page load. */
export async function pinDevice(context: BrowserContext, baseURL: string, deviceId: string): Promise<void> {
  await context.addCookies([{ name: 'deviceId', value: deviceId, url: baseURL, sameSite: 'Lax' }]);
  await context.addInitScript((id) => {
    try {
      localStorage.setItem('deviceUuid', id);
    } catch {
      /* storage blocked: the cookie alone identifies the device */
    }
  }, deviceId);
}

/** The raw value that makes the similar search upgraded (inverted lookup: raw '0' → '1'). */
export const SIMILAR_UPGRADED_RAW = '0';
