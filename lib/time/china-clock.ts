/*
 * China-time dates and clocks by plain epoch arithmetic, without dayjs: these are imported by
 * client islands on every page (TimeAgo, the upload banner), and lib/time/days.ts loads dayjs
 * with a plugin as a side effect, which would put both in every first load.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** China Standard Time has no daylight saving: a fixed +8 h. */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

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
