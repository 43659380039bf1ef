import type { ConfigType } from 'dayjs';

/**
 * SPEC §9 time labels. `now` defaults to the local clock; pass server "now" where it matters.
 * Plain epoch arithmetic, no dayjs at run time: these ship in every list's client bundle
 * (TimeAgo), and dayjs would add ~3 KB gzipped to each first load for a subtraction.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const JUST_UPDATED = '刚刚更新';

/** Epoch ms of a number, Date, date string or Dayjs; NaN when it is none of them. */
function toMs(x: ConfigType): number {
  if (typeof x === 'number') return x;
  if (typeof x === 'string') return Date.parse(x);
  if (typeof x === 'object' && x !== null) return Number(x.valueOf());
  return NaN;
}

function elapsedMs(time: ConfigType, now: ConfigType): number | null {
  const t = toMs(time);
  const n = toMs(now);
  if (!Number.isFinite(t) || !Number.isFinite(n)) return null;
  return n - t;
}

/**
 * Relative-update label: under 1 minute '刚刚更新' (a slightly future time, clock skew, too),
 * under 1 hour 'N分钟前', under 3 days (72 h) 'N小时前', else ''. N is floored.
 */
export function relativeUpdateLabel(time: ConfigType, now: ConfigType = Date.now()): string {
  const ms = elapsedMs(time, now);
  if (ms === null) return '';
  if (ms < MINUTE) return JUST_UPDATED;
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}分钟前`;
  if (ms < 72 * HOUR) return `${Math.floor(ms / HOUR)}小时前`;
  return '';
}

/**
 * Hours-ago label: whole hours elapsed (floored, like dayjs diff) up to 72 → 'N小时前';
 * then under 168 hours 'N天前' (floored days); then ''. Future or invalid times give ''.
 */
export function hoursAgoLabel(time: ConfigType, now: ConfigType = Date.now()): string {
  const ms = elapsedMs(time, now);
  if (ms === null || ms < 0) return '';
  const hours = Math.floor(ms / HOUR);
  if (hours <= 72) return `${hours}小时前`;
  if (hours < 168) return `${Math.floor(hours / 24)}天前`;
  return '';
}

/** Recent: under 168 hours old (a future time counts as recent). Invalid: false. */
export function isRecent(time: ConfigType, now: ConfigType = Date.now()): boolean {
  const ms = elapsedMs(time, now);
  return ms !== null && ms < 168 * HOUR;
}
