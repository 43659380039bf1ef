import { getServerTime } from '@/lib/api/time';

/** SPEC §8: shown when the server time is unusable. */
export const SERVER_TIME_ERROR = '获取服务器时间失败';

/** The client's view of the server clock. */
interface ServerClock {
  /** Server time at the moment the answer arrived: its value plus half the round trip. 0 when unknown. */
  serverTime: number;
  /** serverTime minus the local clock at that moment; add to Date.now() for server "now". */
  offset: number;
}

/** SPEC §4/§8 fallback: server time 0, offset 0 (so "now" is the local time). */
export const FALLBACK_CLOCK: ServerClock = Object.freeze({ serverTime: 0, offset: 0 });

/** SPEC §4: add half the round trip to the server's time, keep the offset to the local clock. */
export function clockFromSample(serverTime: number, sentAt: number, receivedAt: number): ServerClock {
  const roundTrip = Math.max(0, receivedAt - sentAt);
  const adjusted = serverTime + roundTrip / 2;
  return { serverTime: adjusted, offset: adjusted - receivedAt };
}

/** Current server time from a kept offset. */
export function serverNow(offset: number, localNow: number = Date.now()): number {
  return localNow + offset;
}

/** One measured call; throws Error(SERVER_TIME_ERROR) when the answer is unusable (SWR fetcher). */
export async function loadServerClock(clock: () => number = Date.now): Promise<ServerClock> {
  const sentAt = clock();
  const res = await getServerTime();
  const receivedAt = clock();
  if (!res.ok) throw new Error(SERVER_TIME_ERROR);
  return clockFromSample(res.data, sentAt, receivedAt);
}

/** Never-throwing form for server code: the fallback clock on any failure. */
export async function fetchServerClock(clock: () => number = Date.now): Promise<ServerClock & { ok: boolean }> {
  try {
    return { ...(await loadServerClock(clock)), ok: true };
  } catch {
    return { ...FALLBACK_CLOCK, ok: false };
  }
}
