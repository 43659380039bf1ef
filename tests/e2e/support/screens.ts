import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pinyin } from 'pinyin-pro';
import { request as apiRequest, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { loginNewAccount, pickItem, publicFolder } from './account';
import { isLoopbackHost } from './crawl';
// The one route-shape list, shared with `npm run screenshots` (scripts/screenshots.mjs).
import { HOSTS, ROUTE_SHAPES, resolveRouteShapes } from '../../../scripts/lib/route-shapes.mjs';
import { SITE_PORT } from './content';
import { GIVEN, SURNAMES } from '../../../backend/src/domain/vocab';

export { HOSTS };
/**
 * The screen-wide sweeps (tests/e2e/screens-layout.spec.ts): every host once, each route shape
 * loaded once there for the layout checks and the Chinese scan together, at the width a channel's
 * readers use most: desktop on two hosts and phone on three, so every component is drawn at both. A sweep
 * is 53 page loads, 1.6–3 min of a 2-core machine: one per host, not one per host and width.
 */
export const SWEEPS = [
  { host: 'localhost', width: 'desktop' },
  { host: 'landscape.localhost', width: 'desktop' },
  { host: 'interior.localhost', width: 'phone' },
  { host: 'student.localhost', width: 'phone' },
  { host: 'rendering.localhost', width: 'phone' },
] as const;
export type Shape = { name: string; path: string };

/**
 * Every route shape's URL, found once per worker on the default host (ids are the same on every
 * host); a public collect folder is made by a fresh account.
 */
let resolved: Promise<{ shapes: Shape[]; missing: string[] }> | undefined;
export function routeShapes(browser: Browser): Promise<{ shapes: Shape[]; missing: string[] }> {
  resolved ??= (async () => {
    const api = await apiRequest.newContext();
    const context = await browser.newContext({ baseURL: `http://localhost:${SITE_PORT}` });
    try {
      const makers = {
        publicFolder: async () => {
          const page = await context.newPage();
          await loginNewAccount(page);
          const item = await pickItem(page, 'pin', false);
          return `/collectFolder/${await publicFolder(page, '客厅灵感合集', item.id)}`;
        },
      };
      // What each hub page last answered, so a missing shape says why (a 503 under load, or a page without the link).
      const answered = new Map<string, string>();
      const { shapes, missing } = await resolveRouteShapes(
        `http://localhost:${SITE_PORT}`,
        async (url) => {
          // A hub page rendered cold while the other worker loads the machine can answer 503 +
          // Retry-After (an API call missed the render's deadline): asked again, as a crawler
          // would, after 1, 2, 4 and 8 s. Which page it was differed from run to run.
          for (let attempt = 1; ; attempt++) {
            const res = await api.get(url, { failOnStatusCode: false }).catch(() => null);
            answered.set(url, res ? `${res.status()} after ${attempt} tries` : `no answer after ${attempt} tries`);
            if (res?.ok()) return res.text();
            if ((res && res.status() < 500) || attempt === 5) return '';
            await new Promise((resolve) => setTimeout(resolve, 1_000 * 2 ** (attempt - 1)));
          }
        },
        makers,
      );
      const why = (name: string) => {
        const shape = ROUTE_SHAPES.find((s) => s.name === name);
        const from = shape && 'from' in shape ? shape.from : [];
        return from.map((path) => `${path}: ${answered.get(`http://localhost:${SITE_PORT}${encodeURI(path)}`) ?? 'not asked'}`).join('; ');
      };
      return { shapes, missing: missing.map((name) => `${name} (${why(name) || 'not made'})`) };
    } finally {
      await context.close();
      await api.dispose();
    }
  })();
  return resolved;
}

/** SCREENS_ONLY=<regex> narrows a local run to some shapes (never set in npm test). */
export function only<T extends { name: string }>(shapes: T[]): T[] {
  const re = process.env.SCREENS_ONLY ? new RegExp(process.env.SCREENS_ONLY) : null;
  return re ? shapes.filter((s) => re.test(s.name)) : shapes;
}

export const hostUrl = (host: string, path: string) => `http://${host}:${SITE_PORT}${encodeURI(path)}`;

/**
 * A route shape in a fresh tab of `context`, settled. A fresh tab per shape, so no page's leftover
 * timer aborts the next page's load (the transfer page leaves for another site after its 3 s
 * countdown, and did under load) and a phone's zoom and scroll state does not carry over. On the
 * transfer page the way out is stopped, so a scan reads what a visitor reads, not a browser error
 * page (routing only there: a routed page loads without the HTTP cache).
 */
export async function openShape(context: BrowserContext, host: string, shape: Shape): Promise<Page> {
  const page = await context.newPage();
  if (shape.name === 'transfer') await page.route((url) => !isLoopbackHost(url.hostname), (route) => route.abort('aborted'));
  await settle(page, hostUrl(host, shape.path));
  return page;
}

/** Opens a page and lets its client islands settle (a page that keeps polling still proceeds). */
export async function settle(page: Page, url: string) {
  const res = await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  return res;
}

/**
 * The Latin words the catalogue itself carries — magazine, award, website and software names,
 * designers' Latin names, titles such as "Low-E玻璃" — read from the string literals of the
 * API's static tables and seed (backend/src/domain/**, backend/src/db/seed/**), the one source of
 * the catalogue's data. They are content, not interface text: the interface scan allows them and
 * nothing else.
 */
export function catalogueWords(): Set<string> {
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.(ts|json)$/.test(entry.name)) {
        const src = readFileSync(path, 'utf8');
        for (const lit of src.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g)) {
          for (const w of (lit[1] ?? lit[2] ?? lit[3] ?? '').matchAll(/[0-9]*[A-Za-z][A-Za-z0-9]*/g)) words.add(w[0].toLowerCase());
        }
      }
    }
  };
  for (const dir of ['backend/src/domain', 'backend/src/db/seed']) visit(join(process.cwd(), dir));
  // Chinese designers' Latin names are spelt from their names at seed time (seed/designers.ts
  // latinName: surname, then the given name as one word): every surname and given name it can make.
  const py = (s: string, surname = false) => (pinyin(s, { toneType: 'none', type: 'array', surname: surname ? 'head' : 'off', v: true }) as string[]).join('');
  for (const s of SURNAMES) words.add(py(s, true).toLowerCase());
  const given = GIVEN.map((g) => py(g).toLowerCase());
  for (const a of given) {
    words.add(a);
    for (const b of given) words.add(a + b);
  }
  return words;
}
