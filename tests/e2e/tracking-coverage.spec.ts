import { expect, test } from '@playwright/test';
import { itemOfHref } from '../../lib/content/item-href';
import { isLoopbackHost } from './support/crawl';
import { hostUrl, only, routeShapes, settle } from './support/screens';

/**
 * Every card tracked (issue 39): on every route shape (scripts/lib/route-shapes.mjs), every link
 * to an item page (lib/content/item-href.ts itemOfHref) carries the tracking attributes itself or
 * sits inside an element that does (`[data-tk-id]`, components/tracking/attrs.ts), so its click
 * and exposure are sent. Not item cards: the page's own address, the site header and footer
 * (navigation, the same on every page), the breadcrumbs and the pagination (the page's own
 * place, not content offered to the visitor).
 */
interface Link {
  href: string;
  tracked: boolean;
  where: string;
}

function pageLinks(): Link[] {
  const out: Link[] = [];
  for (const a of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    if (a.origin !== location.origin || a.closest('header, footer, nav[aria-label="面包屑"], [data-testid="pagination"]')) continue;
    if (a.pathname === location.pathname) continue;
    const box = a.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue; // not shown (a closed menu, a template)
    const section = a.closest('[data-tk-area], section[aria-label], nav[aria-label], [data-testid]');
    out.push({
      href: decodeURI(a.pathname),
      tracked: !!a.closest('[data-tk-id]'),
      where: section?.getAttribute('data-tk-area') ?? section?.getAttribute('aria-label') ?? section?.getAttribute('data-testid') ?? a.parentElement?.tagName ?? '',
    });
  }
  return out;
}

test('a route-shape crawl finds no item link without its tracking attributes', async ({ context, browser }) => {
  // About 50 pages, each let settle: minutes on a loaded machine.
  test.setTimeout(600_000);
  const { shapes, missing } = await routeShapes(browser);
  expect(missing, 'route shapes whose page was not found by its link').toEqual([]);
  const findings: string[] = [];
  let items = 0;
  for (const shape of only(shapes)) {
    const page = await context.newPage();
    if (shape.name === 'transfer') await page.route((url) => !isLoopbackHost(url.hostname), (route) => route.abort('aborted'));
    await settle(page, hostUrl('localhost', shape.path));
    for (const link of await page.evaluate(pageLinks)) {
      if (!itemOfHref(link.href)) continue;
      items++;
      if (!link.tracked) findings.push(`${shape.name} ${shape.path} — ${link.href} in ${link.where}`);
    }
    await page.close();
  }
  const unique = [...new Set(findings)];
  await test.info().attach('untracked item links', { body: unique.join('\n'), contentType: 'text/plain' });
  expect(unique, unique.slice(0, 40).join('\n')).toEqual([]);
  // Not vacuous: the walk saw the item links of the lists and homes.
  expect(items).toBeGreaterThan(shapes.length * 5);
});
