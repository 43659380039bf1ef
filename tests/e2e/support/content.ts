import { expect, type Locator, type Page } from '@playwright/test';

/** The e2e site port; other channels are reached on their own *.localhost host. */
export const SITE_PORT = process.env.E2E_SITE_PORT ?? '3100';
export const on = (channel: string, path: string) => `http://${channel}.localhost:${SITE_PORT}${path}`;
/** localhost is the architecture channel; interior is the second channel every screen is checked on. */
export const CHANNELS = [
  { name: 'architecture', url: (path: string) => path },
  { name: 'interior', url: (path: string) => on('interior', path) },
] as const;

export const cards = (scope: Page | Locator) => scope.locator('[data-testid="item-card"]');
export const waterfallCards = (page: Page) => page.locator('[data-testid="waterfall"] [data-testid="item-card"]');

/**
 * Waits until React owns `el` (hydrated, its effects about to run): a click before that takes the
 * server HTML's own way (a viewer link opens the raw picture in a new tab), which a reader on a
 * slow phone gets too, but a test of the interactive way must not race.
 */
export async function untilHydrated(el: Locator) {
  await expect.poll(() => el.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__reactProps')))).toBe(true);
}

/** Goes to a path, expects a 200 with real content on the channel's host. */
export async function open(page: Page, url: string, channel?: string) {
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
  if (channel) await expect(page.locator('html')).toHaveAttribute('data-channel', channel);
  await expect(page.locator('h1').first()).not.toBeEmpty();
  return res!;
}

/** Cards render a real title, a linked item page and a picture with its size. */
export async function expectRealCards(scope: Page | Locator, min = 1) {
  const list = cards(scope);
  await expect(list.first()).toBeVisible();
  expect(await list.count()).toBeGreaterThanOrEqual(min);
  const first = list.first();
  await expect(first.locator('h2, h3, h4')).not.toBeEmpty();
  await expect(first.locator('a').first()).toHaveAttribute('href', /^\/(detail|detail_news|artDesignDetail|productDesign|materialDetail|periodicalDetail|magazineDetail|awardsDetail|publicAccount|recommandList|jhy|bk|tranferPage)\//);
  const img = first.locator('img');
  await expect(img).toHaveAttribute('width', /^\d+$/);
  await expect(img).toHaveAttribute('srcset', /format,webp/);
}

/** Every JSON-LD block on the page, parsed; the raw text never contains '<'. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const raw = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const r of raw) expect(r).not.toContain('<');
  return raw.flatMap((r) => {
    const v = JSON.parse(r) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(v) ? v : [v];
  });
}

export async function canonicalPath(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href).toBeTruthy();
  return decodeURI(new URL(href!).pathname);
}

/** Hrefs of a chip row, in order. */
export async function chipLabels(nav: Locator): Promise<string[]> {
  return (await nav.locator('a').allTextContents()).map((t) => t.replace(/\d+$/, '').trim());
}

export async function expectNotFound(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
}
