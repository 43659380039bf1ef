import { getCookie } from '@/lib/storage/cookies';
import { getIpLocation, reportLocation } from './api';
import type { IpLocation } from '@/lib/api/contract/system';
import { getItem, setItem } from '@/lib/storage';
import type { StoredIpLocation } from '@/lib/storage/keys';

/** SPEC §9: the location report goes 2000 ms after the location is known. */
export const LOCATION_REPORT_DELAY_MS = 2000;
/** A cached location older than this is looked up again (addresses change). */
export const LOCATION_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const TEST_IP_COOKIE = 'testIp';

export interface LocationDeps {
  now: () => number;
  deviceId: () => string | null;
  /** The testIp cookie (SPEC §3), or null. */
  testIp: () => string | null;
  lookup: () => Promise<IpLocation | null>;
  report: (loc: IpLocation, deviceId: string) => Promise<boolean>;
  read: () => StoredIpLocation | null;
  write: (loc: StoredIpLocation) => void;
  setTimer: (fn: () => void, ms: number) => unknown;
}

function fresh(stored: StoredIpLocation | null, deps: LocationDeps): boolean {
  if (!stored || typeof stored.ip !== 'string' || typeof stored.city !== 'string') return false;
  if ((stored.testIp ?? null) !== deps.testIp()) return false; // a tester changed the stand-in address
  return typeof stored.at === 'number' && deps.now() - stored.at < LOCATION_MAX_AGE_MS;
}

/**
 * SPEC §4 location: the cached addressIpData when fresh, else one GET {user-api}/address/ip,
 * kept in local storage; once known and not yet reported, the report follows 2 s later.
 * Every failure is ignored (SPEC §8): events then go without country/province/city.
 */
export async function resolveLocation(deps: LocationDeps): Promise<StoredIpLocation | null> {
  const cached = deps.read();
  let loc: StoredIpLocation;
  if (cached && fresh(cached, deps)) loc = cached;
  else {
    const found = await deps.lookup().catch(() => null);
    // A failed lookup is ignored (SPEC §8): a stale cached location still beats none.
    if (!found) return cached && typeof cached.city === 'string' ? cached : null;
    loc = { ip: found.ip, country: found.country, province: found.province, city: found.city, at: deps.now(), testIp: deps.testIp() };
    deps.write(loc);
  }
  const known = loc;
  if (!known.reportedAt) {
    deps.setTimer(() => {
      const device = deps.deviceId();
      if (!device) return;
      deps.report(known, device).then(
        (ok) => {
          if (ok) deps.write({ ...known, reportedAt: deps.now() });
        },
        () => undefined,
      );
    }, LOCATION_REPORT_DELAY_MS);
  }
  return known;
}

/** The browser's wiring of resolveLocation. */
export function browserLocationDeps(deviceId: () => string | null): LocationDeps {
  return {
    now: Date.now,
    deviceId,
    testIp: () => getCookie(TEST_IP_COOKIE) || null,
    lookup: async () => {
      const r = await getIpLocation();
      return r.ok ? r.data : null;
    },
    report: async (loc, device) => (await reportLocation({ deviceId: device, ip: loc.ip, country: loc.country, province: loc.province, city: loc.city })).ok,
    read: () => getItem('addressIpData'),
    write: (loc) => void setItem('addressIpData', loc),
    setTimer: (fn, ms) => setTimeout(fn, ms),
  };
}
