import type { IpLocation } from '@/lib/api/contract/system';
import type { StoredIpLocation } from '@/lib/storage/keys';
import { LOCATION_MAX_AGE_MS, LOCATION_REPORT_DELAY_MS, resolveLocation, type LocationDeps } from '@/components/tracking/location';

const HZ: IpLocation = { ip: '127.0.0.1', country: '中国', province: '浙江省', city: '杭州市' };
const NJ: IpLocation = { ip: '114.114.114.114', country: '中国', province: '江苏省', city: '南京市' };

function deps(over: Partial<LocationDeps> = {}) {
  let stored: StoredIpLocation | null = null;
  const lookup = jest.fn(async (): Promise<IpLocation | null> => HZ);
  const report = jest.fn(async () => true);
  const d: LocationDeps = {
    now: () => Date.now(),
    deviceId: () => 'dev_12345678',
    testIp: () => null,
    lookup,
    report,
    read: () => stored,
    write: (l) => {
      stored = l;
    },
    setTimer: (fn, ms) => setTimeout(fn, ms),
    ...over,
  };
  return { d, lookup, report, stored: () => stored, set: (s: StoredIpLocation | null) => (stored = s) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('IP location (SPEC §4)', () => {
  it('looks up once, caches in addressIpData and reports 2 s after it is known', async () => {
    const t = deps();
    const loc = await resolveLocation(t.d);
    expect(loc).toMatchObject(HZ);
    expect(t.stored()).toMatchObject({ ...HZ, at: expect.any(Number) });
    expect(t.report).not.toHaveBeenCalled();
    jest.advanceTimersByTime(LOCATION_REPORT_DELAY_MS - 1);
    expect(t.report).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(t.report).toHaveBeenCalledWith(expect.objectContaining(HZ), 'dev_12345678');
    await Promise.resolve();
    await Promise.resolve();
    expect(t.stored()!.reportedAt).toEqual(expect.any(Number));
    expect(LOCATION_REPORT_DELAY_MS).toBe(2000);

    // The next page: the cache answers, nothing is looked up or reported again.
    await resolveLocation(t.d);
    jest.advanceTimersByTime(5000);
    expect(t.lookup).toHaveBeenCalledTimes(1);
    expect(t.report).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed lookup (no location, no report, no error)', async () => {
    const t = deps({ lookup: async () => null });
    await expect(resolveLocation(t.d)).resolves.toBeNull();
    const thrown = deps({ lookup: async () => Promise.reject(new Error('down')) });
    await expect(resolveLocation(thrown.d)).resolves.toBeNull();
    jest.advanceTimersByTime(5000);
    expect(t.report).not.toHaveBeenCalled();
  });

  it('reports later when the earlier page closed before its report', async () => {
    const t = deps();
    t.set({ ...HZ, at: Date.now() });
    await resolveLocation(t.d);
    jest.advanceTimersByTime(LOCATION_REPORT_DELAY_MS);
    expect(t.lookup).not.toHaveBeenCalled();
    expect(t.report).toHaveBeenCalledTimes(1);
  });

  it('looks up again when the cache is a day old or the testIp cookie changed', async () => {
    const old = deps();
    old.set({ ...HZ, at: Date.now() - LOCATION_MAX_AGE_MS - 1, reportedAt: 1 });
    await resolveLocation(old.d);
    expect(old.lookup).toHaveBeenCalledTimes(1);

    const tester = deps({ testIp: () => '114.114.114.114', lookup: async () => NJ });
    tester.set({ ...HZ, at: Date.now(), reportedAt: 1, testIp: null });
    const loc = await resolveLocation(tester.d);
    expect(loc).toMatchObject(NJ);
    expect(tester.stored()).toMatchObject({ ...NJ, testIp: '114.114.114.114' });
  });

  it('keeps a stale cached location when the new lookup fails', async () => {
    const t = deps({ lookup: async () => null });
    t.set({ ...HZ, at: 1, reportedAt: 1 });
    await expect(resolveLocation(t.d)).resolves.toMatchObject(HZ);
  });
});
