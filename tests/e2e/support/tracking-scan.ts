/**
 * Every card tracked (issue 39), checked by the desktop screen sweep on localhost
 * (tests/e2e/screens-layout.spec.ts): on every route shape (scripts/lib/route-shapes.mjs), every link
 * to an item page (lib/content/item-href.ts itemOfHref) carries the tracking attributes itself or
 * sits inside an element that does (`[data-tk-id]`, components/tracking/attrs.ts), so its click
 * and exposure are sent. Not item cards: the page's own address, the site header and footer
 * (navigation, the same on every page), the breadcrumbs and the pagination (the page's own
 * place, not content offered to the visitor).
 */
export interface Link {
  href: string;
  tracked: boolean;
  where: string;
}

export function pageLinks(): Link[] {
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
