import dayjs, { type ConfigType } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { CHINA_OFFSET_MS, DAY_MS } from './china-clock';

dayjs.extend(utc);

/**
 * The last `count` days (default 30) as 'YYYY-MM-DD' in local time, oldest first, ending today.
 */
export function lastDays(count = 30, now: ConfigType = Date.now(), format = 'YYYY-MM-DD'): string[] {
  const today = dayjs(now).startOf('day');
  return Array.from({ length: count }, (_, i) => today.subtract(count - 1 - i, 'day').format(format));
}

export const last30Days = (now: ConfigType = Date.now()): string[] => lastDays(30, now);

/**
 * Day-remaining from a server timestamp (epoch ms, UTC): the server time plus 8 hours read as
 * UTC is the Beijing wall clock, so the result does not depend on the visitor's time zone.
 * Returns milliseconds left until Beijing midnight (in (0, 86 400 000]).
 */
export function dayRemainingMs(serverTime: number): number {
  const beijing = dayjs.utc(serverTime + CHINA_OFFSET_MS);
  return beijing.startOf('day').add(1, 'day').valueOf() - beijing.valueOf();
}

/**
 * Whole Beijing calendar days from the server's today to the day `until` falls on (0 = ends
 * today; negative = over). Uses the same +8 h reading as dayRemainingMs, so it does not depend on
 * the visitor's time zone.
 */
export function daysUntil(until: number, serverTime: number): number {
  const day = (t: number) => Math.floor((t + CHINA_OFFSET_MS) / DAY_MS);
  return day(until) - day(serverTime);
}

/** The Beijing calendar day of a server timestamp, 'YYYY-MM-DD'. */
export function serverDay(serverTime: number, format = 'YYYY-MM-DD'): string {
  return dayjs.utc(serverTime + CHINA_OFFSET_MS).format(format);
}

export { chinaDate, chinaDateTime } from './china-clock';
