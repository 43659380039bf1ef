/**
 * The user id that behaviour-tracking events carry (SPEC §3 `user_id`). Beacons read it from
 * here; login sets it, logout resets it (SPEC §4), and listeners (e.g. a third-party analytics
 * SDK) hear about each change through the `analytics:user` window event.
 */
let current: string | null = null;

export const ANALYTICS_USER_EVENT = 'analytics:user';

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(ANALYTICS_USER_EVENT, { detail: { userId: current } }));
}

export function analyticsUserId(): string | null {
  return current;
}

export function setAnalyticsUser(accountId: number | string): void {
  const next = String(accountId);
  if (next === current) return;
  current = next;
  announce();
}

export function resetAnalyticsUser(): void {
  current = null;
  announce();
}
