import { request as apiRequest, type Page } from '@playwright/test';
// The one route-shape list, shared with `npm run screenshots` (scripts/screenshots.mjs).
import { HOSTS, resolveRouteShapes } from '../../../scripts/lib/route-shapes.mjs';
import { SITE_PORT } from './content';

export { HOSTS };
export type Shape = { name: string; path: string };

/** Every route shape's URL, found once per run on the default host (ids are the same on every host). */
let resolved: Promise<{ shapes: Shape[]; missing: string[] }> | undefined;
export function routeShapes(): Promise<{ shapes: Shape[]; missing: string[] }> {
  resolved ??= (async () => {
    const api = await apiRequest.newContext();
    try {
      return await resolveRouteShapes(`http://localhost:${SITE_PORT}`, async (url) => {
        const res = await api.get(url, { failOnStatusCode: false });
        return res.ok() ? res.text() : '';
      });
    } finally {
      await api.dispose();
    }
  })();
  return resolved;
}

export const hostUrl = (host: string, path: string) => `http://${host}:${SITE_PORT}${encodeURI(path)}`;

/** Opens a page and lets its client islands settle (a page that keeps polling still proceeds). */
export async function settle(page: Page, url: string) {
  const res = await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  return res;
}
