import type { StorageSchema } from '@/lib/storage';

/**
 * The VIP offer pop (vipOrderPop experiment). Our reading: value '1' shows a timed offer to a
 * logged-in member without VIP; '0' is the control (no pop). Shown at most once a day, after the
 * visitor has spent VIP_POP_DELAY_MS on a page; the offer's countdown runs VIP_POP_OFFER_MS from
 * its first showing that day.
 */
const VIP_POP_VALUE = '1';
export const VIP_POP_DELAY_MS = 8_000;
export const VIP_POP_OFFER_MS = 30 * 60_000;
export const VIP_POP_EVERY_MS = 24 * 60 * 60_000;

export type VipPopState = StorageSchema['vipOrderPop'];

interface VipPopInput {
  value: string | null;
  loggedIn: boolean;
  /** null while the VIP state is unknown. */
  hasVip: boolean | null;
  banned: boolean;
  path: string;
  stored: VipPopState | null;
  now: number;
}

/**
 * Pages where an offer would be in the way: the report, checkout results, and search results
 * (issue 35: on a phone the offer covered the results a visitor was scanning).
 */
const QUIET_PATHS = [/^\/editor(\/|$)/, /^\/reloadParentPage(\/|$)/, /^\/(searchCase|searchResult|AISearch|similarimg|fusePage)(\/|$)/];

/** Whether the pop may be scheduled now. Pure. */
export function shouldShowVipPop(i: VipPopInput): boolean {
  if (i.value !== VIP_POP_VALUE || !i.loggedIn || i.hasVip !== false || i.banned) return false;
  if (QUIET_PATHS.some((re) => re.test(i.path))) return false;
  const shownAt = i.stored?.shownAt;
  return !(typeof shownAt === 'number' && i.now - shownAt >= 0 && i.now - shownAt < VIP_POP_EVERY_MS);
}

/** The stored state after showing it now (a still-running offer keeps its end). */
export function markVipPopShown(stored: VipPopState | null, now: number): VipPopState {
  const endsAt = stored && stored.endsAt > now ? stored.endsAt : now + VIP_POP_OFFER_MS;
  return { shownAt: now, endsAt };
}

/** "29:59" for the countdown. */
export function countdownText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
