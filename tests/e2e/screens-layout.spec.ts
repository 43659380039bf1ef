import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTE_SHAPES } from '../../scripts/lib/route-shapes.mjs';
import { hostUrl, only, routeShapes, settle } from './support/screens';

// Issue 19: nothing overlaps, nothing is cut without an ellipsis — every route shape at 1366 px
// and at 390 px. Each visible interactive element and badge is scrolled into view and must be
// what the browser hits at its centre (elementFromPoint); every box that clips its text must end
// it with an ellipsis (text-overflow on a block box, or a line clamp).
test.describe.configure({ timeout: 600_000 });

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const HOSTS_CHECKED = ['localhost', 'interior.localhost'];

/** In the page (or the part `scope` selects): the covered controls and badges, and the text cut without an ellipsis. */
function layoutFindings(scope?: string): string[] {
  const found: string[] = [];
  const root = (scope && document.querySelector(scope)) || document.body;
  const label = (el: Element) => {
    const cls = typeof el.className === 'string' ? el.className.split(/\s+/)[0] : '';
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}"`;
  };
  const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  // 0. Nothing is wider than the screen (a phone would zoom the whole page out).
  const overflow = document.documentElement.scrollWidth - innerWidth;
  if (overflow > 1) found.push(`the page is ${overflow} px wider than the screen`);

  // 1. Covered: interactive elements and badges, each at its centre after scrolling it into view.
  const TARGETS =
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], [tabindex="0"], [class*="badge"], [data-testid="similar-score"], [data-testid="channel-name"]';
  for (const el of root.querySelectorAll<HTMLElement>(TARGETS)) {
    if (!visible(el) || el.closest('[aria-hidden="true"], [inert]')) continue;
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const r = el.getBoundingClientRect();
    // Visually hidden helpers (skip links, screen-reader text) are 1 px boxes.
    if (r.width < 4 || r.height < 4) continue;
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    // A badge may ignore the pointer; it must still be on top.
    const pe = el.style.pointerEvents;
    el.style.pointerEvents = 'auto';
    const top = document.elementFromPoint(x, y);
    el.style.pointerEvents = pe;
    if (!top || top === el || el.contains(top)) continue;
    // A label wrapping its own control, or a control inside a link-like wrapper, is the same target.
    if (top.contains(el) && getComputedStyle(el).pointerEvents !== 'none') continue;
    const t = top.getBoundingClientRect();
    found.push(`covered: ${label(el)} at ${Math.round(x)},${Math.round(y)} under ${label(top)} (${Math.round(t.left)},${Math.round(t.top)} ${Math.round(t.width)}×${Math.round(t.height)}; scroll ${Math.round(scrollX)},${Math.round(scrollY)} of ${innerWidth}×${innerHeight})`);
  }
  window.scrollTo(0, 0);

  // 2. Cut: a box that clips (overflow hidden/clip) with text reaching past its edge.
  const range = document.createRange();
  for (const el of root.querySelectorAll<HTMLElement>('*')) {
    const cs = getComputedStyle(el);
    const clipX = cs.overflowX === 'hidden' || cs.overflowX === 'clip';
    const clipY = cs.overflowY === 'hidden' || cs.overflowY === 'clip';
    if (!clipX && !clipY) continue;
    if (el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1) continue;
    if (!visible(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width < 4 || box.height < 4) continue;
    const ellipsis = cs.textOverflow === 'ellipsis' && !/flex|grid/.test(cs.display);
    const clamped = cs.webkitLineClamp !== 'none' && cs.webkitLineClamp !== '';
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.trim() || !n.parentElement || !visible(n.parentElement)) continue;
      // Screen-reader-only text lives in its own clipped box.
      if (n.parentElement !== el && n.parentElement.getBoundingClientRect().width < 4) continue;
      range.selectNodeContents(n);
      const t = range.getBoundingClientRect();
      if (t.width === 0) continue;
      const pastX = clipX && (t.right > box.right + 1 || t.left < box.left - 1);
      const pastY = clipY && (t.bottom > box.bottom + 1 || t.top < box.top - 1);
      if ((pastX && !ellipsis) || (pastY && !clamped && !(ellipsis && cs.whiteSpace === 'nowrap'))) {
        found.push(`cut: ${label(el)} clips "${n.textContent.trim().slice(0, 30)}" without an ellipsis`);
        break;
      }
    }
  }
  return found;
}

