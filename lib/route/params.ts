import { isChannel, type Channel } from '@/lib/channel/hosts';

/**
 * Strict parsing of route parameters. Every editorial route turns its segment into numbers
 * here; anything that is not exactly the documented form (leading zeros, signs, spaces,
 * exponents, extra parts, ids past the API's 2^31-1) is null and the page answers 404.
 */

export const MAX_ID = 2_147_483_647;
export { MAX_PAGE, pageCount, pagePath, parsePageSegment } from '@/lib/content/pagination';

const POSITIVE = /^[1-9]\d{0,9}$/;
const NON_NEGATIVE = /^(?:0|[1-9]\d{0,9})$/;

/** A positive id (1 … 2^31-1) written in canonical decimal. */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !POSITIVE.test(raw)) return null;
  const n = Number(raw);
  return n <= MAX_ID ? n : null;
}

/** 0 or a positive id (0 = "all" for category filters). */
export function parseIdOrZero(raw: string | undefined): number | null {
  if (raw === '0') return 0;
  return parseId(raw);
}

/** Exactly `size` non-negative integers joined by underscores (SPEC §2 path shapes). */
export function parseNumberParts(raw: string | undefined, size: number): number[] | null {
  if (raw === undefined) return null;
  const parts = raw.split('_');
  if (parts.length !== size || !parts.every((p) => NON_NEGATIVE.test(p))) return null;
  const nums = parts.map(Number);
  return nums.every((n) => n <= MAX_ID) ? nums : null;
}

/** The [channel] segment; proxy.ts only ever rewrites to a known channel, anything else is 404. */
export function parseChannel(raw: string | undefined): Channel | null {
  return isChannel(raw) ? raw : null;
}
