import { chinaDate, DAY_MS } from '@/lib/time/china-clock';
import { MAX_PAGE } from './pagination';

export interface DayUpdateParams {
  /** null: the latest day (the plain /dayUpdate). */
  date: string | null;
  page: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
function isDateString(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

/**
 * /dayUpdate, /dayUpdate/{date}, /dayUpdate/{date}/{page ≥ 2}; anything else → null (404).
 * Whether the date is one of the 30 listed days is checked against the API's list.
 */
export function parseDayUpdateSlug(slug: readonly string[] | undefined): DayUpdateParams | null {
  if (!slug || slug.length === 0) return { date: null, page: 1 };
  if (slug.length > 2 || !isDateString(slug[0])) return null;
  if (slug.length === 1) return { date: slug[0], page: 1 };
  if (!/^[1-9]\d{0,3}$/.test(slug[1])) return null;
  const page = Number(slug[1]);
  return page >= 2 && page <= MAX_PAGE ? { date: slug[0], page } : null;
}

export function dayUpdatePath(date: string | null, page = 1): string {
  if (!date) return '/dayUpdate';
  return page > 1 ? `/dayUpdate/${date}/${page}` : `/dayUpdate/${date}`;
}

/** '今天', '昨天', '前天', else '11月19日' — relative to the first (newest) day of the API's list. */
export function dayLabel(date: string, today: string): string {
  const diff = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
  if (diff === 0) return '今天';
  if (diff === 1) return '昨天';
  if (diff === 2) return '前天';
  const m = DATE.exec(date);
  return m ? `${Number(m[2])}月${Number(m[3])}日` : date;
}


/**
 * Whether a date is one of the last `days` days in China time (the API's 30-day list), checked
 * without a request so a wrong date is a 404 before the page streams. One day of slack either
 * side absorbs a clock difference around midnight; the API's own list decides the rest.
 */
export function isWithinDays(date: string, now: number = Date.now(), days = 30): boolean {
  if (!isDateString(date)) return false;
  const newest = chinaDate(now + DAY_MS);
  const oldest = chinaDate(now - days * DAY_MS);
  return date >= oldest && date <= newest;
}
