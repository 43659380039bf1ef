import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTE_SHAPES } from '../../scripts/lib/route-shapes.mjs';
import { itemOfHref } from '../../lib/content/item-href';
import { allowed, latinWords } from './support/chinese-scan';
import { floatingFindings, layoutFindings } from './support/layout-scan';
import { HOSTS, hostUrl, openShape, only, routeShapes, settle, SWEEPS } from './support/screens';
import { pageLinks } from './support/tracking-scan';

// Issue 19: nothing overlaps, nothing is cut without an ellipsis, and the interface is Chinese —
// every route shape on every channel host, one sweep per host (SWEEPS: desktop on two hosts,
// 390 px on three). Each visible interactive element and badge is scrolled into view and must be
// what the browser hits at its centre (elementFromPoint); every box that clips its text must end
// it with an ellipsis (text-overflow on a block box, or a line clamp). The checks themselves are
// tests/e2e/support/layout-scan.ts. Each sweep also runs issue 19's Chinese scan
// (tests/e2e/support/chinese-scan.ts) on the same page loads, and on localhost issue 39's check
// that every item link is tracked (tests/e2e/support/tracking-scan.ts). One test per host, each
// free to run on either worker (parallel mode), so the sweeps do not queue up behind one another.
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

const VIEWPORTS = {
  desktop: { width: 1366, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

test('the route-shape list names every screen of app/[channel], and the sweeps cover every host', () => {
  // Not screens: the editors' report (role-gated), the home experiment's internal rewrite target,
  // machine files, and the catch-all (the not-found shape covers it).
  const NOT_SCREENS = new Set(['_controllers', '[[...rest]]', 'editor', 'homeVariant', 'sitemaps', 'robots.txt', 'sitemap.xml']);
  const routes = readdirSync(join(process.cwd(), 'app/[channel]'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !NOT_SCREENS.has(e.name))
    .map((e) => e.name.replace(/\.html$/, ''));
  const MADE: Record<string, string> = { publicFolder: '/collectFolder' };
  const named = ROUTE_SHAPES.map((s) => ('path' in s ? s.path : 'made' in s ? (MADE[s.made] ?? '') : s.link.replace(/^\^/, '').replace(/\\/g, '')));
  const unnamed = routes.filter((r) => !named.some((p) => p.startsWith(`/${r}`)));
  expect(unnamed).toEqual([]);
  expect(SWEEPS.map((s) => s.host).sort()).toEqual([...HOSTS].sort());
  expect(new Set(SWEEPS.map((s) => s.width))).toEqual(new Set(['desktop', 'phone']));
});

for (const { host, width } of SWEEPS) {
  const vp = VIEWPORTS[width];
  const desktop = width === 'desktop';
  const tracking = host === 'localhost';
  test(`nothing overlaps and nothing is cut without an ellipsis at ${vp.width} px on ${host}; every route shape speaks Chinese${tracking ? '; every item link is tracked' : ''}`, async ({ browser }) => {
    const { shapes, missing } = await routeShapes(browser);
    expect(missing, 'route shapes whose page was not found by its link').toEqual([]);
    const context = await browser.newContext({ viewport: vp, isMobile: !desktop, hasTouch: !desktop, locale: 'zh-CN' });
    const findings: string[] = [];
    const words: string[] = [];
    const untracked: string[] = [];
    let items = 0;
    for (const shape of only(shapes)) {
      const page = await openShape(context, host, shape);
      // The elevator mounts after the load, once the page is idle.
      await page.getByTestId('elevator').waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
      // The reading checks first: the layout checks scroll the page.
      for (const { word, where } of await page.evaluate(latinWords)) if (!allowed(word)) words.push(`${shape.name} ${shape.path} — "${word}" in ${where}`);
      if (tracking) {
        for (const link of await page.evaluate(pageLinks)) {
          if (!itemOfHref(link.href)) continue;
          items++;
          if (!link.tracked) untracked.push(`${shape.name} ${shape.path} — ${link.href} in ${link.where}`);
        }
      }
      for (const f of await page.evaluate(floatingFindings)) findings.push(`${host} ${shape.name} ${shape.path} — ${f}`);
      for (const f of await page.evaluate(layoutFindings, 'body')) findings.push(`${host} ${shape.name} ${shape.path} — ${f}`);
      await page.close();
    }
    await context.close();
    const report = async (name: string, list: string[]) => {
      const unique = [...new Set(list)];
      await test.info().attach(name, { body: unique.join('\n'), contentType: 'text/plain' });
      expect.soft(unique, `${name}:\n${unique.slice(0, 40).join('\n')}`).toEqual([]);
    };
    await report('layout findings', findings);
    await report('latin words', words);
    if (tracking) {
      await report('untracked item links', untracked);
      // Not vacuous: the walk saw the item links of the lists and homes.
      expect.soft(items, 'item links seen').toBeGreaterThan(shapes.length * 5);
    }
  });
}

// The header at the widths between the two above, where its one-row and two-row layouts meet:
// at 1280 and 1440 px the search form once ran under the search tools (its button wrapped to
// 搜/索). Checked for a visitor (登录 / 注册); a member's avatar is narrower, and the member's
// name beside it shows only above 1440 px.
test('the header holds together at every width from a tablet to a wide desktop', async ({ browser }) => {
  const findings: string[] = [];
  for (const width of [768, 1024, 1279, 1280, 1366, 1439, 1440, 1920]) {
    const context = await browser.newContext({ viewport: { width, height: 600 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await settle(page, hostUrl('localhost', '/'));
    for (const f of await page.evaluate(layoutFindings, 'header')) findings.push(`${width} px — ${f}`);
    const box = await page.getByRole('combobox', { name: '搜索关键词' }).boundingBox();
    if (!box || box.width < 120) findings.push(`${width} px — the search input is ${Math.round(box?.width ?? 0)} px wide`);
    // Each piece of the bar holds its content (the search form spilled 57 px past its slot), and
    // the search button's label stays on one line.
    const spills = await page.evaluate(() =>
      [...document.querySelectorAll('header .container > *')].flatMap((el) => (el.scrollWidth > el.clientWidth + 1 ? [`${el.className}: ${el.scrollWidth} px of content in ${el.clientWidth} px`] : [])),
    );
    for (const spill of spills) findings.push(`${width} px — ${spill}`);
    const lines = await page.getByRole('banner').getByRole('button', { name: '搜索', exact: true }).evaluate((b) => {
      const range = document.createRange();
      range.selectNodeContents(b);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    if (lines !== 1) findings.push(`${width} px — the search button's label takes ${lines} lines`);
    await context.close();
  }
  expect(findings, findings.join('\n')).toEqual([]);
});