/**
 * Issue 35: the floating elevator (浏览记录 / 回到顶部) covered 已支付, 查看更多 ›, card titles. Down the
 * whole page, viewport by viewport: nothing the visitor reads or presses lies under its buttons
 * (a control, or text, at any of 3×3 points of each button). Synchronous, so the elevator stays as
 * it rests (a phone's is tucked to its tab).
 */
function floatingFindings(): string[] {
  const found: string[] = [];
  const stack = document.querySelector('[data-testid="elevator"]');
  if (!stack) return ['the elevator is not on the page'];
  const TARGETS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"]';
  const label = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
  const textAt = (el: Element, x: number, y: number) => {
    const range = document.createRange();
    for (const n of el.childNodes) {
      if (n.nodeType !== Node.TEXT_NODE || !n.textContent?.trim()) continue;
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return true;
    }
    return false;
  };
  // A row that scrolls sideways (chips running to the screen's edge) moves its items out from
  // under the tab: none of them stays covered.
  const sideways = (el: Element | null): boolean => {
    for (let e = el; e && e !== document.body; e = e.parentElement) {
      const o = getComputedStyle(e).overflowX;
      if ((o === 'auto' || o === 'scroll') && e.scrollWidth > e.clientWidth + 1) return true;
    }
    return false;
  };
  const height = document.documentElement.scrollHeight;
  const step = Math.max(innerHeight * 0.5, height / 40);
  for (let top = 0; top < height; top += step) {
    window.scrollTo(0, top);
    for (const button of stack.querySelectorAll('button')) {
      const r = button.getBoundingClientRect();
      const left = Math.max(r.left, 0);
      const right = Math.min(r.right, innerWidth);
      if (right - left < 2 || r.height < 2) continue;
      for (const fx of [0.15, 0.5, 0.85]) {
        for (const fy of [0.15, 0.5, 0.85]) {
          const x = left + (right - left) * fx;
          const y = r.top + r.height * fy;
          const under = document.elementsFromPoint(x, y).find((e) => !stack.contains(e) && e !== document.documentElement && e !== document.body);
          if (!under) continue;
          const control = under.closest(TARGETS);
          if ((control || textAt(under, x, y)) && !sideways(under)) found.push(`${label(button)} covers ${label(control ?? under)} at scroll ${Math.round(scrollY)}`);
        }
      }
    }
  }
  window.scrollTo(0, 0);
  return found;
}

test('the route-shape list names every screen of app/[channel]', () => {
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
});

for (const vp of VIEWPORTS) {
  test(`nothing overlaps and nothing is cut without an ellipsis at ${vp.width} px`, async ({ browser }) => {
    const { shapes, missing } = await routeShapes(browser);
    expect(missing).toEqual([]);
    const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, isMobile: vp.name === 'phone', hasTouch: vp.name === 'phone', locale: 'zh-CN' });
    const findings: string[] = [];
    for (const host of HOSTS_CHECKED) {
      for (const shape of only(shapes)) {
        // A fresh tab per page: a phone keeps a page's zoom and scroll state across navigations.
        const page = await context.newPage();
        await settle(page, hostUrl(host, shape.path));
        // The elevator mounts after the load, once the page is idle.
        await page.getByTestId('elevator').waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
        for (const f of await page.evaluate(floatingFindings)) findings.push(`${host} ${shape.name} ${shape.path} — ${f}`);
        for (const f of await page.evaluate(layoutFindings, 'body')) findings.push(`${host} ${shape.name} ${shape.path} — ${f}`);
        await page.close();
      }
    }
    await context.close();
    const unique = [...new Set(findings)];
    await test.info().attach('findings', { body: unique.join('\n'), contentType: 'text/plain' });
    expect(unique, unique.slice(0, 40).join('\n')).toEqual([]);
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
