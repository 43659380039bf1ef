import { cache } from 'react';
import { apiRenderBudgetMs } from '@/lib/config';

/**
 * This server render's wait for the API. React's `cache()` is scoped to one request in a server
 * render (page, layout and metadata share it); outside a render (a route handler, a test) it
 * memoizes nothing, so each call has a budget of its own.
 */
const waitClock = cache((): { waited: number; inFlight: number; since: number } => ({ waited: 0, inFlight: 0, since: 0 }));

/**
 * What is left of this render's API budget (API_RENDER_BUDGET_MS, default 2.5 s): the time the
 * render has spent waiting for API answers, however many calls it makes (calls in parallel count
 * once), so a hung API answers an uncached page its 503 (no-store, noindex) in under 3 s instead
 * of after every call's own timeout. Rendering between calls is not counted: on a loaded machine
 * a healthy API is not cut off for the site's own CPU time.
 */
export function renderBudgetLeftMs(now = Date.now()): number {
  const c = waitClock();
  return apiRenderBudgetMs() - c.waited - (c.inFlight > 0 ? now - c.since : 0);
}

/** Counts the wait for one API call against the render's budget. */
export async function awaitingApi<T>(call: Promise<T>): Promise<T> {
  const c = waitClock();
  if (c.inFlight++ === 0) c.since = Date.now();
  try {
    return await call;
  } finally {
    if (--c.inFlight === 0) c.waited += Date.now() - c.since;
  }
}
