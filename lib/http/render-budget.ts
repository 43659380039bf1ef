import { cache } from 'react';
import { apiRenderBudgetMs } from '@/lib/config';

/**
 * When this server render made its first API call. React's `cache()` is scoped to one request in a
 * server render (page, layout and metadata share it); outside a render (a route handler, a test)
 * it memoizes nothing, so each call starts a budget of its own.
 */
const firstCallAt = cache((): { at: number } => ({ at: Date.now() }));

/**
 * What is left of this render's API budget (API_RENDER_BUDGET_MS, default 2.5 s): a page's total
 * wait for the API, however many calls it makes one after another, so a hung API answers an
 * uncached page its 503 (no-store, noindex) in under 3 s instead of after every call's own timeout.
 */
export function renderBudgetLeftMs(): number {
  return firstCallAt().at + apiRenderBudgetMs() - Date.now();
}
