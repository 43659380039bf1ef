import dayjs, { type ConfigType } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

const DAY_MS = 24 * 60 * 60 * 1000;
/** China Standard Time has no daylight saving: a fixed +8 h. */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

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

/** "2026-11-21": the China-time calendar day of an epoch-ms time ('' for a missing time). */
export function chinaDate(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** "14:05": the China-time wall clock of an epoch-ms time ('' for a missing time). */
export function chinaTime(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(11, 16);
}

/** "2026-11-21 08:05:09": the China-time date and time of an epoch-ms time ('' for a missing time). */
export function chinaDateTime(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export { DAY_MS };
