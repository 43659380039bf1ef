import dayjs, { type ConfigType, type OpUnitType } from 'dayjs';
import { z } from 'zod';

export const DATE_ORDER_ERROR = '开始日期不能晚于结束日期';

const isMissing = (x: ConfigType): boolean => x === null || x === undefined || x === '';

function parse(x: ConfigType): dayjs.Dayjs | null {
  if (isMissing(x)) return null;
  const d = dayjs(x);
  return d.isValid() ? d : null;
}

/**
 * SPEC §5 date-range check, inclusive at both ends. A missing or invalid date fails; a missing
 * bound leaves that side open. `unit` compares at that granularity (e.g. 'day').
 */
export function isDateInRange(date: ConfigType, start?: ConfigType, end?: ConfigType, unit?: OpUnitType): boolean {
  const d = parse(date);
  if (!d) return false;
  const s = parse(start ?? null);
  const e = parse(end ?? null);
  if (!isMissing(start ?? null) && !s) return false;
  if (!isMissing(end ?? null) && !e) return false;
  if (s && d.isBefore(s, unit)) return false;
  if (e && d.isAfter(e, unit)) return false;
  return true;
}

/**
 * SPEC §5 before/after check: passes when either date is missing; otherwise `before` must not
 * be after `after` (the same moment passes). An unparsable given date fails.
 */
export function isBeforeOrSame(before: ConfigType, after: ConfigType, unit?: OpUnitType): boolean {
  if (isMissing(before) || isMissing(after)) return true;
  const b = parse(before);
  const a = parse(after);
  if (!b || !a) return false;
  return !b.isAfter(a, unit);
}

const optionalDate = z.union([z.string(), z.number(), z.date()]).nullish();

/** A {start, end} pair for forms: either may be missing; when both are set start ≤ end. */
export const dateRangeSchema = z
  .object({ start: optionalDate, end: optionalDate })
  .refine((v) => isBeforeOrSame(v.start, v.end), { message: DATE_ORDER_ERROR, path: ['end'] });

/** A day filter of a list: 'YYYY-MM-DD' bounds, either may be empty (open). */
export interface DayRange {
  start: string;
  end: string;
}

/** SPEC §5 before/after check of a filter's bounds: the message to show, or null when usable. */
export function dayRangeError(range: DayRange): string | null {
  return isBeforeOrSame(range.start, range.end, 'day') ? null : DATE_ORDER_ERROR;
}

/**
 * The rows whose day (`dayOf`, 'YYYY-MM-DD') lies in the range, SPEC §5 date-range check
 * (inclusive at both ends, an empty bound open). A range that fails the before/after check
 * filters nothing: the form shows its message instead of an empty list.
 */
export function withinDays<T>(rows: readonly T[], dayOf: (row: T) => string, range: DayRange): readonly T[] {
  if ((!range.start && !range.end) || dayRangeError(range)) return rows;
  return rows.filter((r) => isDateInRange(dayOf(r), range.start || undefined, range.end || undefined, 'day'));
}
